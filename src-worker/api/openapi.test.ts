// The OpenAPI document is a valid OpenAPI 3.1 document (checked by a well-kept validator, in Node:
// it compiles JSON Schemas, which the Workers runtime forbids) and its examples are valid input.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApi } from '.';
import { openApiDocument as documentOf } from './openapi';

const api = createApi();
const openApiDocument = () => documentOf(api);
/** Each documented route's declaration (its request and answer schemas), as the routes registered it. */
const ROUTES = api.openAPIRegistry.definitions.flatMap((definition) => (definition.type === 'route' ? [definition.route] : []));

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(openApiDocument() as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('names every schema of a write as a component, with its example', () => {
    const document = openApiDocument() as { components: { schemas: Record<string, { example?: unknown }> } };
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Track', 'PostTrackRequest', 'PostFeedbackRequest', 'Result', 'AreaPage', 'MapTile']),
    );
    expect(document.components.schemas.PostTrackRequest!.example).toMatchObject({ surface: 'Synthetic' });
  });

  it("every documented example passes its own schema's validation", () => {
    const examples: [string, z.ZodType, unknown][] = [];
    const visit = (where: string, schema: z.ZodType | undefined) => {
      const meta = schema && z.globalRegistry.get(schema);
      if (schema && meta?.example !== undefined) examples.push([where, schema, meta.example]);
    };
    // The routes declare zod schemas in their content, never references.
    const schemasOf = (content: object | undefined) =>
      Object.values((content ?? {}) as Record<string, { schema: z.ZodType }>).map((media) => media.schema);
    for (const route of ROUTES) {
      for (const schema of schemasOf(route.request?.body?.content)) visit(`${route.path} body`, schema);
      const success = route.responses[200];
      for (const schema of schemasOf(success && 'content' in success ? success.content : undefined)) visit(`${route.path} answer`, schema);
    }
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const [where, schema, example] of examples) expect(schema.safeParse(example).success, where).toBe(true);
  });

  it('documents the spec spellings of each enumeration in the request', () => {
    const text = JSON.stringify(openApiDocument());
    expect(text).toContain('asphalt (Asphalt/Concrete)');
    expect(text).toContain('gravel (Gravel/dirt)');
    expect(text).toContain('visit report (512)');
  });
});
