// The OpenAPI document is a valid OpenAPI 3.1 document (checked by a well-kept validator, in Node:
// it compiles JSON Schemas, which the Workers runtime forbids) and its examples are valid input.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPERATIONS, openApiDocument } from './openapi';

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
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Track', 'PostTrackRequest', 'PostFeedbackRequest', 'Result', 'AreaPage', 'MapTile']));
    expect(document.components.schemas.PostTrackRequest!.example).toMatchObject({ surface: 'Synthetic' });
  });

  it("every documented example passes its own schema's validation", () => {
    const examples: [string, z.ZodType, unknown][] = [];
    const visit = (where: string, schema: z.ZodType | undefined) => {
      const meta = schema && z.globalRegistry.get(schema);
      if (schema && meta?.example !== undefined) examples.push([where, schema, meta.example]);
    };
    for (const op of OPERATIONS) {
      visit(`${op.path} body`, op.body);
      visit(`${op.path} answer`, op.answer);
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
