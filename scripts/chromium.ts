// The system's headless Chromium (never `npx playwright install`), launched the same way by the
// end-to-end tests (tests/e2e/browser.ts) and the bench (scripts/bench/browser.ts, lighthouse.ts).
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
}
