// Figure 4: what an open /search page downloads to become current after someone elsewhere
// posts a comment. The comment is posted from Node (another client, through the real API);
// the page learns of it by its own cache-key poll (every 60 s), so the bench waits for that
// poll (or 70 s if the page polls some other way), then for the network to go idle.
import type { Browser } from 'playwright-core';
import { newBenchPage, type Download } from './browser';
import { MARKER_SELECTOR, PAGE_PROBE } from './probes';

const TIMEOUT_MS = 300_000;
const POLL_WAIT_MS = 70_000;

export interface Refresh {
  bytes: number;
  downloads: Download[];
  /** Seconds from the comment until the page asked for the cache key. */
  pollAfterS: number | null;
}

export async function refreshAfterComment(browser: Browser, origin: string, trackId: number): Promise<Refresh> {
  const bench = await newBenchPage(browser, { initScripts: [PAGE_PROBE] });
  try {
    await bench.page.goto(`${origin}/search`, { timeout: TIMEOUT_MS });
    await bench.page.locator(MARKER_SELECTOR).first().waitFor({ timeout: TIMEOUT_MS });
    await bench.networkIdle(1000, TIMEOUT_MS);
    await bench.mainThreadQuiet(1000, TIMEOUT_MS);
    bench.resetBytes();
    const posted = Date.now();
    const response = await fetch(`${origin}/api/post-feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ trackId, feedbackType: 64, comment: 'bench comment', name: '', recommendTypes: [0] }),
    });
    const answer = (await response.json()) as { status?: string };
    if (!response.ok || answer.status !== 'Success')
      throw new Error(`posting the comment answered ${response.status} ${JSON.stringify(answer)}`);
    let pollAfterS: number | null = null;
    while (Date.now() - posted < POLL_WAIT_MS) {
      if (bench.finishedUrls().some((url) => new URL(url).pathname === '/api/cache')) {
        pollAfterS = (Date.now() - posted) / 1000;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    await bench.networkIdle(2000, TIMEOUT_MS);
    await bench.mainThreadQuiet(1000, TIMEOUT_MS);
    await bench.networkIdle(1000, TIMEOUT_MS);
    return { bytes: bench.bytes(), downloads: bench.downloads().sort((a, b) => b.bytes - a.bytes), pollAfterS };
  } finally {
    await bench.close();
  }
}
