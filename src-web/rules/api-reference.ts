// The /developers page's reading of the API's OpenAPI document (GET /api/openapi.json): the
// calls grouped by topic, each with what it takes and gives, in the order the document lists them.
// Only the parts of OpenAPI 3.1 that the generated document uses are read.

export interface ApiParameter {
  name: string;
  required: boolean;
  description: string;
}

export interface ApiCall {
  method: string;
  path: string;
  summary: string;
  description: string;
  parameters: ApiParameter[];
  /** The request body: its schema name (components/schemas), its fields and its example, if any. */
  body: { schema: string | null; fields: ApiParameter[]; example: unknown } | null;
  /** The answer's schema name, or a short description of it ("a list of TrackListEntry"). */
  answer: string;
  answerType: string;
  /** HTTP statuses of the error answers, with their result statuses. */
  errors: { http: string; description: string }[];
}

export interface ApiTopic {
  name: string;
  calls: ApiCall[];
}

type Schema = {
  $ref?: string;
  type?: string;
  items?: Schema;
  description?: string;
  example?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
};
interface MediaType {
  schema?: Schema;
}
interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const refName = (schema: Schema | undefined): string | null => schema?.$ref?.split('/').pop() ?? null;

function schemaText(schema: Schema | undefined): string {
  if (!schema) return 'nothing';
  const name = refName(schema);
  if (name) return name;
  if (schema.type === 'array') return `a list of ${schemaText(schema.items)}`;
  return schema.type ?? 'a document';
}

/** A description may sit on the field or on the first option of a nullable union. */
const descriptionOf = (schema: Schema): string => schema.description ?? schema.anyOf?.map(descriptionOf).find(Boolean) ?? '';

function fieldsOf(schema: Schema | undefined): ApiParameter[] {
  return Object.entries(schema?.properties ?? {}).map(([name, field]) => ({
    name,
    required: schema?.required?.includes(name) ?? false,
    description: descriptionOf(field),
  }));
}

function bodyOf(document: OpenApiDocument, schema: Schema): NonNullable<ApiCall['body']> {
  const name = refName(schema);
  const resolved = (name && document.components?.schemas?.[name]) || schema;
  return { schema: name, fields: fieldsOf(resolved), example: resolved.example ?? null };
}

/** The calls of the document by topic (the first tag), topics and calls in document order. */
export function apiTopics(document: OpenApiDocument): ApiTopic[] {
  const topics = new Map<string, ApiCall[]>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(operations)) {
      const [answerType, answer] = Object.entries(op.responses?.['200']?.content ?? {})[0] ?? ['', {}];
      const bodySchema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      const call: ApiCall = {
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        description: op.description ?? '',
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          required: p.required ?? false,
          description: p.description ?? p.schema?.description ?? '',
        })),
        body: bodySchema ? bodyOf(document, bodySchema) : null,
        answer: schemaText(answer.schema),
        answerType,
        errors: Object.entries(op.responses ?? {})
          .filter(([http]) => http !== '200')
          .map(([http, response]) => ({ http, description: response.description ?? '' })),
      };
      const topic = op.tags?.[0] ?? 'other';
      topics.set(topic, [...(topics.get(topic) ?? []), call]);
    }
  }
  return [...topics].map(([name, calls]) => ({ name, calls }));
}
