// Figure 5: Lighthouse's mobile performance score (its default: a mid-range phone on a slow 4G
// link, simulated) through its pinned CLI, with the system Chromium. Lighthouse launches its own
// Chromium, so the caller must have closed the Playwright one (two at once on a 2-core machine
// would measure each other). Map tiles are blocked as in the Playwright runs: no internet here.
// The browser language is the Playwright runs' (LOCALE: the map opens on the sample's continent).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../import/d1';
import { CHROME_FLAGS, CHROMIUM, LOCALE, TILE_PATTERN } from './browser';

const CLI = join(PROJECT_ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const RUN_TIMEOUT_MS = 300_000;

export interface LighthouseResult {
  /** 0–100, null if Lighthouse could not score the page. */
  score: number | null;
  /** ms, simulated. */
  lcp: number | null;
  error?: string;
}

interface Report {
  categories?: { performance?: { score: number | null } };
  audits?: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}

export async function lighthouse(url: string): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'track-atlas-bench-lighthouse-'));
  const output = join(dir, 'report.json');
  try {
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      let stderr = '';
      const child = spawn(
        process.execPath,
        [
          CLI,
          url,
          '--quiet',
          '--only-categories=performance',
          '--output=json',
          `--output-path=${output}`,
          '--disable-full-page-screenshot',
          // --accept-lang sets navigator.language in headless Chromium (--lang does not).
          `--chrome-flags=${[...CHROME_FLAGS, `--accept-lang=${LOCALE}`].join(' ')}`,
          `--blocked-url-patterns=${TILE_PATTERN}`,
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
      const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve({ code: exitCode, stderr });
      });
    });
    let report: Report;
    try {
      report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    } catch {
      return { score: null, lcp: null, error: `lighthouse exited ${code}: ${stderr.trim().split('\n').slice(-3).join(' ')}` };
    }
    const score = report.categories?.performance?.score;
    return {
      score: score === null || score === undefined ? null : Math.round(score * 100),
      lcp: report.audits?.['largest-contentful-paint']?.numericValue ?? null,
      error: report.runtimeError ? `${report.runtimeError.code}: ${report.runtimeError.message}` : undefined,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
