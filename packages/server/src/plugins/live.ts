import { randomUUID } from 'node:crypto';
import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import * as z from 'zod/mini';
import { liveEventsQuery } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { sessions } from '../db/schema.ts';
import { trackCommits } from '../lib/after-commit.ts';
import { HttpError, route } from '../lib/http.ts';
import { latestChatMessageId, memberOrganisations, type Viewer } from '../repositories/chat.ts';
import { chatEventsBetween } from '../repositories/chat-events.ts';
import { latestNotificationId, notificationsBetween } from '../repositories/notifications.ts';
import { hubs, type LiveEvent, type LiveHub } from './live-hub.ts';
import { newRedis } from './redis.ts';

export { liveHub, publishAfterCommit, type LiveEvent, type LiveHub } from './live-hub.ts';

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
  /** The newest notification and chat message ids this stream has accounted for (its `id:`, see `cursorOf`). */
  cursor: Cursor;
  /** Events arriving while the stream is being opened (its replay read), sent after it; null once open. */
  pending: LiveEvent[] | null;
  end(): void;
}

/**
 * A stream's position, sent as each event's SSE id `{notificationId}.{chatMessageId}`: the browser sends it back as
 * `Last-Event-ID` when it reconnects, and the stream replays what came after it from the notifications and chat
 * tables (their ids only grow). A `read` event carries no id (it moves neither).
 */
