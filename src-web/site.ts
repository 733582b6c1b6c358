// The product name (wrangler.toml [vars] SITE_NAME). Pages read it from the render's context: the
// browser's bundle carries it from the build (vite.config.ts reads the same setting), and the
// Worker rendering a page's HTML provides its own env.SITE_NAME, so both draw the same name.
import { createContext, useContext } from 'react';

export const SiteNameContext = createContext('');

export function useSiteName(): string {
  return useContext(SiteNameContext);
}
