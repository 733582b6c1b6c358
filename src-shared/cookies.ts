// The few cookies the app sets for the Worker to read, so a page's first HTML is the one the
// visitor's browser would draw: the chosen language, and a dismissed terms popup. Both are also
// kept in local storage, where the app reads them (spec section 11).

/** Set ("true") once the terms popup is dismissed, beside local storage's termsPopupHidden. */
export const TERMS_POPUP_COOKIE = 'termsPopupHidden';

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

const YEAR_SECONDS = 365 * 24 * 3600;

/** Sets a cookie for the whole site for a year (in the browser). */
export function rememberInCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser runners use.
  document.cookie = `${name}=${value}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
