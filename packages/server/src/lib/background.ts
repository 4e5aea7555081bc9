import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/open.ts';

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

/**
 * Work a request starts but does not wait for, run once its answer is on its way (`setImmediate`): used where the
 * answer must not depend on the work, so its timing tells nothing (a password reset answers alike for an account
 * and for an unknown email, then looks the email up). A failure is logged, never thrown; the app waits for what is
 * still running before it closes the database, and tests wait with `backgroundOf(db).idle()` before reading what the
 * work wrote (the app is an encapsulated plugin: its decorations are not on the test's instance).
 */
export interface Background {
  run(what: string, work: () => Promise<unknown>): void;
  /** Resolves when nothing started so far is still running. */
  idle(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<unknown>>();
  return {
    run(what, work) {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}

const byDb = new WeakMap<Db, Background>();

/** Registers `fastify.background` for the app on `db`; closing the app waits for its work. */
export function backgroundPlugin(fastify: FastifyInstance, db: Db): void {
  const background = createBackground(fastify.log);
  byDb.set(db, background);
  fastify.decorate('background', background);
  fastify.addHook('onClose', async () => background.idle());
}

/** The background work of the app on `db` (tests wait for it). */
export const backgroundOf = (db: Db): Background => {
  const b = byDb.get(db);
  if (!b) throw new Error('No app on this database');
  return b;
};
