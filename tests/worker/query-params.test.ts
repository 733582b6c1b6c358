// Property-based: every GET operation of the OpenAPI document, called with random values from the
// whole documented range of its query parameters (alone and together, at their bounds and far
// inside them), against the real Worker and D1. Every answer is a success, a 304, or one of the
// errors the operation documents, in the result-status shape: never a 5xx.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTrack, get } from './api';
import { OPERATIONS } from './documented';

/** The part of JSON Schema the document's parameters use. */
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  example?: unknown;
  examples?: unknown[];
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}

const LARGEST = 2 ** 53 - 1;

/** Words people type, and words that are long, accented, or from other scripts. */
const word = fc.oneof(
  fc.constantFrom('pista', 'track', 'são', 'paulo', 'in', 'near', 'edinburgh', 'atletismo', '跑道', 'مضمار', 'Laufbahn', 'a', '-', "'"),
  fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }),
);

/** A value the schema allows, as the text of a query parameter. */
function valueIn(schema: Schema): fc.Arbitrary<string> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(valueIn));
  if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
  if (schema.const !== undefined) return fc.constant(String(schema.const));
  const examples = [schema.example, ...(schema.examples ?? [])].filter((e) => e !== undefined).map(String);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1e-9 : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1e-9 : undefined);
  let value: fc.Arbitrary<string>;
  if (type === 'integer') {
    const range = { min: Math.ceil(Math.max(min ?? -LARGEST, -LARGEST)), max: Math.floor(Math.min(max ?? LARGEST, LARGEST)) };
    value = fc
      .oneof(
        fc.constantFrom(range.min, range.max),
        fc.integer({ min: Math.max(range.min, -(2 ** 31)), max: Math.min(range.max, 2 ** 31) }),
        fc.maxSafeInteger().filter((n) => n >= range.min && n <= range.max),
      )
      .map(String);
  } else if (type === 'number') {
    const range = { min: min ?? -1e300, max: max ?? 1e300 };
    value = fc.oneof(fc.constantFrom(range.min, range.max), fc.double({ ...range, noNaN: true })).map(String);
  } else if (type === 'boolean') {
    value = fc.constantFrom('true', 'false');
  } else {
    const maxLength = schema.maxLength ?? 300;
    const minLength = schema.minLength ?? 0;
    const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
    value = schema.pattern
      ? fc.stringMatching(new RegExp(schema.pattern)).filter(fits)
      : fc
          .oneof(
            fc.string({ minLength, maxLength, unit: 'grapheme' }),
            // Many words: a search built from them must not outgrow what D1 allows.
            fc.array(word, { minLength: 1, maxLength: 80 }).map((words) => words.join(' ')),
          )
          .map((text) => text.slice(0, maxLength))
          .filter(fits);
  }
  return examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), value) : value;
}

let document: { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };
const sample: Record<string, string> = {};

beforeAll(async () => {
  const track = await createTrack(-22.9, -43.2, { name: 'Pista do Parque' });
  sample.segment = track.trackUrlSegment;
  sample.id = String(track.trackId);
  document = (await get('/api/openapi.json')).body;
});

/** The operation's query: a random subset of its parameters (every required one), each within its documented range. */
function queryOf(parameters: Parameter[]): fc.Arbitrary<Record<string, string>> {
  const inQuery = parameters.filter((p) => p.in === 'query');
  const entries = inQuery.map((p) => {
    // Sometimes a real track, so the operation gets past "not found" into its queries.
    const real = sample[p.name];
    const value = real ? fc.oneof(fc.constant(real), valueIn(p.schema)) : valueIn(p.schema);
    return [p.name, p.required ? value : fc.option(value, { nil: undefined })] as const;
  });
  return fc
    .record(Object.fromEntries(entries))
    .map((query) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string>);
}

const RUNS = 25;
const GETS = OPERATIONS.filter((op) => op.method === 'get');

describe('every documented query parameter, across its documented range', () => {
  it.each(GETS.map((op) => [op.path, op] as const))(
    'GET %s answers without a 5xx, with a documented error when it refuses',
    async (path, operation) => {
      const parameters = document.paths[path]!.get!.parameters ?? [];
      await fc.assert(
        fc.asyncProperty(queryOf(parameters), async (query) => {
          const url = `${path}?${new URLSearchParams(query)}`;
          const { status, body } = await get(url);
          expect(status, url).toBeLessThan(500);
          if (status >= 400) {
            expect(operation.errors, url).toContain(body.status);
            expect(typeof body.message, url).toBe('string');
          }
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );
});
