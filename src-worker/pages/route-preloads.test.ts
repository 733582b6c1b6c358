import { describe, expect, it } from 'vitest';
import { screenChunks } from './route-preloads';

// The shape Vite writes (build.manifest), trimmed to what the rule reads.
const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, css: ['assets/index-A.css'] },
  'boot.tsx': { file: 'assets/boot-I.js', imports: ['_jsx-G.js'] },
  '_jsx-G.js': { file: 'assets/jsx-G.js', imports: ['_runtime-H.js'] },
  '_runtime-H.js': { file: 'assets/runtime-H.js' },
  'screens/TrackScreen.tsx': {
    file: 'assets/TrackScreen-B.js',
    imports: ['index.html', '_runtime-H.js', '_PageError-C.js', '_TrackView-D.js'],
  },
  '_PageError-C.js': { file: 'assets/PageError-C.js', imports: ['index.html'] },
  '_TrackView-D.js': {
    file: 'assets/TrackView-D.js',
    imports: ['index.html', '_PageError-C.js', '_forms-E.js'],
    css: ['assets/forms-E.css'],
  },
  '_forms-E.js': { file: 'assets/forms-E.js', css: ['assets/forms-E.css'] },
  'screens/AreaScreen.tsx': { file: 'assets/AreaScreen-F.js', imports: ['index.html'] },
};

describe('screenChunks', () => {
  it("lists the screen chunk and everything it imports, each once, without the app's own chunks", () => {
    expect(screenChunks(MANIFEST, 'screens/TrackScreen.tsx')).toEqual({
      modules: ['/assets/TrackScreen-B.js', '/assets/PageError-C.js', '/assets/TrackView-D.js', '/assets/forms-E.js'],
      styles: ['/assets/forms-E.css'],
    });
  });

  it('a screen missing from the manifest preloads nothing', () => {
    expect(screenChunks(MANIFEST, 'screens/TrackIdScreen.tsx')).toEqual({ modules: [], styles: [] });
    expect(screenChunks(MANIFEST, 'screens/AreaScreen.tsx')).toEqual({ modules: ['/assets/AreaScreen-F.js'], styles: [] });
  });
});
