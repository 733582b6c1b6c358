// The Worker's bindings and vars: their types are generated from wrangler.toml and
// .dev.vars.example (worker-configuration.d.ts, `npm run types`); secrets are documented in README.md.

/** The database as queries use it: the D1 binding itself, or a session of it (http/d1-session.ts). */
export type Db = Pick<D1Database, 'prepare' | 'batch'>;

/**
 * The secrets an operator may leave unset (README.md, docs/chat.md): the generated types read
 * their names from .dev.vars.example, where every one has a value, so they come out required;
 * optional here, the code keeps checking for them.
 */
type OptionalSecrets = 'CLIENT_HASH_SALT' | 'ADMIN_TOKEN' | 'CHAT_ACTIVATION_KEY' | 'CHAT_SIGNING_KEY';

/**
 * The bindings as the runtime passes them. The basemap's bucket is commented out in wrangler.toml
 * (a deployment needs it only to serve its own tiles), so the generated types do not name it.
 */
export type Bindings = Omit<Cloudflare.Env, OptionalSecrets> & Partial<Pick<Cloudflare.Env, OptionalSecrets>> & { BASEMAP?: R2Bucket };

/**
 * What handlers, services and the chat use: the bindings, with DB this request's D1 session, so
 * every query of a request reads from one replica that has at least the client's own writes.
 */
export type Env = Omit<Bindings, 'DB'> & { DB: Db };

export type AppEnv = { Bindings: Bindings; Variables: { clientHash: string; env: Env } };
