import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../config.ts';
import { repoRoot } from '../paths.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { deleteRedisKeys } from '../testing/redis.ts';
import { send, startServer, type ServerProcess } from '../testing/server-process.ts';
import { startTestSmtp, type TestSmtp } from '../testing/smtp.ts';
import { runPrefix, severalNodesPossible, sharedRedisUrl } from './harness.ts';

// docs/DEPLOY.md is what a deployer follows: its environment table must name every variable the server reads (and
// nothing else), and its "Run" command must start a server that answers, mails through SMTP and keeps the dev
// mailbox shut. The command is read from the page itself, so the page cannot drift from what is tested.

const page = fs.readFileSync(path.join(repoRoot, 'docs/DEPLOY.md'), 'utf8');

/** The variables the page's Environment table names (a row may name several: `A`, `B`). */
function documentedVariables(): string[] {
  const section = page.split('## Environment')[1]!.split('\n## ')[0]!;
  return section
    .split('\n')
    .filter((l) => l.startsWith('| `'))
    .flatMap((l) => [...l.split('|')[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!));
}

/** The environment of the page's run command: its `NAME=value` lines before `node packages/server/dist/server.js`. */
function runCommand(): { env: Record<string, string>; command: string } {
  const block = /## Run\n+```sh\n([\s\S]*?)```/.exec(page)![1]!;
  const lines = block.split('\\\n').map((l) => l.trim()).filter(Boolean);
  const command = lines.at(-1)!;
  const env = Object.fromEntries(lines.slice(0, -1).map((l) => l.split(/=(.*)/s).slice(0, 2) as [string, string]));
  return { env, command };
}

describe('docs/DEPLOY.md', () => {
  it('names every variable the server reads in its environment table, once, and no other', () => {
    const documented = documentedVariables();
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual(Object.keys(configSchema.shape).sort());
  });

  it('runs the built server with plain node, in production, without demo data', () => {
    const { env, command } = runCommand();
    expect(command).toBe('node packages/server/dist/server.js');
    expect(env).toMatchObject({ NODE_ENV: 'production', DEMO_DATA: 'false' });
    for (const name of Object.keys(env)) expect(Object.keys(configSchema.shape)).toContain(name);
  });
});

const enabled = await severalNodesPossible();

describe.skipIf(!enabled)('a server started as docs/DEPLOY.md says, on PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let server: ServerProcess;
  const prefix = runPrefix('deploy');
  const team = 'team@deploy.chorus.test';

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startTestSmtp();
    const { env } = runCommand();
    // The page's values, with this machine's services in place of the example hosts.
    server = await startServer({
      ...env,
      DATABASE_URL: database.url,
      REDIS_URL: sharedRedisUrl,
      REDIS_PREFIX: prefix,
      SMTP_URL: smtp.url,
      TEAM_EMAIL: team,
      TRUST_PROXY: 'loopback',
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await database?.drop();
    await deleteRedisKeys(sharedRedisUrl, prefix);
  });

  it('answers /readyz, mails through SMTP, and never serves the dev mailbox', async () => {
    expect((await send(server.url, 'GET', '/readyz')).status).toBe(200);
    const signup = await send(server.url, 'POST', '/publicapi/newsletter', { body: { email: 'fan@deploy.chorus.test' } });
    expect(signup.status, server.report()).toBe(200);
    const mail = await smtp.nextMail(team, 30_000);
    expect(mail.text).toContain('fan@deploy.chorus.test');
    for (const url of ['/dev/mailbox', '/dev/mailbox/1']) expect((await send(server.url, 'GET', url)).status).toBe(404);
  });
});
