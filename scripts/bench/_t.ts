import { launchBrowser } from './browser';
import { typeInSearchBox } from './typing';
const browser = await launchBrowser();
for (let i = 0; i < 3; i++) {
  const run = await typeInSearchBox(browser, 'http://127.0.0.1:8790', 4);
  console.log(run.keys.map((k) => `${k.key}:${k.latency?.toFixed(0)}${k.how?.includes('super') ? 's' : ''}`).join(' '), 'longest', run.longestTask);
}
await browser.close();
