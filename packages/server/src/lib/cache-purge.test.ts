import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/server-process.ts';
import { createPurger, purgePaths } from './cache-purge.ts';

// The purge hook's calls, to a stand-in for a CDN's purge API (the third party is what is mocked here).
describe('the purge hook (CACHE_PURGE_URL), against a stand-in CDN purge API', () => {
  const calls: { paths: string[]; authorization?: string }[] = [];
  let status = 204;
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        calls.push({ ...(JSON.parse(body) as { paths: string[] }), authorization: req.headers.authorization });
        res.writeHead(status).end();
      });
    });
    const port = await freePort();
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('names a contest’s public paths, and every public path for a change of anything', () => {
    expect(purgePaths([7])).toEqual(['/publicapi/contests', '/publicapi/contests/7', '/publicapi/contests/7/leaderboard', '/publicapi/contests/7/entries']);
    expect(purgePaths('all')).toEqual(['/publicapi/*']);
  });

  it('sends changes close together in one call, with the URL’s credentials as Basic auth', async () => {
    calls.length = 0;
    const warnings: unknown[] = [];
    const purge = createPurger(`http://cdn:p%40ss@${base.slice(7)}/purge`, { warn: (details, message) => void warnings.push([details, message]) });
    purge([1]);
    purge([2]);
    purge([1]);
    await purge.settle();
    expect(calls).toEqual([
      {
        paths: ['/publicapi/contests', '/publicapi/contests/1', '/publicapi/contests/1/leaderboard', '/publicapi/contests/1/entries', '/publicapi/contests/2', '/publicapi/contests/2/leaderboard', '/publicapi/contests/2/entries'],
        authorization: `Basic ${Buffer.from('cdn:p@ss').toString('base64')}`,
      },
    ]);
    // A change of anything covers the rest.
    purge([3]);
    purge('all');
    await purge.settle();
    expect(calls[1]!.paths).toEqual(['/publicapi/*']);
    expect(warnings).toEqual([]);
  });

  it('logs a refused or failed call and carries on', async () => {
    calls.length = 0;
    const warnings: string[] = [];
    const log = { warn: (_o: unknown, msg: string) => void warnings.push(msg) };
    status = 500;
    const refused = createPurger(`${base}/purge`, log);
    refused([4]);
    await refused.settle();
    status = 204;
    const unreachable = createPurger(`http://127.0.0.1:${await freePort()}/purge`, log);
    unreachable([5]);
    await unreachable.settle();
    expect(warnings).toEqual(['cache purge refused', 'cache purge failed']);
    refused([6]);
    await refused.settle();
    expect(calls.map((c) => c.paths[1])).toEqual(['/publicapi/contests/4', '/publicapi/contests/6']);
  });
});
