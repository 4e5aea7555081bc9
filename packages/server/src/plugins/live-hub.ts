import type { Db, Tx } from '../db/open.ts';
import { afterCommit, dbOf } from '../lib/after-commit.ts';

// The live events hub as the rest of the server sees it (repositories publish after their commits); the plugin that
// serves the streams (live.ts) reads the repositories to replay missed events, so this part stands alone.

/** What a browser hears on `GET /creatorapi/events`: a type (the SSE `event:` line) and a JSON payload. */
export interface LiveEvent {
  type: 'notification' | 'chat' | 'read';
  data: Record<string, unknown>;
}

export interface LiveHub {
  /** Sends an event to every open stream of the contact, on every node. Call it after the commit. */
  publish(contactId: number, event: LiveEvent): void;
  /** Sends many events at once (a broadcast): delivered here, and to other nodes in a few messages, not one each. */
  publishMany(items: { contactId: number; event: LiveEvent }[]): void;
  /** Ends every stream of the session (logout), on every node. */
  endSession(sessionId: number): void;
  /** Open streams of a contact on this node. */
  connections(contactId: number): number;
  /** Open streams on this node. */
  total(): number;
}

/** The hub of each app's database (set by the live plugin). */
export const hubs = new WeakMap<Db, LiveHub>();

/** The live events hub of an app's database (null before the app is built, or in scripts without one). */
export const liveHub = (db: Db): LiveHub | null => hubs.get(db) ?? null;

/** Publishes to the contact once `tx` has committed (nothing if it rolls back). */
export function publishAfterCommit(tx: Tx | Db, contactId: number, event: LiveEvent): void {
  afterCommit(tx, () => liveHub(dbOf(tx))?.publish(contactId, event));
}


/** Publishes many events once `tx` has committed (nothing if it rolls back). */
export function publishManyAfterCommit(tx: Tx | Db, items: { contactId: number; event: LiveEvent }[]): void {
  afterCommit(tx, () => liveHub(dbOf(tx))?.publishMany(items));
}
