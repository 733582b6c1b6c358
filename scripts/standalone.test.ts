// The project stands alone (issue 40): a fresh clone with nothing beside it installs, seeds and
// passes its tests, so no file in it may point outside the repository to the workspace's shared
// folder (data is copied in, under data/, with its licence).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './import/d1';

const BINARY = /\.(gz|png|jpe?g|webp|ico|woff2?|wasm|pmtiles|bin)$/;

describe('the repository', () => {
  it('has no file that refers to the shared folder beside the project', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    const outside = files.filter(
      (file) => !BINARY.test(file) && readFileSync(`${PROJECT_ROOT}/${file}`, 'utf8').includes(['..', 'shared'].join('/')),
    );
    expect(outside).toEqual([]);
  });
});
