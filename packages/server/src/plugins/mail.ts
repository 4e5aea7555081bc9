import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/open.ts';
import { mailOutbox } from '../db/schema.ts';
import { escapeHtml, type MailMessage } from '../lib/mail-templates.ts';
import { afterCommit, dbOf } from '../lib/after-commit.ts';
import { linkSecret } from '../lib/link-secret.ts';

export type { MailMessage } from '../lib/mail-templates.ts';

/**
 * Queues a message in the caller's transaction: it exists (and will be sent) if and only if the change that
 * caused it commits. The app's worker is woken once that commit is done (any node's poll would find it too).
 */
export async function enqueueMail(tx: Db | Tx, message: MailMessage): Promise<void> {
  await tx.insert(mailOutbox).values({
    toAddress: message.to,
    template: message.template,
    subject: message.subject,
    html: message.html,
    text: message.text,
    listUnsubscribe: message.listUnsubscribe ?? null,
  });
  afterCommit(tx, () => services.get(dbOf(tx))?.wake());
}

export interface MailWorkerOptions {
  /** SMTP server URL (`smtp://user:pass@host:587`, `smtps://…`); without it a message counts as delivered to the local mailbox. */
  smtpUrl?: string;
  from: string;
  /** How often the outbox is looked at when nobody wakes the worker. */
  pollMs?: number;
  /** First retry delay; doubles per failed attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts a message is given up (kept in the table with its last error, logged). */
  maxAttempts?: number;
  /**
   * How long a worker's claim on a message lasts without being renewed (a node that died mid-send loses it then).
   * It is renewed right before the message is sent and every third of it while the send lasts.
   */
  leaseMs?: number;
  /** Messages taken per round. */
  batch?: number;
  log?: { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void };
}

export interface MailWorker {
  /** Asks for a delivery round now (after a commit that queued mail); returns at once. */
  wake(): void;
  /** Runs rounds until nothing is due (tests, CLI); resolves with how many messages were delivered. */
  drain(): Promise<number>;
  /** Starts polling. */
  start(): void;
  /** Stops polling and waits for a round in flight; no timer is left behind. */
  stop(): Promise<void>;
}

/** Delay before attempt `attempts + 1`, after `attempts` failures: base · 2^(attempts-1), capped. */
export const retryDelayMs = (attempts: number, base: number, max: number) => Math.min(max, base * 2 ** Math.max(0, attempts - 1));

/**
 * The outbox's delivery worker. Each round takes due rows (`sent_at is null`, `next_attempt_at <= now()`) with
 * `FOR UPDATE SKIP LOCKED` and, in the same short transaction, writes the round's claim (a random token) on them
 * and moves their `next_attempt_at` forward by a lease: no transaction stays open while SMTP talks. A round of
 * slow sends can outlive the lease, and another worker may then take a row this one has not sent yet; so right
 * before sending, a row's claim is renewed (`… WHERE claim = mine RETURNING`: a row lost to another worker is
 * skipped), renewed again every third of the lease while its send lasts, and the outcome is written only under
 * the claim. A sent row gets `sent_at`; a failure gets attempts + 1, the error and an exponential backoff; a row
 * that has failed `maxAttempts` times is no longer taken (logged once).
 */
