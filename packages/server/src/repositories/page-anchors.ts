import { dbOf } from '../lib/after-commit.ts';
import type { Db, Tx } from '../db/open.ts';

/**
 * Where the deep pages of an ordered list start (a contest's leaderboard, its approved entries): every
 * ANCHOR_STEP-th key of the list, read by one walk of its index and kept per node. A page at any number then reads
 * the index from the anchor at or before its first row: at most ANCHOR_STEP - 1 + pageSize entries, whatever the
 * page's number, so a crawler of deep pages costs what page 1 costs (docs/architecture.md, "Paged reads").
 *
 * Anchors belong to a version of the list (the contest's `board_version`, bumped by every change of its board and
 * of its approved entries). Same version: the page is exact. A newer version: this node serves from the anchors it
 * has, which may be off by as many places as rows moved above the page since, while one rebuild runs; rebuilds of
 * one list start at most every REBUILD_MS, so a busy contest costs one walk of its index per REBUILD_MS per node
 * however many deep pages are read. Such an answer is marked inexact: caches keep it no longer than REBUILD_MS.
 */
export const ANCHOR_STEP = 100;
/** A page starting before this row reads by OFFSET: as cheap as reading from an anchor, and always exact. */
export const ANCHORED_FROM = 1_000;
export const REBUILD_MS = 5_000;
/** Lists kept per database (least recently used first out); each is a few thousand keys at most. */
const MAX_LISTS = 256;

export interface Anchor<K> {
  /** The position (0-based) of the anchor's row in the list. */
  at: number;
  key: K;
}

interface List<K> {
  version: number;
  keys: K[];
  builtAt: number;
  building: Promise<void> | null;
}

const stores = new WeakMap<Db, Map<string, List<unknown>>>();

function storeOf(db: Db | Tx): Map<string, List<unknown>> {
  const root = dbOf(db);
  let store = stores.get(root);
  if (!store) stores.set(root, (store = new Map()));
  return store;
}

/**
 * The anchor at or before position `from` of the list `id` at `version`, and whether it is exact (built at this
 * version). `build` reads every ANCHOR_STEP-th key in the list's order, starting with the first.
 */
export async function anchorOf<K>(db: Db | Tx, id: string, version: number, from: number, build: () => Promise<K[]>): Promise<{ anchor: Anchor<K> | null; exact: boolean }> {
  const store = storeOf(db) as Map<string, List<K>>;
  let list = store.get(id);
  const rebuild = (l: List<K>, v: number) =>
    (l.building ??= build()
      .then((keys) => Object.assign(l, { keys, version: v, builtAt: Date.now() }))
      .then(() => undefined)
      .finally(() => (l.building = null)));
  if (!list) {
    list = { version, keys: [], builtAt: 0, building: null };
    store.set(id, list);
    while (store.size > MAX_LISTS) store.delete(store.keys().next().value!);
    try {
      await rebuild(list, version);
    } catch (err) {
      store.delete(id);
      throw err;
    }
  } else {
    store.delete(id);
    store.set(id, list); // most recently used last
    if (version > list.version && !list.building && Date.now() - list.builtAt >= REBUILD_MS)
      // Not awaited: this read is served from the anchors at hand; a failed rebuild is tried again by a later read.
      rebuild(list, version).catch(() => {});
    if (!list.keys.length && list.building) await list.building.catch(() => {});
  }
  const i = Math.min(Math.floor(from / ANCHOR_STEP), list.keys.length - 1);
  return { anchor: i >= 0 ? { at: i * ANCHOR_STEP, key: list.keys[i]! } : null, exact: list.version === version };
}
