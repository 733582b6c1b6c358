// The Worker's bindings and vars (wrangler.toml); secrets are documented in README.md.
export interface Env {
  DB: D1Database;
  CACHE: KVNamespace;
  ASSETS: Fetcher;
  SITE_NAME: string;
  SPAM_MAX_WRITES: string;
  SPAM_WINDOW_MINUTES: string;
  ALLOWED_ORIGINS: string;
  /** Secret: salts the hash that identifies a client without storing its IP. */
  CLIENT_HASH_SALT?: string;
  /** Secret: enables /api/admin/* for operators when set. */
  ADMIN_TOKEN?: string;
}

export type AppEnv = { Bindings: Env; Variables: { clientHash: string } };
