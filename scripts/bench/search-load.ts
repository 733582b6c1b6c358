// Figure 2: opening /search. Each load is a fresh context (cold browser cache, as a first
// visit), with and without 4x CPU throttling (CDP Emulation.setCPUThrottlingRate); the bench
// reports the median of its loads. "Loaded": first marker or cluster painted, network idle for
// a second, and no long task for a second. Then the JS heap is read after a forced GC.
import type { Browser } from 'playwright-core';
import { heapAfterGc, newBenchPage, waitForExpression } from './browser';
import { PAGE_PROBE } from './probes';

export interface SearchLoad {
  /** ms from navigation start until the first marker or cluster was painted. */
  firstTracks: number;
  /** The longest main-thread task until loaded, ms (0 when none was long, > 50 ms). */
  longestTask: number;
  /** JSHeapUsedSize after a forced GC, bytes. */
  heap: number;
  /** Largest contentful paint, ms (null if the browser reported none). */
  lcp: number | null;
}

interface Probe {
  longTasks: [number, number][];
  lcp: number | null;
  markerPainted: number | null;
}

export async function loadSearch(browser: Browser, origin: string, cpuRate: number, timeoutMs = 300_000): Promise<SearchLoad> {
  const bench = await newBenchPage(browser, { cpuRate, initScripts: [PAGE_PROBE] });
  try {
    await bench.page.goto(`${origin}/search`, { waitUntil: 'commit', timeout: timeoutMs });
    await waitForExpression(bench.page, 'window.__bench.markerPainted !== null', timeoutMs);
    await bench.networkIdle(1000, timeoutMs);
    await bench.mainThreadQuiet(1000, timeoutMs);
    const probe = (await bench.page.evaluate('window.__bench')) as Probe;
    const heap = await heapAfterGc(bench.cdp);
    return {
      firstTracks: probe.markerPainted!,
      longestTask: Math.max(0, ...probe.longTasks.map(([, duration]) => duration)),
      heap,
      lcp: probe.lcp,
    };
  } finally {
    await bench.close();
  }
}
