// Community text never carries Unicode's explicit direction controls (UAX #9: the embeddings,
// overrides and isolates, U+202A–U+202E and U+2066–U+2069). Arabic or Hebrew reads right to left
// without them; what they add is the power to reorder the site's own text around a name or a
// comment ("‮" turns what follows backwards). The marks (U+200E, U+200F, U+061C) stay: they
// only settle the neutral characters beside them. Removed where text comes in (the request
// schemas) and where it goes out (names and comments already stored, and imported ones).
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function withoutDirectionControls(text: string): string {
  return text.replace(DIRECTION_CONTROLS, '');
}
