import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { redactUrl, serverOptions } from './log.ts';
import { renderMail } from './mail-templates.ts';

describe('logs keep secrets out', () => {
  it('redacts secret query values and keeps the rest of the URL', () => {
    expect(redactUrl('/contests/3?token=abc.def&page=2')).toBe('/contests/3?token=[redacted]&page=2');
    expect(redactUrl('/x?page=1&api_key=k&Password=p#h')).toBe('/x?page=1&api_key=[redacted]&Password=[redacted]#h');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });

  it('redacts the secrets of every emailed link, whatever the secret is called', () => {
    const links = [
      ['/reset-password?magic_token=T0k3nValue&magic_token_uid=42', '/reset-password?magic_token=[redacted]&magic_token_uid=[redacted]'],
      ['/confirmPaymentEmail?payment_token=T0k3n&uid=5f0c&contactPaymentEmailId=7', '/confirmPaymentEmail?payment_token=[redacted]&uid=[redacted]&contactPaymentEmailId=7'],
      ['/confirm?contactId=3&uid=T0k3n', '/confirm?contactId=3&uid=[redacted]'],
      ['/account/credentials/?username_token=T0k3n&username_token_uid=9', '/account/credentials/?username_token=[redacted]&username_token_uid=[redacted]'],
      ['/manageronboarding?invite_token=T0k3n&invite_id=4', '/manageronboarding?invite_token=[redacted]&invite_id=4'],
      ['/creatorapi/manager-invite?inviteToken=T0k3n', '/creatorapi/manager-invite?inviteToken=[redacted]'],
    ];
    for (const [url, logged] of links) expect(redactUrl(url!)).toBe(logged);
  });

  it('refuses to mail a link whose secret the logs would show', () => {
    const content = { to: 'a@test.chorus', template: 'example', subject: 's', heading: 'h', paragraphs: [] };
    expect(() => renderMail('https://chorus.example', { ...content, action: { label: 'Go', path: '/claim?ticket=aVeryLongRandomValue123' } })).toThrow(/ticket/);
    for (const path of ['/claim?claim_token=aVeryLongRandomValue123&id=12', '/route?action=verify-entry&magic_token_uid=12', '/route?magic_token=aVeryLongRandomValue123&action=undo-login-change'])
      expect(renderMail('https://chorus.example', { ...content, action: { label: 'Go', path } }).text).toContain('https://chorus.example/');
  });

  it('never writes a token from the query, the x-api-key header or the cookie to the request log', async () => {
    let out = '';
    const stream = new Writable({
      write(chunk, _enc, cb) {
        out += String(chunk);
        cb();
      },
    });
    const app = Fastify(serverOptions(loadConfig({ LOG_LEVEL: 'info' }), stream));
    app.get('/creatorapi/check', async (req) => {
      req.log.info({ headers: req.headers }, 'a handler that logs its headers');
      req.log.info({ req, res: { statusCode: 200, headers: { 'set-cookie': `chorus_token=${secret}-s` } } }, 'a handler that logs its request and answer');
      return { ok: true };
    });
    const secret = 'S3cretTokenValue';
    await app.inject({
      method: 'GET',
      url: `/creatorapi/check?token=${secret}&page=1`,
      headers: { 'x-api-key': `${secret}-h`, cookie: `chorus_token=${secret}-c` },
    });
    // A mailed reset link opened in the portal (the page's own request is logged too).
    await app.inject({ method: 'GET', url: `/reset-password?magic_token=${secret}-m&magic_token_uid=77` });
    await app.close();
    expect(out).toContain('/creatorapi/check?token=[redacted]&page=1');
    expect(out).not.toContain(secret);
    // One access line per request (Fastify's own two are off), with the status and the time taken.
    const access = out.split('\n').filter((l) => l.includes('request completed')).map((l) => JSON.parse(l));
    expect(access).toHaveLength(2);
    expect(access[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/creatorapi/check?token=[redacted]&page=1' }, res: { statusCode: 200 } });
    expect(access[0].responseTime).toBeGreaterThanOrEqual(0);
    expect(out).not.toContain('incoming request');
  });
  it('writes up to ACCESS_LOG_READS_PER_SECOND fast reads a second, counts the rest, and writes every write and refusal', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let out = '';
    const stream = new Writable({
      write(chunk, _enc, cb) {
        out += String(chunk);
        cb();
      },
    });
    const app = Fastify(serverOptions(loadConfig({ LOG_LEVEL: 'info', ACCESS_LOG_READS_PER_SECOND: '5' }), stream));
    try {
      app.get('/publicapi/contests', async () => ({ ok: true }));
      app.post('/publicapi/contests/1/entries', async (_req, reply) => reply.code(201).send({ ok: true }));
      for (let i = 0; i < 25; i++) await app.inject({ method: 'GET', url: '/publicapi/contests' });
      await app.inject({ method: 'POST', url: '/publicapi/contests/1/entries', payload: {} });
      await app.inject({ method: 'GET', url: '/publicapi/nothing-here' });
      vi.setSystemTime(Date.now() + 1000);
      await app.inject({ method: 'GET', url: '/publicapi/contests?page=2' });
    } finally {
      await app.close();
      vi.useRealTimers();
    }
    const access = out.split('\n').filter((l) => l.includes('request completed')).map((l) => JSON.parse(l));
    // Five reads in the second, then the write, with the 20 reads not written; the refusal; the next second's read.
    expect(access.map((l) => [l.req.method, l.req.url, l.skipped])).toEqual([
      ...Array.from({ length: 5 }, () => ['GET', '/publicapi/contests', undefined]),
      ['POST', '/publicapi/contests/1/entries', 20],
      ['GET', '/publicapi/nothing-here', undefined],
      ['GET', '/publicapi/contests?page=2', undefined],
    ]);
  });
});
