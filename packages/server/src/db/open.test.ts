import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countries } from '@chorus/core';
import { openDatabase, processStartTime } from './open.ts';
import * as t from './schema.ts';
import { pgliteDataDir } from '../testing/database.ts';

describe('openDatabase on PGlite', () => {
  // Only the test of a first start builds a database from nothing; the others start from the run's migrated copy.
  it('refuses a second open of the same data dir with a clear message, and frees it on close', async () => {
    const dir = pgliteDataDir('chorus-lock-');
    const first = await openDatabase({ dataDir: dir });
    // The lock holds the owner's pid; a live pid other than ours blocks the open.
    fs.writeFileSync(path.join(dir, 'chorus.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another Chorus process/);
    fs.writeFileSync(path.join(dir, 'chorus.lock'), String(process.pid));
    await first.close();
    expect(fs.existsSync(path.join(dir, 'chorus.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over a lock whose pid now belongs to another process (pid reuse), told apart by start time', async () => {
    const dir = pgliteDataDir('chorus-lock-');
    // The parent process is alive, but it is not the process that wrote this lock: its start time differs.
    expect(processStartTime(process.ppid)).toMatch(/^\d+$/);
    fs.writeFileSync(path.join(dir, 'chorus.lock'), `${process.ppid} 1`);
    const database = await openDatabase({ dataDir: dir });
    expect(fs.readFileSync(path.join(dir, 'chorus.lock'), 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over a lock left by a dead process, migrates and syncs lookups', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-lock-'));
    fs.writeFileSync(path.join(dir, 'chorus.lock'), '999999');
    const database = await openDatabase({ dataDir: dir, template: null });
    const rows = await database.db.select().from(t.countries);
    expect(rows.length).toBe(countries.length);
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
    // The one first start from nothing (every migration on a fresh PGlite): about 24 s alone on a 2-core machine at
    // load 20, so more than the default 30 s when the machine is busier still.
  }, 120_000);

  it('on a restart skips the lookups whose hash is stored, and syncs them again once core changed (a stale hash)', async () => {
    const dir = pgliteDataDir('chorus-restart-');
    let database = await openDatabase({ dataDir: dir });
    // A row edited in place stays while core's rows are those last synced: the restart does not read the table.
    await database.db.update(t.countries).set({ name: 'Edited' }).where(sql`${t.countries.id} = ${countries[0]!.id}`);
    await database.close();
    database = await openDatabase({ dataDir: dir });
    expect((await database.db.select().from(t.countries).where(sql`${t.countries.id} = ${countries[0]!.id}`))[0]!.name).toBe('Edited');
    // Another release's lookups (a different hash): the next start writes core's rows again.
    await database.db.execute(sql`comment on table countries is 'lookups stale'`);
    await database.close();
    database = await openDatabase({ dataDir: dir });
    expect((await database.db.select().from(t.countries).where(sql`${t.countries.id} = ${countries[0]!.id}`))[0]!.name).toBe(countries[0]!.name);
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
