import type { JsonSchema } from './openapi.ts';

// ---- Deterministic randomness ----

/** mulberry32: a small seeded generator, so every run sends the same requests. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- What is sent ----

const KB100 = 'x'.repeat(100_000);
export const OVER_LIMIT = `{"name":"${'x'.repeat(1_100_000)}"}`;

/** Path parameter values, as they appear in the URL (already percent-encoded where that is the point). */
export const PATH_VALUES = [
  '%201', // ' 1'
  '1%20',
  '0x10',
  '1e3',
  '1.0',
  '01',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1%00',
  '%00',
  '%E0%A4%A',
  'NaN',
  'Infinity',
  'abc',
  '9'.repeat(100),
  'a'.repeat(5000),
];

/**
 * Numbers as a lenient parser reads them (`Number(' 1')` is 1, `Number('0x10')` 16, `Number('1e3')` 1000): a URL
 * number the document calls an integer must still be refused, with its parameter's message (its description).
 */
export const MISREAD_NUMBERS = ['0x10', '%201', '1e3'];

/** Query values, already percent-encoded. */
export const QUERY_VALUES = [
  ...MISREAD_NUMBERS,
  'abc',
  'true',
  '',
  '%00',
  'a%00b',
  '-1',
  '0',
  '1.5',
  '1e308',
  '2147483648',
  '99999999999999999999',
  '%E0%A4%A',
  'x'.repeat(5000),
];

export const SHALLOW_PATH_VALUES = ['1%00', '%E0%A4%A', 'a'.repeat(5000)];

export type Mutation = { what: string; value: unknown } | { what: 'missing' };

const WRONG_TYPES: Mutation[] = [
  { what: 'string', value: 'fuzz' },
  { what: 'number', value: 12345 },
  { what: 'bool', value: true },
  { what: 'null', value: null },
  { what: 'array', value: [1, 'two'] },
  { what: 'object', value: { nested: 'object' } },
  { what: 'NUL string', value: 'a\u0000b' },
  { what: 'lone surrogate', value: 'a\ud800b' },
  { what: '100 KB string', value: KB100 },
  { what: 'missing' },
];
const NUMBERS: Mutation[] = [2147483648, 2 ** 53 + 2, 1e20, 1e308, -1, -2147483649, 0, 0.5, 1.5].map((value) => ({ what: `number ${value}`, value }));
const DATES: Mutation[] = ['275760-01-01', '+275760-09-13T00:00:00.000Z', '-000001-01-01', '0', 'not a date', '2026-02-30', '1999-12-31T23:59:59Z', 8.64e15].map(
  (value) => ({ what: `date ${value}`, value }),
);

export type PathStep = string | number;

/** Every node of a valid body (objects and the first item of arrays), down to a few levels. */
export function nodesOf(value: unknown, at: PathStep[] = [], depth = 0): PathStep[][] {
  if (depth > 3) return [];
  if (Array.isArray(value)) return value.length ? [[...at, 0], ...nodesOf(value[0], [...at, 0], depth + 1)] : [];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [[...at, k], ...nodesOf(v, [...at, k], depth + 1)]);
  return [];
}

export const valueAt = (root: unknown, path: PathStep[]) => path.reduce<unknown>((v, k) => (v as Record<PathStep, unknown> | undefined)?.[k], root);

export function mutated(base: unknown, path: PathStep[], m: Mutation): unknown {
  const copy = structuredClone(base) as Record<PathStep, unknown>;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<PathStep, unknown>;
  const last = path.at(-1)!;
  // In a combination an earlier mutation may have replaced the parent with a scalar: nothing left to mutate.
  if (!parent || typeof parent !== 'object') return copy;
  if (m.what === 'missing') {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = 'value' in m ? m.value : undefined;
  return copy;
}

export function mutationsFor(path: PathStep[], base: unknown, schema: JsonSchema | undefined): Mutation[] {
  const v = valueAt(base, path);
  const type = schema?.type ?? schema?.anyOf?.[0]?.type;
  const out = [...WRONG_TYPES];
  if (typeof v === 'number' || type === 'number' || type === 'integer') out.push(...NUMBERS);
  if ((typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)) || /date/i.test(String(path.at(-1)))) out.push(...DATES);
  if (Array.isArray(v)) out.push({ what: '20,000 items', value: Array(20_000).fill(v[0] ?? 1) });
  // Numbers inside text ('1st Place $100', '2nd-3rd Place', a link's id) are read by rules, not by the schema.
  if (typeof v === 'string' && /\d/.test(v))
    for (const digits of ['2147483648', '99999999999999999999']) out.push({ what: `digits → ${digits}`, value: v.replace(/\d+/g, digits) });
  return out;
}
