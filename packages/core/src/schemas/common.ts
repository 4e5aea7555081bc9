import * as z from 'zod';
import { isHttpUrl } from '../rules/links.ts';

export { isHttpUrl };

// Building blocks of the request schemas (classic zod, parsed on the server; never imported by the zod/mini
// response modules). Every value a request carries is bounded here, at the edge, so nothing PostgreSQL or a
// response contract would refuse is ever queried or stored: ids fit int4, text has no NUL, dates fall in
// 2000–2100, money fits int4 cents. A value that could break a later read is refused when it is written.
//
// Unknown fields are stripped, never refused: every request object is a plain `z.object` (zod's default
// strips keys it does not know), so an older or newer client's extra fields are ignored and never reach a
// query. Do not use `z.looseObject`/`.passthrough()` (extra fields would flow into inserts) or `z.strictObject`
// (one extra field would refuse a whole request) in a request schema.

/** The largest PostgreSQL `integer` (int4): ids, amount_cents and invoice_amount columns. */
export const INT4_MAX = 2_147_483_647;
/**
 * The most any amount of money may be, in cents: $10,000,000. It bounds one prize, the total of a contest's
 * prizes and promotions; it is far above any real contest and well inside int4 and the int response contracts.
 */
export const MONEY_MAX_CENTS = 1_000_000_000;
/** Dates an organiser may set, inclusive (UTC). */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2100-12-31';

export const inputMessages = {
  nul: 'Text must not contain NUL characters.',
  unicode: 'Text must be valid Unicode.',
  tooLong: (max: number) => `Text must be at most ${max} characters.`,
  id: `Ids are whole numbers from 1 to ${INT4_MAX}.`,
  page: 'Page must be a whole number from 1 to 1000000.',
  date: `Dates must be ISO 8601 (like 2026-05-31 or 2026-05-31T18:00:00Z) between ${DATE_MIN} and ${DATE_MAX}.`,
  url: 'Must be an http(s) address',
  money: 'Amounts must be whole cents from 0 to 1000000000 ($10,000,000).',
  count: `Counts must be whole numbers from 0 to ${Number.MAX_SAFE_INTEGER}.`,
} as const;

const noNul = (s: string) => !s.includes('\u0000');
// A lone UTF-16 surrogate ("\ud800" in JSON) is no character: jsonb refuses it, text columns store U+FFFD.
const wellFormed = (s: string) => !/\p{Surrogate}/u.test(s);

/**
 * Text from a request: refuses NUL and lone surrogates (PostgreSQL cannot store them) and anything longer than `max`
 * characters. Trimmed unless `trim: false` (passwords, rich text). Chain `.toLowerCase()`, `.min(1, '…')`, … after.
 */
export const textInput = (max: number, { trim = true }: { trim?: boolean } = {}) => {
  const s = z.string().refine(noNul, inputMessages.nul).refine(wellFormed, inputMessages.unicode);
  return (trim ? s.trim() : s).max(max, inputMessages.tooLong(max));
};

export const emailSchema = textInput(254)
  .toLowerCase()
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid Email');

/**
 * How the OpenAPI document shows a number written in a URL (an id, a page): an integer with these bounds (or these
 * values) and, as its description, the message a refusal carries. The schema itself stays a strict decimal string:
 * the server still refuses ' 1', '0x10' and '1e3', which a JSON Schema integer in a query string would not say.
 */
export interface IntegerInUrl {
  minimum?: number;
  maximum?: number;
  enum?: number[];
  description: string;
}
/** The URL numbers' schemas (`integerInUrl`), read by the server's OpenAPI document. */
export const integersInUrls = z.registry<IntegerInUrl>();
/** Registers a URL number's schema in `integersInUrls` and returns it. */
export const integerInUrl = <S extends z.ZodType>(schema: S, doc: IntegerInUrl): S => {
  integersInUrls.add(schema, doc);
  return schema;
};

