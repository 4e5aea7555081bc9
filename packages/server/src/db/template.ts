// A new PGlite database starts from a template: a copy of a database that `npm run build` (build.mjs) created,
// migrated and filled with the lookups and the pages' content, kept beside the built server as a tarball (PGlite's
// dumpDataDir; not compressed: 40 MB instead of 5, and a start does not spend ~0.3 s expanding it). Loading it skips
// initdb and the migrations (docs/design-notes.md), as PostgreSQL's own CREATE DATABASE copies template1.
//
// The template's name holds a hash of what made it (the migrations and the PGlite package), so one made from other
// migrations or by another PGlite is never loaded: the database is then made from nothing, as without a template.
// What the migrations do not decide (the lookups, the pages' content) start-up checks and syncs either way.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder, serverRoot } from '../paths.ts';

const builtDir = path.join(serverRoot, 'dist');

/** What the template depends on: each migration and the journal that orders them, and the PGlite release. */
function templateHash(): string {
  const hash = createHash('sha256');
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(pglite, '../../package.json')));
  hash.update(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json')));
  for (const name of fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort()) hash.update(name).update(fs.readFileSync(path.join(migrationsFolder, name)));
  return hash.digest('hex').slice(0, 16);
}

/** Where the template for the current migrations and PGlite is (or would be) kept. */
export const templatePath = (dir = builtDir) => path.join(dir, `pgdata-${templateHash()}.tar`);

/** A template's bytes, for PGlite's `loadDataDir`: by default the one built for the current migrations and PGlite, if any. */
export function readTemplate(file = templatePath()): Blob | null {
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch {
    return null;
  }
}

/**
 * Makes the template: a database made from nothing by `open` (initdb, the migrations, the lookups, the pages'
 * content) in a directory of its own, dumped once closed. Written under a temporary name and renamed, so a start
 * never reads half a template.
 */
export async function writeTemplate(open: (dataDir: string) => Promise<{ close(): Promise<void> }>, file = templatePath()): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-template-'));
  try {
    await (await open(dir)).close();
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(path.join(dir, 'pgdata'));
    const tarball = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
