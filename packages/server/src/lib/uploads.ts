import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { messages } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { files } from '../db/schema.ts';
import { cleanUpFiles, claimRound } from '../jobs/file-cleanup.ts';
import { createPeriodicJob } from '../jobs/scheduler.ts';
import type { Storage } from '../plugins/storage.ts';
import { cleanName, detectType, MAX_UPLOAD_BYTES, MB, uploadRules, type FileKind, type FileRow } from './file-rules.ts';
import { HttpError, badRequest, parseOr400 } from './http.ts';
import { purgeObjects } from './stored-files.ts';

/**
 * A client that sends nothing for this long loses its upload (the connection is closed, what was written removed):
 * Fastify sets no request timeout, so a stalled client would otherwise hold an open file or S3 multipart upload.
 */
export const UPLOAD_IDLE_MS = 60_000;

/** Bytes read before deciding the type: file-type needs the head (a .docx's first zip entries), text needs a sample. */
const SNIFF_BYTES = 64 * 1024;

const kUploads = Symbol('chorus.uploads');
const kReceived = Symbol('chorus.uploads.received');
/** Marks an error of the storage driver (as opposed to the client's stream): a 503, not a 400. */
const kFromStorage = Symbol('chorus.storageFailure');
const isStorageFailure = (err: Error) => (err as Error & { [kFromStorage]?: boolean })[kFromStorage] === true;

interface UploadsContext {
  db: Db;
  storage: Storage;
}

/** The files clean-up's schedule (`jobs/file-cleanup.ts`; FILE_CLEANUP_MINUTES and the two ages in config.ts). */
export interface CleanupSchedule {
  intervalMs: number;
  partialAgeMs: number;
  orphanAgeMs: number;
}

export const FILE_CLEANUP_JOB = 'files-cleanup';

type WithContext = FastifyInstance & { [kUploads]?: UploadsContext };
type WithReceived = FastifyRequest & { [kReceived]?: FileRow[] };

/**
 * Registers multipart parsing (streaming: nothing is buffered or written to a temp dir by the plugin) with tight
 * global limits, decorates `fastify.storage`, and removes what an upload request stored when its answer is an
 * error (a caller's check failing after `receiveUpload`, a transaction rolling back): a failed request keeps
 * no object and no `files` row.
 */
export async function uploadsPlugin(fastify: FastifyInstance, { db, storage, cleanup }: UploadsContext & { cleanup?: CleanupSchedule }) {
  await fastify.register(multipart, {
    limits: {
      files: 1,
      fields: 12,
      parts: 16,
      fieldNameSize: 100,
      // Captions and the like; nothing in an upload form is longer.
      fieldSize: 16 * 1024,
      headerPairs: 50,
      fileSize: MAX_UPLOAD_BYTES + 1,
    },
  });
  fastify.decorate('storage', storage);
  (fastify as WithContext)[kUploads] = { db, storage };
  // What crashes and failed removals leave behind, every few minutes on one node at a time (from listen until
  // close: not in inject-only tests). Stopped before the storage it uses is closed.
  const job = cleanup ? cleanupJob(db, storage, cleanup, fastify.log) : null;
  fastify.addHook('onListen', async () => {
    job?.start();
    void job?.runNow();
  });
  fastify.addHook('onClose', async () => {
    await job?.stop();
    await storage.close();
  });
  // onSend runs once the handler has decided its answer, whether or not the client is still there (onResponse
  // does not run for a client gone before the end; a hook on the abort itself would race a handler still linking
  // the file in its transaction).
  // A callback hook, not an async one: most answers have nothing to clean and go on without a promise (per-request
  // hooks are on every cached public read's path, issue 13).
  fastify.addHook('onSend', (req, reply, payload, done) => {
    if (reply.statusCode < 400) return done(null, payload);
    // The client may still be sending a file we refused: close the connection rather than read the rest.
    if (req.isMultipart() && !req.raw.readableEnded) lingeringClose(req, reply);
    const received = (req as WithReceived)[kReceived];
    if (!received?.length) return done(null, payload);
    (req as WithReceived)[kReceived] = [];
    removeStored(db, storage, received, req).then(() => done(null, payload), done);
  });
}

/** The files clean-up as a periodic job; the claim spaces rounds across nodes (each step is safe beside another's anyway). */
function cleanupJob(db: Db, storage: Storage, cleanup: CleanupSchedule, log: FastifyBaseLogger) {
  const round = async () => {
    if (!(await claimRound(db, FILE_CLEANUP_JOB, cleanup.intervalMs * 0.9))) return null;
    return cleanUpFiles(db, storage, { ...cleanup, log });
  };
  return createPeriodicJob('files clean-up', round, {
    log,
    intervalMs: cleanup.intervalMs,
    report: (r) => {
      if (r && (r.partials || r.purged || r.orphans)) log.info({ cleanup: r }, 'files clean-up');
    },
  });
}

/** How long a refused upload's connection keeps being read (and discarded) after the answer, at most. */
const LINGER_MS = 10_000;

