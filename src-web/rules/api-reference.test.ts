import { describe, expect, it } from 'vitest';
import { apiTopics, type OpenApiDocument } from './api-reference';

const DOCUMENT: OpenApiDocument = {
  paths: {
    '/api/track': {
      get: {
        tags: ['tracks'],
        summary: 'A track',
        parameters: [
          { name: 'id', in: 'query', schema: { type: 'integer' } },
          { name: 'key', in: 'query', required: false, description: 'The cache key' },
        ],
        responses: {
          '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Track' } } } },
          '404': { description: 'Result status NotFound.' },
        },
      },
    },
    '/api/post-track': {
      post: {
        tags: ['tracks'],
        summary: 'Write a track',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/PostTrackRequest' } } } },
        responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/PostTrackResult' } } } } },
      },
    },
    '/api/search-areas': {
      get: {
        tags: ['search'],
        summary: 'Every area',
        responses: {
          '200': {
            content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/AreaSearchEntry' } } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      PostTrackRequest: {
        example: { name: 'Pista' },
        properties: {
          name: { type: 'string' },
          surface: { anyOf: [{ description: 'A surface: asphalt (Asphalt/Concrete)' }, { type: 'null' }] },
        },
        required: ['name'],
      },
    },
  },
};

describe('apiTopics', () => {
  const topics = apiTopics(DOCUMENT);

  it('groups the calls by their first tag, in document order', () => {
    expect(topics.map((t) => t.name)).toEqual(['tracks', 'search']);
    expect(topics[0]!.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/track', 'POST /api/post-track']);
  });

  it('names parameters, bodies with their examples, answers and errors', () => {
    const [get, post] = topics[0]!.calls;
    expect(get!.parameters).toEqual([
      { name: 'id', required: false, description: '' },
      { name: 'key', required: false, description: 'The cache key' },
    ]);
    expect(get!.answer).toBe('Track');
    expect(get!.answerType).toBe('application/json');
    expect(get!.errors).toEqual([{ http: '404', description: 'Result status NotFound.' }]);
    expect(get!.body).toBeNull();
    expect(post!.body).toEqual({
      schema: 'PostTrackRequest',
      fields: [
        { name: 'name', required: true, description: '' },
        { name: 'surface', required: false, description: 'A surface: asphalt (Asphalt/Concrete)' },
      ],
      example: { name: 'Pista' },
    });
    expect(topics[1]!.calls[0]!.answer).toBe('a list of AreaSearchEntry');
  });
});
