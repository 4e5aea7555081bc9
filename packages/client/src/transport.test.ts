import { okResponse } from '@chorus/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, axiosTransport, call, fetchTransport, isSessionGone, retryTransient, type AxiosLike } from './transport.ts';

type Config = Parameters<AxiosLike['request']>[0];

function fakeAxios(answer: (config: Config) => Promise<{ status: number; data: unknown }>) {
  const request = vi.fn(answer);
  return { axios: { request } satisfies AxiosLike, request };
}

describe('axiosTransport', () => {
  it('sends JSON with its content type and decodes the JSON answer', async () => {
    const { axios, request } = fakeAxios(async () => ({ status: 200, data: '{"results":{"success":true}}' }));
    const answer = await axiosTransport(axios, '/api/')({ method: 'POST', path: '/x', query: { a: 1, b: undefined }, body: { n: 1 }, headers: { accept: 'application/json' } });
    expect(answer).toEqual({ status: 200, body: { results: { success: true } } });
    const config = request.mock.calls[0]![0];
    expect(config.url).toBe('/api/x?a=1');
    expect(config.data).toBe('{"n":1}');
    expect(config.headers['content-type']).toBe('application/json');
    expect(config.onUploadProgress).toBeUndefined();
  });

  it('sends a multipart body as it is and reports upload progress (unknown size as null)', async () => {
    const seen: unknown[] = [];
    const { axios, request } = fakeAxios(async (config) => {
      config.onUploadProgress?.({ loaded: 5, total: 10 });
      config.onUploadProgress?.({ loaded: 7, total: 0 });
      return { status: 201, data: '' };
    });
    const form = new FormData();
    form.append('PostID', '4');
    const answer = await axiosTransport(axios, '')({ method: 'POST', path: '/up', form, onUploadProgress: (p) => seen.push(p), headers: {} });
    expect(answer).toEqual({ status: 201, body: undefined });
    expect(request.mock.calls[0]![0].data).toBe(form);
    expect(request.mock.calls[0]![0].headers['content-type']).toBeUndefined();
    expect(seen).toEqual([
      { loaded: 5, total: 10 },
      { loaded: 7, total: null },
    ]);
  });

  it('turns a failed connection into ApiError status 0, and lets an abort through', async () => {
    const failing = fakeAxios(async () => {
      throw Object.assign(new Error('Network Error'), { name: 'AxiosError' });
    });
    await expect(axiosTransport(failing.axios, '')({ method: 'GET', path: '/x', headers: {} })).rejects.toMatchObject({ status: 0 });
    const controller = new AbortController();
    controller.abort();
    const aborted = fakeAxios(async () => {
      throw Object.assign(new Error('canceled'), { name: 'CanceledError' });
    });
    await expect(axiosTransport(aborted.axios, '')({ method: 'GET', path: '/x', headers: {}, signal: controller.signal })).rejects.toMatchObject({
      name: 'CanceledError',
    });
  });

  it('carries the server messages of a refusal through call()', async () => {
    const { axios } = fakeAxios(async () => ({ status: 400, data: '{"error":true,"messages":["Invalid File"]}' }));
    const err = await call({ transport: axiosTransport(axios, '') }, okResponse, { method: 'POST', path: '/x', form: new FormData() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).messages).toEqual(['Invalid File']);
    expect((err as ApiError).status).toBe(400);
  });
});

describe('fetchTransport', () => {
  it('turns an answer whose body was cut off into ApiError status 0', async () => {
    const cut = new Response(new ReadableStream({ pull: (c) => c.error(new TypeError('network error')) }), { status: 200 });
    vi.stubGlobal('fetch', vi.fn(async () => cut));
    try {
      await expect(fetchTransport('')({ method: 'GET', path: '/x', headers: {} })).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('isSessionGone', () => {
  it('is true only for 401 and 403: a busy server, a limit or no answer says nothing about the session', () => {
    expect(isSessionGone(new ApiError(401, []))).toBe(true);
    expect(isSessionGone(new ApiError(403, []))).toBe(true);
    for (const status of [0, 200, 429, 500, 502, 503]) expect(isSessionGone(new ApiError(status, []))).toBe(false);
    expect(isSessionGone(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('retryTransient', () => {
  const failing = (statuses: number[], value = 'ok') => {
    const calls: number[] = [];
    const attempt = () => {
      calls.push(calls.length);
      const status = statuses[calls.length - 1];
      return status === undefined ? Promise.resolve(value) : Promise.reject(new ApiError(status, ['no']));
    };
    return { attempt, calls };
  };

  it('asks again after no answer, 429, 502, 503 or 504, and answers with the first success', async () => {
    for (const status of [0, 429, 502, 503, 504]) {
      const { attempt, calls } = failing([status, status]);
      await expect(retryTransient(attempt, { delaysMs: [1, 1] })).resolves.toBe('ok');
      expect(calls, String(status)).toHaveLength(3);
    }
  });

  it('throws the last failure once the retries are spent', async () => {
    const { attempt, calls } = failing([503, 503, 503, 503]);
    await expect(retryTransient(attempt, { delaysMs: [1, 1] })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(3);
  });

  it('throws any other failure at once: 401, 403, 400, 500, a body that does not parse', async () => {
    for (const status of [400, 401, 403, 404, 500]) {
      const { attempt, calls } = failing([status]);
      await expect(retryTransient(attempt, { delaysMs: [1, 1] })).rejects.toMatchObject({ status });
      expect(calls, String(status)).toHaveLength(1);
    }
    await expect(retryTransient(() => Promise.reject(new TypeError('bad')), { delaysMs: [1] })).rejects.toThrow('bad');
  });

  it('stops waiting when the caller aborts', async () => {
    const controller = new AbortController();
    const { attempt, calls } = failing([503, 503]);
    const result = retryTransient(attempt, { signal: controller.signal, delaysMs: [60_000] });
    result.catch(() => {});
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort(new Error('left the page'));
    await expect(result).rejects.toThrow('left the page');
    expect(calls).toHaveLength(1);
  });
});

describe('the headers of a call', () => {
  it('say on every write the account the page shows, beside the CSRF proof; a read carries neither', async () => {
    const sent: Record<string, string>[] = [];
    const transport = async ({ headers }: { headers: Record<string, string> }) => {
      sent.push(headers);
      return { status: 200, body: { results: { success: true } } };
    };
    await call({ transport, actingAs: 42, token: 't' }, okResponse, { method: 'POST', path: '/x', body: {} });
    await call({ transport, actingAs: 42 }, okResponse, { method: 'GET', path: '/x' });
    await call({ transport, actingAs: null }, okResponse, { method: 'DELETE', path: '/x' });
    expect(sent).toEqual([
      { accept: 'application/json', 'x-api-key': 't', 'x-chorus-csrf': '1', 'x-chorus-acting': '42' },
      { accept: 'application/json' },
      { accept: 'application/json', 'x-chorus-csrf': '1' },
    ]);
  });
});
