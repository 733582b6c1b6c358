// The app's calls answer the types of the shared schemas (z.output), through the routes the
// Worker declares: checked by the type checker (expectTypeOf), and the URLs at run time.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { areaBounds, areaPage, coverage } from '../../src-shared/schemas/area';
import type { postChatResult } from '../../src-shared/schemas/chat';
import type { blogPost, blogPostSummary, staticContent } from '../../src-shared/schemas/content';
import type { postFeedbackResult } from '../../src-shared/schemas/feedback';
import type { mapCount, mapTile } from '../../src-shared/schemas/map';
import type { cacheKeyAnswer, suggestions, suggestNextAnswer } from '../../src-shared/schemas/search';
import type { postTrackResult, track, trackHistory } from '../../src-shared/schemas/track';
import type { postChat } from '../chat/chat-api';
import { apiUrl, type ApiAnswer } from './answers';
import type * as client from './client';

describe('the answers of the API calls', () => {
  it('are the output types of the shared schemas', () => {
    expectTypeOf<Awaited<ReturnType<typeof client.fetchTrack>>>().toEqualTypeOf<z.output<typeof track>>();
    expectTypeOf<Awaited<ReturnType<typeof client.fetchTrackHistory>>>().toEqualTypeOf<z.output<typeof trackHistory>>();
    expectTypeOf<Awaited<ReturnType<typeof client.fetchAreaBounds>>>().toEqualTypeOf<z.output<typeof areaBounds>>();
    expectTypeOf<Awaited<ReturnType<typeof client.fetchAreaPage>>>().toEqualTypeOf<z.output<typeof areaPage>>();
    expectTypeOf<Awaited<ReturnType<typeof client.fetchCoverage>>>().toEqualTypeOf<z.output<typeof coverage>>();
    expectTypeOf<Awaited<ReturnType<typeof client.fetchStaticPage>>>().toEqualTypeOf<z.output<typeof staticContent>>();
    expectTypeOf<Awaited<ReturnType<typeof client.fetchBlogPost>>>().toEqualTypeOf<z.output<typeof blogPost>>();
    expectTypeOf<Awaited<ReturnType<typeof client.fetchBlogPosts>>>().toEqualTypeOf<z.output<typeof blogPostSummary>[]>();
    expectTypeOf<Awaited<ReturnType<typeof client.fetchMapTile>>>().toEqualTypeOf<z.output<typeof mapTile>>();
    expectTypeOf<Awaited<ReturnType<typeof client.fetchMapCount>>>().toEqualTypeOf<z.output<typeof mapCount>>();
    expectTypeOf<Awaited<ReturnType<typeof client.fetchSuggestions>>>().toEqualTypeOf<z.output<typeof suggestions>>();
    expectTypeOf<Awaited<ReturnType<typeof client.fetchSuggestionsNext>>>().toEqualTypeOf<z.output<typeof suggestNextAnswer>>();
    expectTypeOf<ApiAnswer<'/cache'>>().toEqualTypeOf<z.output<typeof cacheKeyAnswer>>();
    expectTypeOf<Awaited<ReturnType<typeof client.fetchCacheKey>>>().toEqualTypeOf<number>();
  });

  it("of the writes are the schemas' output or the client's own InternalError, or WaitingToSend for one kept offline", () => {
    expectTypeOf<Awaited<ReturnType<typeof client.postTrack>>>().toEqualTypeOf<client.WriteAnswer<z.output<typeof postTrackResult>>>();
    expectTypeOf<Awaited<ReturnType<typeof client.postFeedback>>>().toEqualTypeOf<
      client.KeptWriteAnswer<z.output<typeof postFeedbackResult>>
    >();
    expectTypeOf<ApiAnswer<'/post-chat'>>().toEqualTypeOf<z.output<typeof postChatResult>>();
    expectTypeOf<Awaited<ReturnType<typeof postChat>>>().not.toBeAny();
  });

  it('are asked at the URLs the Worker serves', () => {
    expect(apiUrl('/blog-posts')).toBe('/api/blog-posts');
    expect(apiUrl('/track', 'id=7&key=3')).toBe('/api/track?id=7&key=3');
  });
});
