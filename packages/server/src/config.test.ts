import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('config', () => {
  it('has safe defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 8080, DEMO_DATA: true, cookieSecure: false, CORS_ORIGINS: [] });
    expect(c.dataDir).toMatch(/\/data$/);
  });
  it('resolves a relative DATA_DIR from where npm was run, so `npm run seed` fills the data `npm start` serves', () => {
    expect(loadConfig({ DATA_DIR: './data', INIT_CWD: '/srv/chorus' }).dataDir).toBe('/srv/chorus/data');
    expect(loadConfig({ DATA_DIR: '/var/chorus', INIT_CWD: '/srv/chorus' }).dataDir).toBe('/var/chorus');
  });
  it('reads PORT, DATA_DIR, DATABASE_URL and lists', () => {
    const c = loadConfig({ PORT: '9000', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db', CORS_ORIGINS: 'https://a.com, https://b.com', NODE_ENV: 'production' });
    expect(c).toMatchObject({ PORT: 9000, dataDir: '/tmp/x', DATABASE_URL: 'postgres://u@h/db', CORS_ORIGINS: ['https://a.com', 'https://b.com'], cookieSecure: true });
  });
  it('trusts forwarded headers only when told which proxies to trust', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', 'loopback']);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY/);
  });
  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
