import type { Db, Tx } from '../db/open.ts';
import { hashToken } from './tokens.ts';
import { afterCommit, dbOf } from './after-commit.ts';
import type { Generations } from './generations.ts';
import { findLiveSession } from '../repositories/sessions.ts';

type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/**
 * A few seconds of memory for `findLiveSession` (a 4-table join that every signed-in call would run). A stale entry
 * could let a signed-out token, a deactivated account or a removed manager link act again, so each entry is stored
 * under the generations of its session (`s:<id>`), both its contacts (`k:<id>`) and `sessions` (everything), and
 * every change that ends or narrows a session bumps one of them after it commits: logout and switch (the session),
 * deactivation, password change or reset and link removal (the contacts: `sessionsChanged`), any signed-in write
 * (its actor and acting contact: profile edits show at once) and every organiser write (`sessions`). With Redis the
 * generations are shared, so another node's next call sees the change too; without an answer from Redis the
 * database is asked every time.
 */
export interface SessionCache {
  find(db: Db, token: string): Promise<LiveSession | undefined>;
  changed(keys: string[]): void;
}

const MAX_ENTRIES = 10_000;

export function createSessionCache(gens: Generations, ttlMs: number): SessionCache {
  const entries = new Map<string, { row: LiveSession; keys: string[]; token: string; expiresAt: number }>();
  gens.onReset(() => entries.clear());
  const keysOf = (row: LiveSession) => ['sessions', `s:${row.id}`, `k:${row.actor.id}`, `k:${row.acting.id}`];
  return {
    async find(db, token) {
      if (ttlMs <= 0) return findLiveSession(db, token);
      const hash = hashToken(token);
      const hit = entries.get(hash);
      if (hit && hit.expiresAt > Date.now() && (await gens.token(hit.keys)) === hit.token) return hit.row;
      // The entry stays while its session is read again: calls arriving meanwhile (a burst, or steady load when it
      // expires) still know its keys and cache what they read. Deleting it here made them 'first sight' calls whose
      // never-serving entries could land last, so under load the cache stopped serving (1k instead of 30k req/s).
      // Generations are read before the database: a change committed after this read bumps them past `before`.
      const guess = hit?.keys;
      const before = guess ? await gens.token(guess) : null;
      const row = await findLiveSession(db, token);
      // Only sessions that may act are kept: the refusals (deactivated, link gone) run their checks every time.
      if (!row || row.actor.deactivatedAt || row.acting.deactivatedAt || !row.mayAct) return row;
      const keys = keysOf(row);
      const at = guess && keys.join() === guess.join() ? before : null;
      if (at !== null) {
        entries.set(hash, { row, keys, token: at, expiresAt: Math.min(Date.now() + ttlMs, row.expiresAt.getTime()) });
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      } else {
        // First sight of this session (or its keys changed): which generations to read was unknown before the
        // query, so nothing is cached yet; the keys are remembered (an entry that never serves) and the next call
        // caches. A serving entry another call stored meanwhile is kept.
        const now = entries.get(hash);
        if (!now || now.token === '' || now.keys.join() !== keys.join()) entries.set(hash, { row, keys, token: '', expiresAt: 0 });
      }
      return row;
    },
    changed(keys) {
      gens.bump(keys);
    },
  };
}

const caches = new WeakMap<Db, SessionCache>();

export function attachSessionCache(db: Db, cache: SessionCache): void {
  caches.set(db, cache);
}

/** After `tx` commits, the cached sessions of these contacts (as actor or acting) are read again. */
export function sessionsChanged(tx: Db | Tx, contactIds: readonly number[]): void {
  afterCommit(tx, () => caches.get(dbOf(tx))?.changed(contactIds.map((id) => `k:${id}`)));
}

/** After `tx` commits, this session is read again (logout, switch). */
export function sessionChanged(tx: Db | Tx, sessionId: number): void {
  afterCommit(tx, () => caches.get(dbOf(tx))?.changed([`s:${sessionId}`]));
}

/** Every cached session is read again (an organiser's write may touch anyone). */
export function allSessionsChanged(db: Db): void {
  caches.get(db)?.changed(['sessions']);
}
