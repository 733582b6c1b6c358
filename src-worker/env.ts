// The Worker's bindings and vars (wrangler.toml); secrets are documented in README.md.

/** The database as queries use it: the D1 binding itself, or a session of it (http/d1-session.ts). */
export type Db = Pick<D1Database, 'prepare' | 'batch'>;

/** The bindings as the runtime passes them. */
export interface Bindings {
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

/**
 * What handlers, services and the chat use: the bindings, with DB this request's D1 session, so
 * every query of a request reads from one replica that has at least the client's own writes.
 */
export type Env = Omit<Bindings, 'DB'> & { DB: Db };

export type AppEnv = { Bindings: Bindings; Variables: { clientHash: string; env: Env } };
