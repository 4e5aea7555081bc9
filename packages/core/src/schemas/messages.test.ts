import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { inputMessages } from './common.ts';
import { contestIdParams, contestInput, leaderboardQuery, metricsBody } from './contest-input.ts';
import { fieldName, productError } from './messages.ts';

/** The messages a parse with the product's error map answers. */
const refuse = (schema: z.core.$ZodType, input: unknown) => {
  const r = z.safeParse(schema, input, { error: productError });
  if (r.success) throw new Error('expected a refusal');
  return r.error.issues.map((i) => i.message);
};
const one = (schema: z.core.$ZodType, value: unknown, field = 'f') => refuse(z.object({ [field]: schema }), { [field]: value });

describe('productError: every issue code is a sentence naming the field', () => {
  it('invalid_type: required, null, and the kind expected', () => {
    expect(one(z.string(), undefined, 'email')).toEqual(['email is required']);
    expect(one(z.string(), null, 'email')).toEqual(['email must not be null']);
    expect(one(z.string(), 3, 'name')).toEqual(['name must be text']);
    expect(one(z.number(), 'x', 'likes')).toEqual(['likes must be a number']);
    expect(one(z.number().int(), 1.5, 'likes')).toEqual(['likes must be a whole number']);
    expect(one(z.int(), 'x', 'likes')).toEqual(['likes must be a number']);
    expect(one(z.boolean(), 'yes', 'isActive')).toEqual(['isActive must be true or false']);
    expect(one(z.array(z.string()), 'x', 'metrics')).toEqual(['metrics must be a list']);
    expect(one(z.object({}), 1, 'o')).toEqual(['o must be an object']);
    expect(one(z.date(), 'x', 'd')).toEqual(['d must be a date']);
  });
  it('too_big and too_small: characters of text, items of a list, else the value', () => {
    expect(one(z.string().max(200), 'x'.repeat(201), 'name')).toEqual(['name must be at most 200 characters']);
    expect(one(z.string().max(1), 'xx', 'c')).toEqual(['c must be at most 1 character']);
    expect(one(z.array(z.number()).max(2), [1, 2, 3], 'ids')).toEqual(['ids must be at most 2 items']);
    expect(one(z.number().max(100), 101, 'score')).toEqual(['score must be at most 100']);
    expect(one(z.number().lt(1), 1, 'takePct')).toEqual(['takePct must be less than 1']);
    expect(one(z.string().min(1), '', 'name')).toEqual(['name must not be empty']);
    expect(one(z.string().min(3), 'ab', 'name')).toEqual(['name must be at least 3 characters']);
    expect(one(z.array(z.number()).min(1), [], 'ids')).toEqual(['ids must list at least 1 item']);
    expect(one(z.number().min(0), -1, 'n')).toEqual(['n must be at least 0']);
    expect(one(z.number().positive(), 0, 'n')).toEqual(['n must be more than 0']);
  });
  it('invalid_value, invalid_format, not_multiple_of, unrecognized_keys, invalid_union, invalid_key, invalid_element, custom', () => {
    expect(one(z.enum(['10', '25', '100']), '7', 'pageSize')).toEqual(['pageSize must be one of 10, 25, 100']);
    expect(one(z.literal('x'), 'y', 'kind')).toEqual(['kind must be x']);
    expect(one(z.email(), 'no', 'email')).toEqual(['email must be an email address']);
    expect(one(z.url(), 'no', 'link')).toEqual(['link must be a web address']);
    expect(one(z.string().regex(/^a/), 'b', 'code')).toEqual(['code is not in the expected form']);
    expect(one(z.uuid(), 'no', 'key')).toEqual(['key must be a valid uuid']);
    expect(one(z.number().multipleOf(5), 7, 'n')).toEqual(['n must be a multiple of 5']);
    expect(one(z.strictObject({}), { a: 1, b: 2 }, 'o')).toEqual(['o has unknown fields a, b']);
    expect(one(z.union([z.string(), z.number()]), true, 'u')).toEqual(['u is not valid']);
    expect(one(z.record(z.string().max(1), z.number()), { ab: 1 }, 'r')).toEqual(['r.ab is not an allowed key']);
    expect(one(z.map(z.string(), z.number()), new Map([['a', 'x']]), 'm')).toEqual(['m.a must be a number']);
    expect(productError({ code: 'invalid_element', origin: 'map', key: 'a', issues: [], input: 1, path: ['m'] })).toBe('m is not an allowed value');
    expect(one(z.string().refine(() => false), 'x', 'c')).toEqual(['c is not valid']);
  });
  it('names the whole request when the issue has no field, a field by its path', () => {
    expect(refuse(z.object({ a: z.string() }), 'x')).toEqual(['The request must be an object']);
    expect(refuse(metricsBody, { metrics: [{ id: 1, creativityScore: 101 }] })).toEqual(['metrics[0].creativityScore must be at most 100']);
    expect(refuse(metricsBody, { metrics: 'x' })).toEqual(['metrics must be a list']);
    expect(refuse(z.object({ id: z.int() }), { id: 'x' })).toEqual(['id must be a number']);
    expect(fieldName(['a', 0, 'b'])).toBe('a[0].b');
    expect(fieldName([])).toBeUndefined();
  });
  it('never outranks a message the schema carries (the spec\'s strings, inputMessages)', () => {
    expect(refuse(contestIdParams, { id: 'abc' })).toEqual([inputMessages.id]);
    expect(refuse(leaderboardQuery, { pageSize: '7' })).toEqual(['Page size must be one of 10, 25, 100']);
    expect(refuse(contestInput, { name: '' })).toEqual(['Name is required', 'organizer is required']);
    expect(refuse(contestInput, { name: 'x'.repeat(201), organizer: 'o' })).toEqual([inputMessages.tooLong(200)]);
    expect(refuse(contestInput, { name: 'n', organizer: 'o', kind: 'huge' })[0]).toMatch(/^kind must be one of /);
  });
});
