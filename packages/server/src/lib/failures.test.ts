import { describe, expect, it } from 'vitest';
import { classifyFailure } from './failures.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
// Drizzle wraps the driver's error: the meaning is in the cause.
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('classifyFailure', () => {
  it('calls lost connections, refusals, shutdowns and retryable conflicts unavailable', () => {
    for (const e of [
      pgError('ECONNREFUSED'),
      pgError('ECONNRESET'),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('08006'),
      pgError('40001'),
      pgError('40P01'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection is closed.'),
      // ioredis while Redis is away (no offline queue): the login limiter fails closed with a 503.
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
    ])
      expect(classifyFailure(wrapped(e))).toBe('unavailable');
  });

  it('calls values PostgreSQL refuses invalid, and unique violations conflicts', () => {
    expect(classifyFailure(wrapped(pgError('22P05', 'unsupported Unicode escape sequence')))).toBe('invalid');
    expect(classifyFailure(wrapped(pgError('22003', 'integer out of range')))).toBe('invalid');
    expect(classifyFailure(wrapped(pgError('23505', 'duplicate key')))).toBe('conflict');
  });

  it('leaves programming errors alone (they stay 500s and are logged)', () => {
    expect(classifyFailure(new TypeError('x is undefined'))).toBeNull();
    expect(classifyFailure(wrapped(pgError('42P01', 'relation does not exist')))).toBeNull();
    expect(classifyFailure(undefined)).toBeNull();
  });
});
