// The shell's own inline scripts, allowed by their hashes in the page's Content-Security-Policy.
// The built index.html has none (the policy stays "script-src 'self'"); the development server's
// has one, React Refresh's preamble (`npm run dev`, vite.config.ts), which the policy would block.
// Only the shell's scripts are hashed, never anything a page writes into it.

/** A script element without src that runs: not a data block (JSON, JSON-LD). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP sources ("'sha256-…'") of the inline scripts of an HTML text, in order. */
export async function inlineScriptSources(html: string): Promise<string[]> {
  const sources: string[] = [];
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (!body?.trim()) continue;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
    sources.push(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  }
  return sources;
}