const DECIMAL_ID = /^[1-9][0-9]{0,9}$/;
/** A positive decimal integer string up to `max` ('1', '42'; never ' 1', '0x10', '1e3', '1.0', '01' or ''), as a number. */
const decimalString = (max: number, message: string) =>
  integerInUrl(
    z
      .string(message)
      .regex(DECIMAL_ID, message)
      // Only values the pattern let through are compared: a refused form already carries the message.
      .refine((s) => !DECIMAL_ID.test(s) || Number(s) <= max, message)
      .transform(Number),
    { minimum: 1, maximum: max, description: message },
  );

/** An id from a URL path or a query string: a strict decimal string from 1 to INT4_MAX, as a number. */
export const idParam = decimalString(INT4_MAX, inputMessages.id);
/** A page number in a query string: a strict decimal string from 1 to 1,000,000, as a number. */
export const pageParam = decimalString(1_000_000, inputMessages.page);
/** An id in a JSON body: an integer from 1 to INT4_MAX. */
export const bodyId = z.number(inputMessages.id).int(inputMessages.id).positive(inputMessages.id).max(INT4_MAX, inputMessages.id);
/** An id that arrives either way (older clients send a string): a JSON integer or a strict decimal string. */
export const idNumberOrString = z.union([bodyId, idParam], { error: inputMessages.id });

/** Page sizes come from fixed lists in the spec; callers pass their own. Both are strict decimal strings. */
export const pageQuery = <S extends readonly [number, ...number[]]>(sizes: S, fallback: S[number]) => {
  const sizeMessage = `Page size must be one of ${sizes.join(', ')}`;
  return z.object({
    page: pageParam.default(1),
    pageSize: integerInUrl(
      decimalString(INT4_MAX, sizeMessage).refine((n) => (sizes as readonly number[]).includes(n), sizeMessage),
      { enum: [...sizes], description: sizeMessage },
    ).default(fallback),
  });
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const DATE_MIN_MS = Date.parse(`${DATE_MIN}T00:00:00Z`);
const DATE_MAX_MS = Date.parse(`${DATE_MAX}T23:59:59.999Z`);
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** An ISO 8601 string with a real calendar date and time (Date.parse rolls 02-30 over to March), or null. */
function parseIso(s: string): Date | null {
  const m = ISO_DATE.exec(s);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 59) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * A date from a request: an ISO 8601 string ('2026-05-31', '2026-05-31T18:00:00Z'; without an offset a time is
 * the server's local time, as `Date` reads it) or a Date, from DATE_MIN to DATE_MAX. Numbers, '0' and year
 * 275760 are refused: `z.coerce.date()` took them and PostgreSQL answered 500.
 */
export const dateInput = z
  .union([z.date(), z.string()], { error: inputMessages.date })
  .transform((v, ctx) => {
    const d = typeof v === 'string' ? parseIso(v) : v;
    const ms = d?.getTime() ?? Number.NaN;
    if (!d || !(ms >= DATE_MIN_MS && ms <= DATE_MAX_MS)) {
      ctx.addIssue({ code: 'custom', message: inputMessages.date });
      return z.NEVER;
    }
    return d;
  })
  .meta({ description: `ISO 8601 date or date-time, ${DATE_MIN} to ${DATE_MAX}` });

/** A link from a request: an http(s) address only (`z.string().url()` took `javascript:alert(1)`). */
export const httpUrlInput = (max = 2048) => textInput(max).refine(isHttpUrl, inputMessages.url);

/** Money in integer cents, 0 to MONEY_MAX_CENTS. */
export const centsInput = z.number(inputMessages.money).int(inputMessages.money).min(0, inputMessages.money).max(MONEY_MAX_CENTS, inputMessages.money);

/** A metric count (likes, views): an integer from 0 to Number.MAX_SAFE_INTEGER (the bigint columns read as numbers). */
export const metricCount = z.number(inputMessages.count).int(inputMessages.count).min(0, inputMessages.count).max(Number.MAX_SAFE_INTEGER, inputMessages.count);
