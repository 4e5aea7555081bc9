// ---- The OpenAPI document, as far as the fuzz reads it ----

export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema: JsonSchema;
  required: boolean;
  /** A number in the URL (`schema.type` integer) says here the message a malformed one is refused with. */
  description?: string;
}

export interface Operation {
  /** "POST /adminapi/contests/{id}/metrics" */
  key: string;
  method: string;
  path: string;
  public: boolean;
  parameters: Parameter[];
  body?: JsonSchema;
}

export interface OpenApiDoc {
  components: { schemas: Record<string, object> };
  paths: Record<string, Record<string, { security: unknown[]; parameters: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
}

/** A schema with its `$ref`s to `#/components/schemas/…` replaced by the components (a cycle stops at `{}`). */
export function inlined(doc: OpenApiDoc, schema: unknown, seen: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inlined(doc, s, seen));
  if (!schema || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema as { $ref?: string };
  if (typeof $ref === 'string') {
    const name = $ref.replace('#/components/schemas/', '');
    return seen.includes(name) ? {} : { ...(inlined(doc, doc.components.schemas[name], [...seen, name]) as object), ...(inlined(doc, rest, seen) as object) };
  }
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, inlined(doc, v, seen)]));
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([m, op]) => ({
      key: `${m.toUpperCase()} ${path}`,
      method: m.toUpperCase(),
      path,
      public: op.security.length === 0,
      parameters: op.parameters,
      body: inlined(doc, op.requestBody?.content['application/json']?.schema) as JsonSchema | undefined,
    })),
  );
}

/** A plausible value for a schema, for operations without a hand-written valid body and for query values. */
export function exampleOf(s: JsonSchema | undefined, depth = 0): unknown {
  if (!s || depth > 6) return null;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return exampleOf(alt[0], depth + 1);
  switch (s.type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, exampleOf(v, depth + 1)]));
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 0) }, () => exampleOf(s.items, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'email') return 'fuzz@example.test';
      if (s.format === 'uri' || s.format === 'url') return 'https://example.test/fuzz';
      if (s.format === 'date-time' || s.format === 'date') return '2030-01-01';
      if (s.pattern) {
        const re = new RegExp(s.pattern);
        const fit = ['10', '1', 'fuzz@example.test', 'US', '#1a2b3c', 'https://example.test/fuzz'].find((v) => re.test(v));
        if (fit) return fit;
      }
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return 'fuzz';
  }
}