interface Cursor {
  n: number;
  c: number;
}
const cursorText = (k: Cursor) => `${k.n}.${k.c}`;
const parseCursor = (s: unknown): Cursor | null => {
  const m = typeof s === 'string' ? /^([0-9]{1,12})\.([0-9]{1,12})$/.exec(s.trim()) : null;
  return m ? { n: Number(m[1]), c: Number(m[2]) } : null;
};
/** The notification or chat message an event is about (its part of the cursor), or null. */
const itemOf = (event: LiveEvent): { kind: 'n' | 'c'; id: number } | null => {
  if (event.type === 'notification' && typeof event.data.MessageID === 'number') return { kind: 'n', id: event.data.MessageID };
  const m = event.data.Message as { MessageID?: unknown } | undefined;
  if (event.type === 'chat' && typeof m?.MessageID === 'number') return { kind: 'c', id: m.MessageID };
  return null;
};
/** The frame of `event` on stream `s`, moving its cursor past the event's item. */
const frameOf = (s: Stream, event: LiveEvent): string => {
  const item = itemOf(event);
  if (item) s.cursor = { ...s.cursor, [item.kind]: Math.max(s.cursor[item.kind], item.id) };
  return `${item ? `id: ${cursorText(s.cursor)}\n` : ''}event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
};

/** At most this many notifications and this many chat messages are replayed; beyond it the client is told to reload. */
export const LIVE_REPLAY_LIMIT = 100;

type Wire = { origin: string } & (
  | { kind: 'event'; contactId: number; event: LiveEvent }
  | { kind: 'events'; items: { contactId: number; event: LiveEvent }[] }
  | { kind: 'end'; sessionId: number }
);

/** Events per Redis message when many are published at once (a broadcast): one message, not one per contact. */
const WIRE_BATCH = 500;

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

  const deliver = (contactId: number, event: LiveEvent) => {
    const set = byContact.get(contactId);
    if (!set) return;
    for (const s of set) {
      if (s.pending) s.pending.push(event);
      else s.reply.raw.write(frameOf(s, event));
    }
  };
  const endLocal = (sessionId: number) => {
    for (const set of byContact.values()) for (const s of [...set]) if (s.sessionId === sessionId) s.end();
  };

  let pub: Redis | null = null;
  let sub: Redis | null = null;
  const channel = `${opts.redisPrefix ?? 'chorus:'}live`;
  if (opts.redisUrl) {
    let warned = 0;
    const warn = (err: Error) => {
      if (Date.now() - warned < 60_000) return;
      warned = Date.now();
      fastify.log.warn(`Live events: Redis error: ${err.message}`);
    };
    // Publishing fails at once while Redis is away (no offline queue); the subscriber reconnects and resubscribes.
    pub = await newRedis(opts.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    sub = await newRedis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: null });
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
      else if (wire.kind === 'events') for (const item of wire.items) deliver(item.contactId, item.event);
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
    publishMany(items) {
      for (const { contactId, event } of items) deliver(contactId, event);
      for (let i = 0; i < items.length; i += WIRE_BATCH) broadcast({ origin, kind: 'events', items: items.slice(i, i + WIRE_BATCH) });
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
  fastify.addHook('onResponse', (req, reply, done) => {
    if (req.session && reply.statusCode < 300 && req.method === 'POST' && req.url.split('?')[0] === '/creatorapi/auth/logout')
      hub.endSession(req.session.id);
    done();
  });

  /**
   * The newest notification and chat ids, read at the next turn of the event loop for every stream that asks before
   * then: each of them registered before the read starts, so nothing it does not hold is older than them. A crowd
   * opening its streams at once reads them a few times, not twice a stream.
   */
  let nextHead: Promise<Cursor> | null = null;
  const readHead = (): Promise<Cursor> =>
    (nextHead ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      nextHead = null;
      return Promise.all([latestNotificationId(opts.db), latestChatMessageId(opts.db)]).then(([n, c]) => ({ n, c }));
    }));

  /**
   * What a stream opens with: its cursor (the newest ids now), and after a reconnect (`from`) the notifications and
   * chat messages it missed, as the events it would have heard, oldest first. More than `LIVE_REPLAY_LIMIT` of either:
   * a `reset` event tells the client to reload what it shows instead. Events held meanwhile that the replay already
   * sent are dropped from the hold.
   */
  const replayFrames = async (s: Stream, from: Cursor | null, contactType: string): Promise<string> => {
    const head = await readHead();
    let out = '';
    if (from) {
      const notes = await notificationsBetween(opts.db, s.contactId, from.n, head.n, LIVE_REPLAY_LIMIT);
      // An organiser login hears its organisations' campaign conversations (as `sendMessage` tells their members).
      const viewer: Viewer =
        contactType === 'organiser'
          ? { contactId: s.contactId, isAdmin: false, organisations: await memberOrganisations(opts.db, s.contactId) }
          : { contactId: s.contactId, isAdmin: contactType === 'admin' };
      const chats = await chatEventsBetween(opts.db, viewer, from.c, head.c, LIVE_REPLAY_LIMIT);
      s.cursor = { n: Math.min(from.n, head.n), c: Math.min(from.c, head.c) };
      if (notes.more || chats.more) out += 'event: reset\ndata: {}\n\n';
      else {
        for (const m of notes.messages) out += frameOf(s, { type: 'notification', data: { ...m } });
        for (const c of chats.events) out += frameOf(s, { type: 'chat', data: { ...c } });
      }
      const sent = new Set([...notes.messages.map((m) => `n${m.MessageID}`), ...chats.events.map((c) => `c${c.Message.MessageID}`)]);
      s.pending = s.pending!.filter((e) => {
        const item = itemOf(e);
        return !item || !sent.has(`${item.kind}${item.id}`);
      });
    }
    s.cursor = { n: Math.max(s.cursor.n, head.n), c: Math.max(s.cursor.c, head.c) };
    return `${out}id: ${cursorText(s.cursor)}\n\n`;
  };

  /**
   * One heartbeat for every stream of the node, every `heartbeatMs`: a comment line on each, and one query for
   * which of their sessions still stand (a revoked, expired or switched session ends its streams). A timer and a
   * query per stream cost 13 % of a core at 10k idle streams.
   */
  const heartbeat = setInterval(() => {
    const streams = [...byContact.values()].flatMap((set) => [...set]).filter((s) => !s.pending);
    if (!streams.length) return;
    for (const s of streams) s.reply.raw.write(': heartbeat\n\n');
    void standingSessions(streams).then(
      (standing) => {
        for (const s of streams) if (!standing.has(`${s.sessionId}:${s.contactId}`)) s.end();
      },
      () => {}, // The database is briefly away: keep the streams, check again next beat.
    );
  }, heartbeatMs);
  heartbeat.unref();
  fastify.addHook('onClose', async () => clearInterval(heartbeat));

  /** `session:acting contact` of the streams' sessions that still stand, in chunks of 5,000 ids. */
  const standingSessions = async (streams: Stream[]) => {
    const ids = [...new Set(streams.map((s) => s.sessionId))];
    const standing = new Set<string>();
    for (let i = 0; i < ids.length; i += 5000) {
      const rows = await opts.db
        .select({ id: sessions.id, acting: sessions.actingContactId })
        .from(sessions)
        .where(and(inArray(sessions.id, ids.slice(i, i + 5000)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
      for (const r of rows) standing.add(`${r.id}:${r.acting}`);
    }
    return standing;
  };

  route(
    fastify,
    {
      method: 'GET',
      url: '/creatorapi/events',
      summary:
        'Live events of the acting contact as server-sent events (send Accept: text/event-stream): notification, chat, read. Without that header: how many streams are open',
      access: 'user',
      query: liveEventsQuery,
      response: snapshotResponse,
    },
    async ({ req, reply, session, query }) => {
      const contactId = session.acting.id;
      const snapshot = { results: { success: true, message: 'Live events', data: { Connections: hub.connections(contactId) } } };
      if (!String(req.headers.accept ?? '').includes('text/event-stream')) return snapshot;
      if (hub.connections(contactId) >= maxPerContact) throw new HttpError(429, LIVE_TOO_MANY);

      // Registered before the replay is read, holding what arrives meanwhile: nothing falls between the two.
      let set = byContact.get(contactId);
      if (!set) byContact.set(contactId, (set = new Set()));
      let ended = false;
      const stream: Stream = {
        contactId,
        sessionId: session.id,
        reply,
        cursor: { n: 0, c: 0 },
        pending: [],
        end() {
          if (ended) return;
          ended = true;
          set!.delete(stream);
          if (!set!.size) byContact.delete(contactId);
          if (reply.sent) reply.raw.end();
        },
      };
      set.add(stream);
      let opening: string;
      try {
        opening = await replayFrames(stream, parseCursor(req.headers['last-event-id'] ?? query.lastEventId), session.acting.contactType);
      } catch (err) {
        stream.end();
        throw err;
      }

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
      // Browsers reconnect after `retry` ms when the stream drops, sending the last id they saw.
      raw.write(`retry: 3000\n: connected\n\n${opening}`);
      const held = stream.pending ?? [];
      stream.pending = null;
      for (const event of held) raw.write(frameOf(stream, event));
      req.raw.on('close', () => stream.end());
      raw.on('error', () => stream.end());
      return snapshot;
    },
  );
}
