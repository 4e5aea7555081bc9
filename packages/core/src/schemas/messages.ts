import type * as z from 'zod';

// The product's words for a refused request. Every request schema is parsed with `productError` (the server's
// parseOr400), so a check without its own message answers a sentence naming the field as the API user knows it
// ('email is required', 'pageSize must be one of 10, 25, 100'), never zod's wording. A message set on a schema (the
// spec's strings, common.ts's inputMessages) always wins: zod asks this map only when the schema has none.
// Types only from zod: nothing here runs at import, so bundles that never call it (the widgets) drop it.

type Path = readonly PropertyKey[] | undefined;

/** The field an issue is about, by its path as the caller sent it ('email', 'metrics[0].likes'). */
export function fieldName(path: Path): string | undefined {
  if (!path?.length) return undefined;
  return path.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)), '');
}

const show = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'bigint' ? v.toString() : JSON.stringify(v));
const list = (values: readonly unknown[]) => values.map(show).join(', ');
const plural = (n: number | bigint, one: string, many = `${one}s`) => `${n} ${Number(n) === 1 ? one : many}`;

const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  date: 'a date',
  array: 'a list',
  tuple: 'a list',
  set: 'a list',
  object: 'an object',
  record: 'an object',
  map: 'an object',
  null: 'null',
  undefined: 'left out',
  literal: 'a fixed value',
  nan: 'not a number',
};
const kind = (expected: string) => kinds[expected] ?? expected;

/** What a sized value counts: characters of text, items of a list, else the value itself. */
function bound(origin: string | undefined, n: number | bigint, word: 'at most' | 'at least' | 'less than' | 'more than'): string {
  if (origin === 'string') return `${word} ${plural(n, 'character')}`;
  if (origin === 'array' || origin === 'set' || origin === 'file') return `${word} ${plural(n, 'item')}`;
  if (origin === 'date') return `${word === 'at most' || word === 'less than' ? 'on or before' : 'on or after'} ${new Date(Number(n)).toISOString()}`;
  return `${word} ${show(n)}`;
}

/** The sentence for one issue, about `field` ('The request' when the issue is about the whole input). */
function sentence(iss: z.core.$ZodRawIssue, field: string): string {
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined) return `${field} is required`;
      if (iss.input === null) return `${field} must not be null`;
      return `${field} must be ${kind(iss.expected)}`;
    case 'too_big':
      return `${field} must be ${bound(iss.origin, iss.maximum, iss.inclusive === false ? 'less than' : 'at most')}`;
    case 'too_small':
      if (iss.origin === 'string' && Number(iss.minimum) === 1) return `${field} must not be empty`;
      if ((iss.origin === 'array' || iss.origin === 'set') && Number(iss.minimum) === 1) return `${field} must list at least 1 item`;
      return `${field} must be ${bound(iss.origin, iss.minimum, iss.inclusive === false ? 'more than' : 'at least')}`;
    case 'invalid_format':
      if (iss.format === 'email') return `${field} must be an email address`;
      if (iss.format === 'url') return `${field} must be a web address`;
      if (iss.format === 'starts_with' || iss.format === 'ends_with' || iss.format === 'includes' || iss.format === 'regex')
        return `${field} is not in the expected form`;
      return `${field} must be a valid ${iss.format}`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${show(iss.divisor)}`;
    case 'unrecognized_keys':
      return `${field} has unknown ${iss.keys.length === 1 ? 'field' : 'fields'} ${list(iss.keys)}`;
    case 'invalid_value':
      return iss.values.length === 1 ? `${field} must be ${show(iss.values[0])}` : `${field} must be one of ${list(iss.values)}`;
    case 'invalid_key':
      return `${field} is not an allowed key`;
    case 'invalid_element':
      return `${field} is not an allowed value`;
    case 'invalid_union':
    case 'custom':
    default:
      return `${field} is not valid`;
  }
}

/**
 * zod error map: each issue → a sentence in the product's words naming the field. Pass it per parse
 * (`z.safeParse(schema, input, { error: productError })`); a schema's own message outranks it.
 */
export const productError = (iss: z.core.$ZodRawIssue): string => sentence(iss, fieldName(iss.path) ?? 'The request');
