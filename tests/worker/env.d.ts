// What the test runtime's `cloudflare:workers` env has beyond the Worker's generated bindings
// (src-worker/worker-configuration.d.ts, which also types its exports): the migrations
// vitest.config.ts passes in, and the basemap's bucket, bound in tests though commented out in wrangler.toml.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    BASEMAP: R2Bucket;
  }
}

/** A fixture file inlined by Vite as a data: URL (tests/worker/photo-fixture.ts). */
declare module '*.jpg?inline' {
  const dataUrl: string;
  export default dataUrl;
}
