// Figure 3: typing in the start page's search box at 4x CPU, key by key with a pause between
// keys as a person types, and for each key the time from its keydown to the painted
// suggestions for the input's new value (see TYPING_PROBE for what "painted" means for an app
// that answers asynchronously and one that renders at once).
import type { Browser } from 'playwright-core';
import { newBenchPage, waitForExpression } from './browser';
import { PAGE_PROBE, TYPING_PROBE } from './probes';

export const TYPED_TERM = 'sao paulo';
const KEY_GAP_MS = 150;

export interface KeyTiming {
  key: string;
  value: string | null;
  /** keydown to painted suggestions, ms; null if they never showed. */
  latency: number | null;
  /** How long the keydown waited for the main thread, ms. */
  inputDelay: number;
  how: string | null;
}

export interface TypingRun {
  keys: KeyTiming[];
  /** The longest main-thread task from the first keydown until the last key was answered, ms. */
  longestTask: number;
}

interface RawKey {
  key: string;
  t0: number;
  delay: number;
  value: string | null;
  syncDone: number | null;
  syncHow: string | null;
  termDone: number | null;
  termHow: string | null;
}

export async function typeInSearchBox(browser: Browser, origin: string, cpuRate: number, timeoutMs = 300_000): Promise<TypingRun> {
  const bench = await newBenchPage(browser, { cpuRate, initScripts: [PAGE_PROBE, TYPING_PROBE] });
  try {
    const { page } = bench;
    await page.goto(`${origin}/`, { timeout: timeoutMs });
    const box = page.getByPlaceholder('City, area or track name');
    await box.waitFor({ timeout: timeoutMs });
    // Typing starts on a settled page: whatever the app loads up front has arrived.
    await bench.networkIdle(1000, timeoutMs);
    await bench.mainThreadQuiet(1000, timeoutMs);
    await box.click();
    for (const key of TYPED_TERM) {
      await page.keyboard.type(key);
      await page.waitForTimeout(KEY_GAP_MS);
    }
    // Wait for the last answers (a server round trip, a debounce), then settle the keys that
    // changed nothing on screen.
    const answered = `window.__typing.length > 0 && (window.__typingSawTerm
      ? window.__typing.every((k) => k.termDone !== null)
      : window.__typing.slice(0, -1).every((k) => k.syncDone !== null))`;
    await waitForExpression(page, answered, 5_000, 50).catch(() => undefined);
    await page.waitForTimeout(500);
    await page.evaluate('window.__typingSettle()');
    await page.waitForTimeout(100);
    const sawTerm = (await page.evaluate('window.__typingSawTerm')) as boolean;
    const raw = ((await page.evaluate('window.__typing')) as RawKey[]).map((k) => ({
      ...k,
      done: sawTerm ? k.termDone : k.syncDone,
      how: sawTerm ? k.termHow : k.syncHow,
    }));
    const longTasks = (await page.evaluate('window.__bench.longTasks')) as [number, number][];
    const pageNow = (await page.evaluate('performance.now()')) as number;
    const start = raw[0]?.t0 ?? 0;
    const end = Math.max(start, ...raw.map((k) => k.done ?? pageNow));
    const during = longTasks.filter(([s, d]) => s + d >= start && s <= end).map(([, d]) => d);
    return {
      keys: raw.map((k) => ({
        key: k.key,
        value: k.value,
        latency: k.done === null ? null : k.done - k.t0,
        inputDelay: k.delay,
        how: k.how,
      })),
      longestTask: Math.max(0, ...during),
    };
  } finally {
    await bench.close();
  }
}
