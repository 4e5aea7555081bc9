import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import type { Db, Tx } from '../db/open.ts';
import { afterCommit, dbOf } from './after-commit.ts';
import { localGenerations, type Generations } from './generations.ts';
import { SENT, serializeAnswer } from './http.ts';

/**
 * The public reads' cache (contest list, contest detail, leaderboard and approved-entries pages): the answer's
 * bytes, its ETag and its compressed copies, kept in process and keyed by what the answer depends on plus the
 * generations of what can change it (lib/generations.ts: in Redis when several nodes run). Generations:
 * - `all`: every public read; bumped by every organiser write (any non-GET /adminapi/ call, see `changed` below).
 * - `list`: the contest lists; `c:<id>`: one contest's detail. An entry bumps both (counters show).
 * - `b:<id>`: one contest's leaderboard and approved-entries pages, bumped with the others by every change of the
 *   board (refreshLeaderboard: an approval, a rejection, a delete, new metrics), not by an entry taken for review:
 *   a burst of entries leaves the pages a crowd reads in the cache.
 * Answers that depend on who asks (a list filtered by the viewer's country and approval, the detail's
 * eligibility) carry the viewer in their key; my-rank is not cached. A value also expires at the first moment
 * time alone changes it (a contest's end date) and after `maxAgeMs` at most.
 */
export interface PublicCache {
  serve<S extends z.core.$ZodType>(
    ctx: { req: FastifyRequest; reply: FastifyReply },
    what: { scopes: string[]; key: string; schema: S; shared: boolean; vary?: string },
    compute: () => Promise<{ body: z.input<S>; until?: Date | null }>,
  ): Promise<typeof SENT>;
  /**
   * Public reads of these contests (and the lists), or of everything, change: call after the change committed.
   * `board`: their leaderboards and approved entries changed too. `counts`: only their counters moved (an entry
   * taken for review): past `BURST` such changes of a contest in `BURST_MS`, the rest of that time's become one at
   * its end, so a contest taking entries by the hundred is rebuilt a few times a second, not once per entry.
   */
  changed(contestIds: readonly number[] | 'all', opts?: { board?: boolean; counts?: boolean }): void;
  settle(): Promise<void>;
  clear(): void;
}

interface Entry {
  text: string;
  etag: string;
  expiresAt: number;
  br?: Buffer;
  gzip?: Buffer;
}

const MAX_ENTRIES = 5000;
/** A contest's counters change at once `BURST` times in `BURST_MS`; the rest of that window's changes, once at its end. */
export const BURST = 5;
export const BURST_MS = 1000;
/**
 * Answers vary by viewer (the list by country and approval): bound the bytes too, not only the count. What counts is
 * an entry's text and the compressed copies made for it as they are made (they were not counted: the cache could
 * hold its bound and as much again in brotli and gzip), plus any key.
 */
export const MAX_BYTES = 64 * 1024 * 1024;
const COMPRESS_ABOVE = 1024;

export const scopesOfList = () => ['all', 'list'];
export const scopesOfContest = (id: number) => ['all', `c:${id}`];
export const scopesOfBoard = (id: number) => ['all', `b:${id}`];

/** What an entry holds in memory: its text (as kept by V8, one byte a character for JSON) and its compressed copies. */
const entryBytes = (key: string, e: Entry) => key.length + e.text.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0);

export interface SharedCacheOptions {
  /** `s-maxage` of shared answers; 0: `public, no-cache`. */
  sharedSeconds: number;
  /** `stale-while-revalidate` and `stale-if-error` of shared answers. */
  staleSeconds: number;
  /** Told of every change after the generations: the purge hook (lib/cache-purge.ts). */
  onChange?: (contestIds: readonly number[] | 'all') => void;
}

/** Today's behaviour for tests and apps built without a config: shared answers revalidated on every use. */
const NO_SHARED_TTL: SharedCacheOptions = { sharedSeconds: 0, staleSeconds: 0 };

/** The Cache-Control of answers every visitor gets alike (see `send`). */
export const sharedCacheControl = ({ sharedSeconds, staleSeconds }: Pick<SharedCacheOptions, 'sharedSeconds' | 'staleSeconds'>) =>
  sharedSeconds > 0
    ? `public, max-age=0, s-maxage=${sharedSeconds}${staleSeconds > 0 ? `, stale-while-revalidate=${staleSeconds}, stale-if-error=${staleSeconds}` : ''}`
    : 'public, no-cache';

