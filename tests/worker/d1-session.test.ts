// Reads worldwide (D1 Sessions API): every answer carries the bookmark of what it read or wrote,
// and a client that sends back the newest bookmark it holds reads at least that state.
import { describe, expect, it } from 'vitest';
import { createAreas, createTrack, get, post, sampleTrack } from './api';

const BOOKMARK = 'x-d1-bookmark';

describe('D1 session bookmarks', () => {
  it('a write answers a bookmark, and a read sent with it sees the write and answers a bookmark no older', async () => {
    await createAreas(50, 60);
    const created = await post('/api/post-track', sampleTrack(50, 60));
    expect(created.status).toBe(200);
    const written = created.response.headers.get(BOOKMARK);
    expect(written).toMatch(/^[0-9a-f-]+$/i);

    const read = await get(`/api/track?id=${created.body.trackId}`, { [BOOKMARK]: written! });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(created.body.trackId);
    const after = read.response.headers.get(BOOKMARK);
    expect(after).not.toBeNull();
    // Bookmarks sort oldest to newest.
    expect(after! >= written!).toBe(true);

    // The edit's bookmark is newer still, and a read with it sees the new name.
    const edit = await post(
      '/api/post-track',
      { ...sampleTrack(50, 60), id: created.body.trackId, name: 'Bookmarked Oval' },
      { headers: { [BOOKMARK]: after! } },
    );
    const editBookmark = edit.response.headers.get(BOOKMARK)!;
    expect(editBookmark > written!).toBe(true);
    const again = await get(`/api/track?id=${created.body.trackId}`, { [BOOKMARK]: editBookmark });
    expect(again.body.name).toBe('Bookmarked Oval');
  });

  it('ignores a bookmark that is not one, and never fails because of it', async () => {
    const { trackId } = await createTrack(50.1, 60);
    for (const junk of [
      "'; DROP TABLE tracks; --",
      'x'.repeat(500),
      '',
      'ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff',
      '0',
    ]) {
      const read = await get(`/api/track?id=${trackId}`, { [BOOKMARK]: junk });
      expect(read.status, junk).toBe(200);
    }
  });
});
