import type { Db, Tx } from '../db/open.ts';

/**
 * Work that must wait for the commit (live events: a browser told about a row must be able to read it, and a
 * rolled-back row must never be announced). `trackCommits(db)` wraps `db.transaction` once so that callbacks given
 * to `afterCommit(tx, fn)` run after that transaction commits, and are dropped if it rolls back. Callers keep
 * writing `db.transaction(async (tx) => …)` as everywhere else: nothing to remember at the call site.
 */
const queues = new WeakMap<object, (() => void)[]>();
const dbOfTx = new WeakMap<object, Db>();
const tracked = new WeakSet<object>();

export function trackCommits(db: Db): void {
  if (tracked.has(db)) return;
  tracked.add(db);
  const original = db.transaction.bind(db);
  (db as { transaction: Db['transaction'] }).transaction = (async (fn: (tx: Tx) => Promise<unknown>, config?: unknown) => {
    const queue: (() => void)[] = [];
    const result = await original(async (tx) => {
      queues.set(tx, queue);
      dbOfTx.set(tx, db);
      return fn(tx);
    }, config as never);
    for (const run of queue) {
      try {
        run();
      } catch {
        // An after-commit callback never fails the request that already committed.
      }
    }
    return result;
  }) as Db['transaction'];
}

/** Runs `fn` after `tx` commits (at once when `tx` is not a tracked transaction: an autocommitted statement). */
export function afterCommit(tx: Tx | Db, fn: () => void): void {
  const queue = queues.get(tx);
  if (queue) queue.push(fn);
  else fn();
}

/** The database a tracked transaction belongs to (to find what is attached to it, like the live events hub). */
export const dbOf = (tx: Tx | Db): Db => dbOfTx.get(tx) ?? (tx as Db);
