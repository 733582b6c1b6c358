// Stored track info is HTML: the API turns newlines into <br> and escapes what it does not allow.
// The track form edits it as plain text (spec section 5), so line breaks become newlines again
// and entities are decoded; other allowed tags (<b>, <a>…) stay as typed and survive a re-save.
const LINE_BREAK_TAG = /<br\s*\/?>/gi;
const ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi;

/** Decodes one entity with the browser's own HTML parser: every named entity, no table of ours. */
export function decodeEntityInBrowser(entity: string): string {
  return new DOMParser().parseFromString(entity, 'text/html').documentElement.textContent ?? entity;
}

export function storedTextForEditing(html: string, decodeEntity: (entity: string) => string = decodeEntityInBrowser): string {
  return html.replace(LINE_BREAK_TAG, '\n').replace(ENTITY, (entity) => decodeEntity(entity));
}
