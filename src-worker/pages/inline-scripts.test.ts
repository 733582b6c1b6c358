import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptSources', () => {
  it('hashes each inline script that runs, as a browser hashes it for the policy', async () => {
    const preamble = 'import { injectIntoGlobalHook } from "/@react-refresh";\ninjectIntoGlobalHook(window);';
    const html = `<head><script type="module">${preamble}</script><script type="module" src="/assets/index.js"></script></head>`;
    expect(await inlineScriptSources(html)).toEqual([sha256(preamble)]);
  });

  it('finds none in a built shell: scripts with src and data blocks do not count', async () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-DFLmdIKW.js"></script><script type="application/json" id="x">{"a":1}</script><script type="application/ld+json">{}</script>';
    expect(await inlineScriptSources(html)).toEqual([]);
  });
});
