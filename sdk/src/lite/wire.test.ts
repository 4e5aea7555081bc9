import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import * as core from '@chorus/core';
import * as lite from './wire.ts';

type Json = { [key: string]: unknown };
/** `anyOf: [{type: 'string'}, {type: 'null'}]` and `type: ['string', 'null']` say the same thing. */
const isTypeOnly = (v: unknown): v is { type: string } => typeof v === 'object' && v !== null && Object.keys(v).join() === 'type';

/** JSON Schema of a contract, without descriptions (documentation, not shape), nullable types in one spelling. */
function shape(schema: $ZodType): unknown {
  return JSON.parse(JSON.stringify(toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })), (key, value: unknown) => {
    if (key === 'description') return undefined;
    const v = value as Json;
    if (v && Array.isArray(v.anyOf) && v.anyOf.every(isTypeOnly) && Object.keys(v).length === 1)
      return { type: (v.anyOf as { type: string }[]).map((b) => b.type) };
    return value;
  });
}

const names = Object.keys(lite) as (keyof typeof lite)[];

describe('the SDK wire contracts (zod/mini) mirror core', () => {
  it.each(names)('%s has the same shape as core', (name) => {
    expect(shape(lite[name])).toEqual(shape(core[name]));
  });
});
