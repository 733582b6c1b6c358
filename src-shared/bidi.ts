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

/** Characters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko… and their presentation forms). */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/**
 * A value set inside the site's own sentence (a name, a place, a number), isolated between FSI
 * and PDI (UAX #9; what <bdi> does in HTML) wherever directions can mix: on a right-to-left page,
 * or when the value holds right-to-left text. Isolated, it is laid out as one run of its own
 * direction, so its neutral characters (digits, brackets, dashes) never join the words around it.
 * Elsewhere (a Latin name on a left-to-right page) nothing can mix, and the text stays as it is.
 */
export function isolated(value: string, rightToLeftPage: boolean): string {
  return value !== '' && (rightToLeftPage || RIGHT_TO_LEFT.test(value)) ? `\u2068${value}\u2069` : value;
}

/**
 * A run that reads left to right in every language (hours "07:00–21:00", coordinates), kept so
 * on a right-to-left page between LRI and PDI: there the dash between two numbers would
 * otherwise put the later hour first.
 */
export function leftToRightRun(text: string, rightToLeftPage: boolean): string {
  return rightToLeftPage ? `\u2066${text}\u2069` : text;
}
