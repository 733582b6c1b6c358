// The Worker entry: everything under /api/* reaches the app (wrangler.toml run_worker_first);
// the rest is served from static assets before the Worker runs.
import { createApp } from './app';

export default createApp();
