import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open.ts';
import { classifyFailure } from '../lib/failures.ts';
import { sweepOffers, type SweepResult } from './offer-sweeps.ts';

/** The advisory lock the sweeps run under: one node sweeps at a time (the others find it taken and skip a round). */
export const SWEEP_LOCK_KEY = 7_320_114_912;
export const SWEEP_INTERVAL_MS = 60_000;

export interface Scheduler<R = SweepResult> {
  /** Runs a round now (or waits for the one in flight); never throws. */
  runNow(): Promise<R | null>;
  start(): void;
  /** Stops the timer and waits for a round in flight. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs`, one round at a time (the next is scheduled when a round ends, so rounds never
 * overlap). A failed round (the database is away, a deadlock) is logged and the next one tries again: it never
 * crashes the process. Keeping several nodes apart is `work`'s business (an advisory lock, a claim).
 */
export function createPeriodicJob<R>(
  name: string,
  work: () => Promise<R>,
  { log, intervalMs, report }: { log?: FastifyBaseLogger; intervalMs: number; report?: (r: R) => void },
): Scheduler<R> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<R | null> | null = null;
  let stopped = true;

  const schedule = () => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void round();
    }, intervalMs);
    timer.unref();
  };

  function round(): Promise<R | null> {
    if (running) return running;
    running = (async () => {
      try {
        const r = await work();
        report?.(r);
        return r;
      } catch (err) {
        const kind = classifyFailure(err);
        if (kind === 'unavailable') log?.warn({ err: err instanceof Error ? err.message : String(err) }, `${name}: database unavailable, retrying next round`);
        else log?.error({ err }, `${name} failed`);
        return null;
      } finally {
        running = null;
        schedule();
      }
    })();
    return running;
  }

  return {
    runNow: round,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/** The offer sweeps every `intervalMs`, under an advisory lock across nodes. */
export function createScheduler(db: Db, { log, intervalMs = SWEEP_INTERVAL_MS, lockKey = SWEEP_LOCK_KEY }: { log?: FastifyBaseLogger; intervalMs?: number; lockKey?: number } = {}): Scheduler {
  return createPeriodicJob('offer sweeps', () => sweepOffers(db, { lockKey }), {
    log,
    intervalMs,
    report: (r) => {
      if (r.expired || r.failed || r.reminded) log?.info({ sweep: r }, 'offer sweeps');
    },
  });
}