/**
 * Answers with `Connection: close`, then closes as nginx does ("lingering close"): our side of the connection
 * ends after the answer, but what the client is still sending is read and dropped until it stops or LINGER_MS
 * pass. Closing a socket with unread bytes sends a reset, which can destroy the answer before the client reads
 * it: the browser would show a network error instead of 'Invalid File' or the size limit.
 */
function lingeringClose(req: FastifyRequest, reply: FastifyReply) {
  reply.header('connection', 'close');
  const socket = req.raw.socket as (typeof req.raw.socket & { destroySoon?: () => void }) | null;
  // Injected requests have no real socket.
  if (!socket || typeof socket.destroySoon !== 'function') return;
  req.raw.unpipe();
  req.raw.resume();
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    socket.once('close', () => clearTimeout(timer));
  };
}

async function removeStored(db: Db, storage: Storage, rows: FileRow[], req: FastifyRequest) {
  try {
    await db.delete(files).where(inArray(files.id, rows.map((r) => r.id)));
  } catch (err) {
    req.log.error({ err }, 'could not remove the files rows of a failed upload');
  }
  for (const row of rows) await storage.delete(row.storageKey).catch((err) => req.log.error({ err, key: row.storageKey }, 'could not remove a failed upload'));
}

function context(req: FastifyRequest): UploadsContext {
  const ctx = (req.server as WithContext)[kUploads];
  if (!ctx) throw new Error('uploadsPlugin is not registered');
  return ctx;
}

export interface ReceiveOptions<S extends z.ZodType> {
  kind: FileKind;
  /** Whose file it is (the offer's creator, the account); null for organiser files. */
  ownerContactId: number | null;
  /** The form's text fields, as strings; a refusal answers 400 with the schema's messages. */
  fields: S;
  /** The screen's wrong-type message (default: the kind's, see `uploadRules`). */
  badTypeMessage?: string;
  /** Insert the `files` row in the caller's transaction (the upload is streamed before the insert, not inside it). */
  tx?: Db | Tx;
  /**
   * For a file that replaces a record's (the tax form): once the bytes are stored, one transaction runs `link`,
   * which locks the owning row, calls `insert()` (the new `files` row), swaps the reference and returns the rows the
   * swap retired (`retireFiles`); their objects are removed after the commit. The row is never visible unlinked, so
   * parallel uploads cannot retire each other's: the last to commit wins. Not with `tx`.
   */
  link?: (tx: Tx, insert: () => Promise<FileRow>) => Promise<FileRow[]>;
  /** A smaller limit than the kind's (tests, benches). */
  maxBytes?: number;
  /** How long the client may send nothing before the upload is dropped (default `UPLOAD_IDLE_MS`). */
  idleTimeoutMs?: number;
}

export interface Received<T> {
  file: FileRow | null;
  fields: T;
}

/**
 * Reads an upload form: its text fields (validated with `fields`) and at most one file, whose type is detected
 * from its first bytes, checked against the kind, and streamed to storage while its bytes are counted (never
 * buffered whole). Inserts the `files` row and returns it, or `file: null` when no file part was sent (the caller
 * decides whether one is required). Refusals are 4xx with the product's message: not a form (415), a type the
 * kind does not take (400, `badTypeMessage`), over the kind's limit (413, after removing what was written), a
 * second file, too many or too long fields, a stream that ends early (400). Nothing stays stored after a refusal,
 * nor after any error answer of the request (see `uploadsPlugin`).
 *
 * Call it before taking locks or opening a long transaction: it waits for the client's bytes.
 */
