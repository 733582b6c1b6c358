// Types of the test runtime's `cloudflare:workers` env and exports.
import type { Bindings as WorkerEnv } from '../../src-worker/env';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      SCHEMA_SQL: string;
    }
    interface GlobalProps {
      mainModule: typeof import('../../src-worker/index');
    }
  }
}
