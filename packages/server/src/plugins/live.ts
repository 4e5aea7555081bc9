import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import * as z from 'zod/mini';
import type { Db } from '../db/open.ts';
import { sessions } from '../db/schema.ts';
import { afterCommit, dbOf, trackCommits } from '../lib/after-commit.ts';
import type { Tx } from '../db/open.ts';
import { HttpError, route } from '../lib/http.ts';

/** What a browser hears on `GET /creatorapi/events`: a type (the SSE `event:` line) and a JSON payload. */
export interface LiveEvent {
  type: 'notification' | 'chat' | 'read';
  data: Record<string, unknown>;
}

export interface LiveHub {
  /** Sends an event to every open stream of the contact, on every node. Call it after the commit. */
  publish(contactId: number, event: LiveEvent): void;
  /** Ends every stream of the session (logout), on every node. */
  endSession(sessionId: number): void;
  /** Open streams of a contact on this node. */
  connections(contactId: number): number;
  /** Open streams on this node. */
  total(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

export interface LiveOptions {
  db: Db;
  /** Fan-out between nodes; null: in process only. */
  redisUrl?: string;
  redisPrefix?: string;
  /** A comment line this often keeps proxies from closing an idle stream; the session is checked at the same time. */
  heartbeatMs?: number;
  /** Streams one contact may hold open at once on a node (tabs, devices). */
  maxPerContact?: number;
}

interface Stream {
  contactId: number;
  sessionId: number;
  reply: FastifyReply;
  end(): void;
}

type Wire = { origin: string } & ({ kind: 'event'; contactId: number; event: LiveEvent } | { kind: 'end'; sessionId: number });

const hubs = new WeakMap<Db, LiveHub>();

/** The live events hub of an app's database (null before the app is built, or in scripts without one). */
export const liveHub = (db: Db): LiveHub | null => hubs.get(db) ?? null;

/** Publishes to the contact once `tx` has committed (nothing if it rolls back). */
export function publishAfterCommit(tx: Tx | Db, contactId: number, event: LiveEvent): void {
  afterCommit(tx, () => liveHub(dbOf(tx))?.publish(contactId, event));
}

export const LIVE_TOO_MANY = 'Too many open live connections.';

const snapshotResponse = z.object({
  results: z.object({ success: z.boolean(), message: z.string(), data: z.object({ Connections: z.number() }) }),
});

/**
 * The live events hub: server-sent events per acting contact. Without Redis an event reaches the streams of this
 * process; with `redisUrl` every node publishes to one channel and every node delivers what it hears to its own
 * streams (a node delivers its own events at once and ignores their echo). Redis failures are logged and never
 * reach a request: a node then still serves its own clients.
 */
export async function livePlugin(fastify: FastifyInstance, opts: LiveOptions) {
  const heartbeatMs = opts.heartbeatMs ?? 15_000;
  const maxPerContact = opts.maxPerContact ?? 10;
  const origin = randomUUID();
  const byContact = new Map<number, Set<Stream>>();
  let nextId = 0;

  const deliver = (contactId: number, event: LiveEvent) => {
    const set = byContact.get(contactId);
    if (!set) return;
    const frame = `id: ${++nextId}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
    for (const s of set) s.reply.raw.write(frame);
  };
  const endLocal = (sessionId: number) => {
    for (const set of byContact.values()) for (const s of [...set]) if (s.sessionId === sessionId) s.end();
  };

  let pub: Redis | null = null;
  let sub: Redis | null = null;
  const channel = `${opts.redisPrefix ?? 'chorus:'}live`;
  if (opts.redisUrl) {
    const { Redis } = await import('ioredis');
    let warned = 0;
    const warn = (err: Error) => {
      if (Date.now() - warned < 60_000) return;
      warned = Date.now();
      fastify.log.warn(`Live events: Redis error: ${err.message}`);
    };
    // Publishing fails at once while Redis is away (no offline queue); the subscriber reconnects and resubscribes.
    pub = new Redis(opts.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    sub = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: null });
    pub.on('error', warn);
    sub.on('error', warn);
    sub.on('message', (_ch: string, text: string) => {
      let wire: Wire;
      try {
        wire = JSON.parse(text) as Wire;
      } catch {
        return;
      }
      if (wire.origin === origin) return;
      if (wire.kind === 'event') deliver(wire.contactId, wire.event);
      else endLocal(wire.sessionId);
    });
    await pub.connect().catch(warn);
    // Start-up never waits long on Redis: the subscription completes when it comes back.
    await Promise.race([
      sub.connect().then(() => sub!.subscribe(channel)).catch(warn),
      new Promise((r) => setTimeout(r, 3_000).unref()),
    ]);
  }
  const broadcast = (wire: Wire) => {
    if (!pub) return;
    pub.publish(channel, JSON.stringify(wire)).catch((err: Error) => fastify.log.warn(`Live events: publish failed: ${err.message}`));
  };

  const hub: LiveHub = {
    publish(contactId, event) {
      deliver(contactId, event);
      broadcast({ origin, kind: 'event', contactId, event });
    },
    endSession(sessionId) {
      endLocal(sessionId);
      broadcast({ origin, kind: 'end', sessionId });
    },
    connections: (contactId) => byContact.get(contactId)?.size ?? 0,
    total: () => [...byContact.values()].reduce((n, s) => n + s.size, 0),
  };
  fastify.decorate('live', hub);
  hubs.set(opts.db, hub);
  trackCommits(opts.db);

  // Close every stream first, or the server would wait for them forever.
  fastify.addHook('preClose', async () => {
    for (const set of byContact.values()) for (const s of [...set]) s.end();
  });
  fastify.addHook('onClose', async () => {
    hubs.delete(opts.db);
    sub?.disconnect();
    pub?.disconnect();
  });
  // Logging out ends the session's streams on every node at once (the heartbeat would find it within heartbeatMs).
  fastify.addHook('onResponse', async (req, reply) => {
    if (req.session && reply.statusCode < 300 && req.method === 'POST' && req.url.split('?')[0] === '/creatorapi/auth/logout')
      hub.endSession(req.session.id);
  });

  const sessionLive = async (sessionId: number, contactId: number) => {
    const [row] = await opts.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.actingContactId, contactId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
    return !!row;
  };

  route(
    fastify,
    {
      method: 'GET',
      url: '/creatorapi/events',
      summary:
        'Live events of the acting contact as server-sent events (send Accept: text/event-stream): notification, chat, read. Without that header: how many streams are open',
      access: 'user',
      response: snapshotResponse,
    },
    async ({ req, reply, session }) => {
      const contactId = session.acting.id;
      const snapshot = { results: { success: true, message: 'Live events', data: { Connections: hub.connections(contactId) } } };
      if (!String(req.headers.accept ?? '').includes('text/event-stream')) return snapshot;
      if (hub.connections(contactId) >= maxPerContact) throw new HttpError(429, LIVE_TOO_MANY);

      reply.hijack();
      const raw = reply.raw;
      const headers: Record<string, string | number | string[]> = {};
      for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v as string;
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // Browsers reconnect after `retry` ms when the stream drops.
      raw.write(`retry: 3000\n: connected\n\n`);
      let set = byContact.get(contactId);
      if (!set) byContact.set(contactId, (set = new Set()));
      let ended = false;
      const stream: Stream = {
        contactId,
        sessionId: session.id,
        reply,
        end() {
          if (ended) return;
          ended = true;
          clearInterval(timer);
          set!.delete(stream);
          if (!set!.size) byContact.delete(contactId);
          raw.end();
        },
      };
      set.add(stream);
      const timer = setInterval(() => {
        raw.write(': heartbeat\n\n');
        sessionLive(session.id, contactId).then(
          (live) => live || stream.end(),
          () => {}, // The database is briefly away: keep the stream, check again next beat.
        );
      }, heartbeatMs);
      timer.unref();
      req.raw.on('close', () => stream.end());
      raw.on('error', () => stream.end());
      return snapshot;
    },
  );
}