export function createMailWorker(db: Db, opts: MailWorkerOptions): MailWorker {
  const pollMs = opts.pollMs ?? 5_000;
  const baseDelayMs = opts.baseDelayMs ?? 30_000;
  const maxDelayMs = opts.maxDelayMs ?? 3_600_000;
  const maxAttempts = opts.maxAttempts ?? 10;
  const leaseMs = opts.leaseMs ?? 120_000;
  const batch = opts.batch ?? 20;
  const log = opts.log;
  const smtpUrl = opts.smtpUrl;
  // nodemailer (~0.4 MB of code) is loaded with the first mail to send, not on every start (issue 13).
  let transport: Promise<Transporter> | null = null;
  const smtp = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        // A silent server gives up well inside the lease (the claim is renewed while a send lasts, not forever).
        connectionTimeout: Math.min(10_000, leaseMs / 4),
        greetingTimeout: Math.min(10_000, leaseMs / 4),
        socketTimeout: Math.min(30_000, leaseMs / 2),
      } as SMTPTransport.Options),
    ));

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;

  const lease = () => sql`now() + ${`${leaseMs} milliseconds`}::interval`;
  const mine = (id: number, claim: string) => and(eq(mailOutbox.id, id), eq(mailOutbox.claim, claim), isNull(mailOutbox.sentAt));
  /** Renews this worker's claim on a row; false when another worker has taken it since (or it was sent). */
  const renew = async (id: number, claim: string) =>
    (await db.update(mailOutbox).set({ nextAttemptAt: lease() }).where(mine(id, claim)).returning({ id: mailOutbox.id })).length > 0;

  /** Takes up to `batch` due rows for this worker: locked, skipped by others, claimed with `claim`, leased. */
  const take = (claim: string) =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxAttempts), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
        .limit(batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const ids = due.map((r) => r.id);
      // Without SMTP the local mailbox is the destination: delivered on taking.
      return tx
        .update(mailOutbox)
        .set(smtpUrl ? { nextAttemptAt: lease(), claim } : { sentAt: sql`now()` })
        .where(sql`${mailOutbox.id} in ${ids}`)
        .returning();
    });

  async function round(): Promise<number> {
    const claim = randomUUID();
    const rows = await take(claim);
    if (!smtpUrl) {
      for (const r of rows) log?.info({ mailId: r.id, template: r.template }, 'mail delivered to the local mailbox (no SMTP_URL)');
      return rows.length;
    }
    let sent = 0;
    for (const r of rows) {
      // The sends before this one may have outlasted the lease: send only a row still ours, with a fresh lease.
      if (!(await renew(r.id, claim))) {
        log?.info({ mailId: r.id }, 'mail taken by another worker meanwhile; not sent here');
        continue;
      }
      const heartbeat = setInterval(() => void renew(r.id, claim).catch(() => {}), leaseMs / 3);
      heartbeat.unref();
      try {
        try {
          await (await smtp(smtpUrl)).sendMail({
            from: opts.from,
            to: r.toAddress,
            subject: r.subject,
            html: r.html,
            text: r.text,
            // One-click unsubscribe (RFC 8058): mail clients show their own button and POST to the address.
            ...(r.listUnsubscribe ? { list: { unsubscribe: r.listUnsubscribe }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
          });
        } finally {
          clearInterval(heartbeat);
        }
        await db.update(mailOutbox).set({ sentAt: sql`now()`, lastError: null }).where(mine(r.id, claim));
        sent++;
      } catch (err) {
        const attempts = r.attempts + 1;
        const delay = retryDelayMs(attempts, baseDelayMs, maxDelayMs);
        const message = err instanceof Error ? err.message : String(err);
        await db
          .update(mailOutbox)
          .set({ attempts, lastError: message.slice(0, 1000), nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval` })
          .where(mine(r.id, claim));
        if (attempts >= maxAttempts) log?.error({ mailId: r.id, template: r.template, attempts, err: message }, 'mail given up');
        else log?.warn({ mailId: r.id, template: r.template, attempts, retryInMs: delay, err: message }, 'mail delivery failed; will retry');
      }
    }
    return sent;
  }

  /** One round at a time; a wake during a round runs another right after it. */
  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await round();
        } while (again && !stopped);
      } catch (err) {
        // The database is away (or closing): the next poll tries again.
        log?.warn({ err: err instanceof Error ? err.message : String(err) }, 'mail round failed');
      } finally {
        running = null;
        schedule();
      }
      return total;
    })();
    return running;
  }

  function schedule() {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void run();
    }, pollMs);
    timer.unref();
  }

  return {
    wake() {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      timer = null;
      void run();
    },
    async drain() {
      let total = 0;
      for (;;) {
        if (running) await running;
        const n = await run();
        total += n;
        if (n === 0) return total;
      }
    },
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

/** `fastify.mail`: the worker, and the portal's address that links in mail are built on (PUBLIC_URL). */
export interface MailService extends MailWorker {
  publicUrl: string;
  /** The key unsubscribe links are signed with (lib/link-secret.ts). */
  linkSecret: Buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

/** The latest messages for the dev mailbox, newest first. */
export async function latestMail(db: Db, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

const services = new WeakMap<Db, MailService>();
/**
 * The mail service of the app built on `db` (the app is an encapsulated plugin: its `fastify.mail` is not visible
 * on the instance that registered it). For tests and tools.
 */
export const mailServiceOf = (db: Db): MailService => {
  const s = services.get(db);
  if (!s) throw new Error('No app with a mail service on this database');
  return s;
};

/**
 * The address mailed links are built on, for the transaction's app, or null for a script without an app (its
 * events are recorded, and nobody is mailed).
 */
export const publicUrlOf = (tx: Tx): string | null => services.get(dbOf(tx))?.publicUrl ?? null;

/** The transaction's app's link key (null without an app: nobody is mailed then). */
export const linkSecretOf = (tx: Tx | Db): Buffer | null => services.get(dbOf(tx))?.linkSecret ?? null;

/**
 * Registers the worker as `fastify.mail`: polling starts when the app is ready, and stops (waiting for a round in
 * flight) when it closes, before the database does.
 */
export function mailPlugin(fastify: FastifyInstance, { db, config, ...overrides }: { db: Db; config: Config } & Partial<MailWorkerOptions>) {
  const worker = createMailWorker(db, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: fastify.log,
    ...overrides,
  });
  const service = { ...worker, publicUrl: config.PUBLIC_URL, linkSecret: linkSecret(config) };
  fastify.decorate('mail', service);
  services.set(db, service);
  // Under NODE_ENV=test nothing writes in the background (tests compare database snapshots around requests):
  // a test that wants delivery calls `start()` or `drain()` on `mailServiceOf(db)`.
  if (config.NODE_ENV !== 'test') fastify.addHook('onReady', async () => worker.start());
  fastify.addHook('onClose', async () => worker.stop());
  // It shows everyone's links (password resets too): only when asked for (or for the demo), never in production.
  devMailbox(fastify, db, config.NODE_ENV !== 'production' && (config.DEV_MAILBOX ?? config.DEMO_DATA));
}

// A message's HTML part is shown as it is, from our own templates, but under a policy that runs nothing and loads
// nothing but images: a template mistake cannot turn the mailbox into a script host.
const MESSAGE_CSP = "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const linksIn = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];

/**
 * `/dev/mailbox`: the latest messages of the outbox with their links, newest first, and `/dev/mailbox/:id` (the
 * HTML part), for demos and development. Always registered, answering 404 when off, so the portal's page
 * fallback never answers for it.
 */
function devMailbox(fastify: FastifyInstance, db: Db, enabled: boolean) {
  const off = (reply: import('fastify').FastifyReply) =>
    reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  fastify.get('/dev/mailbox', async (_req, reply) => {
    if (!enabled) return off(reply);
    const rows = await latestMail(db);
    const items = rows
      .map((r) => {
        const status = r.sentAt ? `sent ${r.sentAt.toISOString()}` : r.lastError ? `waiting (attempt ${r.attempts}: ${r.lastError})` : 'waiting';
        const links = linksIn(r.text)
          .map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`)
          .join('');
        return `<li data-mail-id="${r.id}" data-to="${escapeHtml(r.toAddress)}" data-template="${escapeHtml(r.template)}">
<p><strong>${escapeHtml(r.subject)}</strong> to ${escapeHtml(r.toAddress)} <small>(${escapeHtml(r.template)}, ${escapeHtml(r.createdAt.toISOString())}, ${escapeHtml(status)})</small> <a href="/dev/mailbox/${r.id}">view</a></p>
${links ? `<ul class="links">${links}</ul>` : ''}
</li>`;
      })
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Chorus mailbox</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:900px;margin:24px auto">
<h1>Mailbox</h1><p>Mail the app has sent, newest first (the latest 50).</p>
${rows.length ? `<ol reversed>${items}</ol>` : '<p>No mail yet.</p>'}
</body></html>`);
  });
  fastify.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (req, reply) => {
    if (!enabled || !/^\d{1,9}$/.test(req.params.id)) return off(reply);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, Number(req.params.id)));
    if (!row) return off(reply);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', MESSAGE_CSP)
      .send(row.html);
  });
}
