/**
 * The purge hook (CACHE_PURGE_URL): when a change makes public answers stale, the node that made it tells the CDN
 * which paths to drop, so a shared cache shows the change before SHARED_CACHE_SECONDS runs out. One POST with
 * `{"paths": [...]}`: a path means that path with any query string (`/publicapi/contests/12/leaderboard` covers
 * every page of it); one ending in `*` means every path that starts with what comes before it (`/publicapi/*`: an
 * organiser's write, which may change any public read).
 *
 * Changes close together go in one call (a moderator approving a run of entries), at most one call in flight; a
 * failed call is logged and not retried: the TTL still bounds how long a cache shows the old answer.
 */
export type Purge = (contestIds: readonly number[] | 'all') => void;

export const ALL_PUBLIC = '/publicapi/*';

/** The public paths whose answers a change of these contests (or of anything) can change. */
export function purgePaths(contestIds: readonly number[] | 'all'): string[] {
  if (contestIds === 'all') return [ALL_PUBLIC];
  return ['/publicapi/contests', ...contestIds.flatMap((id) => [`/publicapi/contests/${id}`, `/publicapi/contests/${id}/leaderboard`, `/publicapi/contests/${id}/entries`])];
}

const GATHER_MS = 100;

export function createPurger(url: string, log: { warn(details: object, message: string): void }): Purge & { settle(): Promise<void> } {
  const target = new URL(url);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (target.username || target.password) {
    headers['authorization'] = `Basic ${Buffer.from(`${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`).toString('base64')}`;
    target.username = '';
    target.password = '';
  }
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> = Promise.resolve();

  const flush = () => {
    timer = null;
    const paths = pending.has(ALL_PUBLIC) ? [ALL_PUBLIC] : [...pending];
    pending = new Set();
    inFlight = inFlight.then(async () => {
      try {
        const res = await fetch(target, { method: 'POST', headers, body: JSON.stringify({ paths }), signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        if (!res.ok) log.warn({ status: res.status, paths }, 'cache purge refused');
      } catch (err) {
        log.warn({ err, paths }, 'cache purge failed');
      }
    });
  };

  const purge = (contestIds: readonly number[] | 'all') => {
    for (const p of purgePaths(contestIds)) pending.add(p);
    // Not kept alive by its timer: a node that stops drops a purge the TTL covers anyway.
    timer ??= setTimeout(flush, GATHER_MS).unref();
  };
  return Object.assign(purge, {
    async settle() {
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      await inFlight;
    },
  });
}
