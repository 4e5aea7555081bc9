import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { redactUrl, serverOptions } from './log.ts';

describe('logs keep secrets out', () => {
  it('redacts secret query values and keeps the rest of the URL', () => {
    expect(redactUrl('/contests/3?token=abc.def&page=2')).toBe('/contests/3?token=[redacted]&page=2');
    expect(redactUrl('/x?page=1&api_key=k&Password=p#h')).toBe('/x?page=1&api_key=[redacted]&Password=[redacted]#h');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });

  it('never writes a token from the query, the x-api-key header or the cookie to the request log', async () => {
    let out = '';
    const stream = new Writable({
      write(chunk, _enc, cb) {
        out += String(chunk);
        cb();
      },
    });
    const options = serverOptions(loadConfig({ LOG_LEVEL: 'info' }));
    const app = Fastify({ ...options, logger: { ...(options.logger as object), stream } });
    app.get('/creatorapi/check', async (req) => {
      req.log.info({ headers: req.headers }, 'a handler that logs its headers');
      return { ok: true };
    });
    const secret = 'S3cretTokenValue';
    await app.inject({
      method: 'GET',
      url: `/creatorapi/check?token=${secret}&page=1`,
      headers: { 'x-api-key': `${secret}-h`, cookie: `chorus_token=${secret}-c` },
    });
    await app.close();
    expect(out).toContain('/creatorapi/check?token=[redacted]&page=1');
    expect(out).not.toContain(secret);
  });
});