export async function receiveUpload<S extends z.ZodType>(req: FastifyRequest, opts: ReceiveOptions<S>): Promise<Received<z.output<S>>> {
  const { db, storage } = context(req);
  if (!req.isMultipart()) throw new HttpError(415, messages.uploads.notMultipart);
  const rule = uploadRules[opts.kind];
  const maxBytes = Math.min(opts.maxBytes ?? rule.maxBytes, MAX_UPLOAD_BYTES);
  const raw: Record<string, string> = {};
  let stored: Stored | null = null;
  // Inactivity of the socket while the form is read; a slow but moving upload (500 MB on a phone) is never cut.
  // (An injected request has no socket to time out.)
  const idle = typeof req.raw.setTimeout === 'function';
  if (idle) req.raw.setTimeout(opts.idleTimeoutMs ?? UPLOAD_IDLE_MS, () => req.raw.destroy());
  try {
    try {
      for await (const part of req.parts({ limits: { fileSize: maxBytes + 1 } })) {
        if (part.type === 'field') {
          if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, messages.uploads.fieldTooLong);
          if (typeof part.value !== 'string' || Object.hasOwn(raw, part.fieldname)) throw badRequest(messages.generic.badRequest);
          raw[part.fieldname] = part.value;
          continue;
        }
        if (stored) throw badRequest(messages.uploads.oneFile);
        stored = await storeFile(storage, part.file, {
          kind: opts.kind,
          maxBytes,
          types: rule.types,
          badTypeMessage: opts.badTypeMessage ?? rule.badTypeMessage,
          originalName: cleanName(part.filename),
        });
      }
    } catch (err) {
      throw clientFailure(err, req);
    } finally {
      if (idle) req.raw.setTimeout(0);
    }
    const fields = parseOr400(opts.fields, raw);
    if (!stored) return { file: null, fields };
    const s = stored;
    const insert = async (into: Db | Tx) => {
      const [row] = await into
        .insert(files)
        .values({
          uid: s.uid,
          ownerContactId: opts.ownerContactId,
          kind: opts.kind,
          storageKey: s.key,
          contentType: s.contentType,
          sizeBytes: s.size,
          originalName: s.originalName,
        })
        .returning();
      if (!row) throw new Error('files insert returned no row');
      return row;
    };
    let row: FileRow;
    let retired: FileRow[] = [];
    const link = opts.link;
    if (link) {
      ({ row, retired } = await db.transaction(async (tx) => {
        const out: { row?: FileRow } = {};
        const gone = await link(tx, async () => (out.row = await insert(tx)));
        if (!out.row) throw new Error('link did not insert the files row');
        return { row: out.row, retired: gone };
      }));
    } else {
      row = await insert(opts.tx ?? db);
    }
    ((req as WithReceived)[kReceived] ??= []).push(row);
    await purgeObjects(db, storage, retired, req.log);
    return { file: row, fields };
  } catch (err) {
    if (stored) await storage.delete(stored.key).catch((e) => req.log.error({ err: e, key: stored?.key }, 'could not remove a refused upload'));
    throw err;
  }
}

interface Stored {
  uid: string;
  key: string;
  contentType: string;
  size: number;
  originalName: string;
}

/** An error of the incoming stream: the client's doing, so a 4xx. */
class ClientStreamError extends Error {}

async function storeFile(
  storage: Storage,
  file: Readable,
  opts: { kind: FileKind; maxBytes: number; types: readonly string[]; badTypeMessage: string; originalName: string },
): Promise<Stored> {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const next = async () => {
    try {
      return await chunks.next();
    } catch (err) {
      throw new ClientStreamError((err as Error).message, { cause: err });
    }
  };
  const stop = () => void chunks.return?.().catch(() => {});
  // The head decides the type; the rest is never held in memory.
  const headChunks: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const r = await next();
    if (r.done) {
      ended = true;
      break;
    }
    headChunks.push(r.value);
    headBytes += r.value.length;
  }
  const head = Buffer.concat(headChunks);
  if (head.length === 0) throw badRequest(messages.uploads.empty);
  // Size first: past the limit the parser cuts the stream, and a cut head could be misread.
  const tooLarge = new HttpError(413, messages.uploads.tooLarge(Math.round((opts.maxBytes / MB) * 10) / 10));
  if (head.length > opts.maxBytes) {
    stop();
    throw tooLarge;
  }
  const contentType = await detectType(head);
  if (!contentType || !opts.types.includes(contentType)) {
    stop();
    throw badRequest(opts.badTypeMessage);
  }
  let size = head.length;
  // What went wrong on our side of the put (the client's stream, the limit), whatever the driver wraps it in.
  let sourceError: Error | null = null;
  async function* body() {
    yield head;
    if (ended) return;
    for (;;) {
      const r = await next().catch((err: Error) => {
        throw (sourceError = err);
      });
      if (r.done) return;
      size += r.value.length;
      if (size > opts.maxBytes) throw (sourceError = tooLarge);
      yield r.value;
    }
  }
  const uid = randomUUID();
  const key = `${opts.kind}/${uid}`;
  const source = Readable.from(body(), { objectMode: false });
  try {
    await storage.put(key, source, contentType);
  } catch (err) {
    stop();
    // The put removed its partial object; make sure of it for drivers that could not.
    await storage.delete(key).catch(() => {});
    if (sourceError) throw sourceError;
    throw Object.assign(err instanceof Error ? err : new Error(String(err)), { [kFromStorage]: true });
  }
  return { uid, key, contentType, size, originalName: opts.originalName };
}

/** The incoming stream's failures as 4xx with our words; storage and other failures are the server's (503). */
function clientFailure(err: unknown, req: FastifyRequest): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return badRequest(messages.uploads.oneFile);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(messages.uploads.tooManyFields);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, messages.generic.badRequest);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, messages.uploads.notMultipart);
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest(messages.uploads.incomplete);
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest(messages.generic.badRequest);
  }
  if (err instanceof ClientStreamError) return badRequest(messages.uploads.incomplete);
  // Anything else thrown while iterating parts comes from busboy reading the client's form (malformed or cut short).
  if (!(err instanceof Error) || !isStorageFailure(err)) return badRequest(messages.uploads.incomplete);
  req.log.error({ err }, 'upload storage failed');
  return new HttpError(503, messages.generic.unavailable);
}