export function createPublicCache(
  gens: Generations,
  maxAgeMs: number,
  { maxBytes = MAX_BYTES, maxEntries = MAX_ENTRIES } = {},
  shared: SharedCacheOptions = NO_SHARED_TTL,
): PublicCache & { readonly bytes: number } {
  const publicControl = sharedCacheControl(shared);
  // A Map keeps insertion order: re-inserting on a hit makes it a small LRU.
  const entries = new Map<string, Entry>();
  const computing = new Map<string, Promise<Entry>>();
  let bytes = 0;
  const clear = () => {
    entries.clear();
    bytes = 0;
  };
  // Each entry's bytes as counted, so an eviction takes off exactly what was added (copies are added later).
  const counted = new WeakMap<Entry, number>();
  const remove = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= counted.get(e) ?? 0;
    counted.delete(e);
  };
  /** Counts what `e` (under `key`) holds now, then evicts the least recently used past either bound. */
  const account = (key: string, e: Entry) => {
    if (entries.get(key) !== e) return;
    const now = entryBytes(key, e);
    bytes += now - (counted.get(e) ?? 0);
    counted.set(e, now);
    while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value!);
  };
  gens.onReset(clear);

  const bump = (contestIds: readonly number[] | 'all', board: boolean) => {
    gens.bump(contestIds === 'all' ? ['all'] : ['list', ...contestIds.flatMap((id) => (board ? [`c:${id}`, `b:${id}`] : [`c:${id}`]))]);
    shared.onChange?.(contestIds);
  };
  // Each contest's window of counter changes: when it began, how many were made at once, and the one left for its end.
  const bursts = new Map<number, { since: number; n: number; end?: NodeJS.Timeout }>();
  /** Whether a change of `id`'s counters waits for the end of its window (and that end is set). */
  const deferred = (id: number): boolean => {
    const now = Date.now();
    const b = bursts.get(id);
    if (!b || now - b.since >= BURST_MS) {
      if (b?.end) return true;
      bursts.set(id, { since: now, n: 1 });
      return false;
    }
    if (b.n < BURST) {
      b.n++;
      return false;
    }
    b.end ??= setTimeout(() => {
      bursts.delete(id);
      bump([id], false);
    }, b.since + BURST_MS - now).unref();
    return true;
  };
  const build = (text: string, until: Date | null | undefined): Entry => ({
    text,
    etag: `W/"${createHash('sha1').update(text).digest('base64url')}"`,
    expiresAt: Math.min(Date.now() + maxAgeMs, until ? until.getTime() : Infinity),
  });

  return {
    async serve(ctx, what, compute) {
      const run = async () => {
        const { body, until } = await compute();
        return build(serializeAnswer(what.schema, body), until);
      };
      const token = maxAgeMs > 0 ? await gens.token(what.scopes) : null;
      let entry: Entry;
      if (token === null) entry = await run();
      else {
        const key = `${what.key}#${token}`;
        const hit = entries.get(key);
        if (hit && hit.expiresAt > Date.now()) {
          entries.delete(key);
          entries.set(key, hit);
          entry = hit;
        } else {
          if (hit) remove(key);
          // One computation per key at a time: a burst of misses waits for the first.
          let p = computing.get(key);
          if (!p) {
            p = run().finally(() => computing.delete(key));
            computing.set(key, p);
          }
          entry = await p;
          if (!entries.has(key)) {
            entries.set(key, entry);
            account(key, entry);
          }
        }
        // A compressed copy made for this answer counts from now on.
        if (send(ctx.req, ctx.reply, entry, what.shared ? publicControl : PRIVATE, what.vary)) account(key, entry);
        return SENT;
      }
      send(ctx.req, ctx.reply, entry, what.shared ? publicControl : PRIVATE, what.vary);
      return SENT;
    },
    changed(contestIds, { board = false, counts = false } = {}) {
      if (counts && contestIds !== 'all' && !board) {
        contestIds = contestIds.filter((id) => !deferred(id));
        if (!contestIds.length) return;
      }
      bump(contestIds, board);
    },
    settle: () => gens.settle(),
    clear,
    get bytes() {
      return bytes;
    },
  };
}

const PRIVATE = 'private, no-cache';

/**
 * Public answers are read by embeds on any site (CORS without credentials, set by the app). Browsers revalidate
 * them on every use (`max-age=0` or `no-cache`, ETag → 304); answers every visitor gets alike are `public` with a
 * short `s-maxage`, so a CDN or proxy cache in front of the nodes serves a crowd (docs/DEPLOY.md, "Putting a CDN in
 * front"). Answers that depend on the viewer are `private`: a shared cache must not hand one visitor's list to
 * another. The ETag is a hash of the bytes, so every node gives the same one for the same answer. `vary` names
 * the request headers besides Accept-Encoding that change the body (the session's cookie and header).
 */
function send(req: FastifyRequest, reply: FastifyReply, e: Entry, cacheControl: string, vary: string | undefined): boolean {
  reply.header('cache-control', cacheControl).header('etag', e.etag).header('vary', vary ? `accept-encoding, ${vary}` : 'accept-encoding');
  if (matches(req.headers['if-none-match'], e.etag)) {
    reply.code(304).send();
    return false;
  }
  reply.type('application/json; charset=utf-8');
  const encoding = e.text.length >= COMPRESS_ABOVE ? encodingOf(req.headers['accept-encoding']) : null;
  if (!encoding) {
    reply.send(e.text);
    return false;
  }
  const made = !(encoding === 'br' ? e.br : e.gzip);
  const bytes =
    encoding === 'br'
      ? (e.br ??= brotliCompressSync(e.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: e.text.length } }))
      : (e.gzip ??= gzipSync(e.text));
  // Set before @fastify/compress runs: it leaves an already encoded answer alone.
  reply.header('content-encoding', encoding).send(bytes);
  return made;
}

const matches = (header: string | undefined, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag.slice(2)));

function encodingOf(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** Every read from the database (still with its ETag and 304): an app built without the caches. */
export const uncachedReads: PublicCache = createPublicCache(localGenerations(), 0);

const caches = new WeakMap<Db, PublicCache>();

export function attachPublicCache(db: Db, cache: PublicCache): void {
  caches.set(db, cache);
}

export const publicCacheOf = (db: Db | Tx): PublicCache | null => caches.get(dbOf(db)) ?? null;

/**
 * What every write that changes a public read calls, with the contests it changed (or 'all'): after `tx` commits
 * when given a transaction, at once otherwise (call it after the write). The response of a write waits for the
 * bump to reach Redis (the app's onSend hook), so the writer's next read sees its change on any node.
 */
export function publicChanged(tx: Db | Tx, contestIds: readonly number[] | 'all', opts: { board?: boolean; counts?: boolean } = {}): void {
  afterCommit(tx, () => publicCacheOf(tx)?.changed(contestIds, opts));
}
