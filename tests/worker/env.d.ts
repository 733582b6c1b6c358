// What the test runtime's `cloudflare:workers` env has beyond the Worker's generated bindings
// (src-worker/worker-configuration.d.ts, which also types its exports): the schema vitest.config.ts
// passes in, and the basemap's bucket, bound in tests though commented out in wrangler.toml.
declare namespace Cloudflare {
  interface Env {
    SCHEMA_SQL: string;
    BASEMAP: R2Bucket;
  }
}
