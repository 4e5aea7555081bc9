/**
 * What a failure from the database or Redis means for the request that met it. Drizzle wraps driver errors
 * (`DrizzleQueryError` with the driver's error as `cause`), so the whole cause chain is read.
 *
 * - `unavailable`: the database or Redis cannot be reached or dropped the connection, or asked us to retry
 *   (serialization failure, deadlock): the request is answered 503 with Retry-After and nothing was committed.
 * - `invalid`: a value PostgreSQL refuses (class 22: out of range, bad encoding, NUL in text). The schemas
 *   should have refused it first; the request is answered 400 and the gap is logged.
 * - `conflict`: a unique constraint refused a concurrent duplicate: 409.
 */
export type FailureKind = 'unavailable' | 'invalid' | 'conflict';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// 57P01-03: the server is shutting down or starting; 53xxx: out of resources; 40001/40P01: retry the transaction.
const RETRY_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53000', '53100', '53200', '53300', '40001', '40P01']);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /connection is closed/i, // ioredis
  /stream isn't writeable/i, // ioredis with the offline queue off
  /reached the max retries per request/i, // ioredis
  /database is closing|pglite is closed/i,
];

function* chain(err: unknown): Generator<Record<string, unknown>> {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e as Record<string, unknown>;
    e = (e as { cause?: unknown }).cause;
  }
}

export function classifyFailure(err: unknown): FailureKind | null {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (NETWORK_CODES.has(code) || RETRY_SQLSTATES.has(code) || code.startsWith('08')) return 'unavailable';
    if (UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return 'unavailable';
    if (/^22[0-9A-Z]{3}$/.test(code)) return 'invalid';
    if (code === '23505') return 'conflict';
  }
  return null;
}

/** The unique index or constraint a failure violated (23505), if that is what it was. */
export function violatedUnique(err: unknown): string | null {
  for (const e of chain(err)) if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  return null;
}

/** Seconds a client should wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 5;
