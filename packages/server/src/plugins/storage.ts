import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config, S3Config } from '../config.ts';

/**
 * Where uploaded bytes live (drafts, contracts, result screenshots, tax forms, photos). The `files` table holds
 * what is known about each one; a key here is `files.storage_key`. Keys are made by the server, never taken from
 * a client (see `assertKey`).
 */
export interface Storage {
  readonly driver: 'disk' | 's3';
  /** Streams `body` to `key`. The object is visible only once complete: a failed or aborted put leaves nothing. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /**
   * The object's bytes (only `range`'s, inclusive, when given: the caller checked it against the size) and its
   * whole size; `StorageNotFoundError` when there is none.
   */
  get(key: string, range?: ByteRange): Promise<{ body: Readable; size: number }>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections (the S3 client's sockets). */
  close(): Promise<void>;
  /**
   * Removes what puts cut short by a crash left behind, untouched for `maxAgeMs` (disk: `.partial` files; S3:
   * multipart uploads started that long ago and never completed). Returns how many were removed.
   */
  sweepPartials(maxAgeMs: number): Promise<number>;
  /** Every stored object (never a put in progress), with when it was last written: for the orphan clean-up. */
  list(): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/** Bytes `start` to `end`, both included (as in an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

// Segments of letters, digits, `_`, `-` and inner dots; no empty, `.` or `..` segment, no leading slash.
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;

/** Throws unless `key` is a server-made relative key (`draft/3f2c…`): never a client path, never `..`. */
export function assertKey(key: string): void {
  const segments = key.split('/');
  const ok = key.length <= 512 && segments.length <= 8 && segments.every((s) => KEY_SEGMENT.test(s) && s !== '..' && !s.includes('..'));
  if (!ok) throw new Error(`Refused storage key ${JSON.stringify(key.slice(0, 80))}`);
}

/**
 * Files under `root` (DATA_DIR/uploads). A put writes `root/.partial/<random>` and renames it into place when
 * complete, so a reader never sees half a file and a crash leaves only a `.partial` file, never a wrong object.
 */
export function diskStorage(root: string): Storage {
  const partialDir = path.join(root, '.partial');
  const fileOf = (key: string) => {
    assertKey(key);
    const file = path.resolve(root, ...key.split('/'));
    // assertKey already rules out escaping; this keeps the guarantee local.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('Refused storage key');
    return file;
  };
  return {
    driver: 'disk',
    async put(key, body) {
      const file = fileOf(key);
      await fs.promises.mkdir(partialDir, { recursive: true });
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const partial = path.join(partialDir, randomUUID());
      try {
        await pipeline(body, fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        // On disk before it is visible: a power cut after the rename must not leave a short file under the key.
        const handle = await fs.promises.open(partial, 'r');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.promises.rename(partial, file);
      } catch (err) {
        body.destroy();
        await fs.promises.rm(partial, { force: true });
        throw err;
      }
    },
    async get(key, range) {
      const file = fileOf(key);
      // Open first, then stat the open descriptor: a delete in between cannot make size and bytes disagree.
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageNotFoundError(key);
        throw err;
      }
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream({ autoClose: true, ...(range && { start: range.start, end: range.end }) }), size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async close() {},
    async sweepPartials(maxAgeMs) {
      let names: string[];
      try {
        names = await fs.promises.readdir(partialDir);
      } catch {
        return 0;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(partialDir, name);
        const stat = await fs.promises.stat(file).catch(() => null);
        // A put in progress keeps writing, so its mtime stays fresh.
        if (stat && Date.now() - stat.mtimeMs > maxAgeMs) {
          await fs.promises.rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
    async *list() {
      // Keys are `<kind>/<uuid>` (at most a few segments deep); `.partial` holds puts in progress, not objects.
      async function* walk(dir: string, prefix: string): AsyncGenerator<StoredObject> {
        let entries: fs.Dirent[];
        try {
          entries = await fs.promises.readdir(dir, { withFileTypes: true });
        } catch {
          return;
        }
        for (const entry of entries) {
          if (!prefix && entry.name === '.partial') continue;
          const key = prefix ? `${prefix}/${entry.name}` : entry.name;
          if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
          else if (entry.isFile()) {
            const stat = await fs.promises.stat(path.join(dir, entry.name)).catch(() => null);
            if (stat) yield { key, modifiedAt: stat.mtime };
          }
        }
      }
      yield* walk(root, '');
    },
  };
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2, …), path-style. Puts go through lib-storage's `Upload`: a body of
 * unknown length is sent as a multipart upload in `partSize` pieces with at most `queueSize` in flight (memory
 * stays near partSize × queueSize whatever the file's size), or as one PutObject when it is smaller than a part.
 * An upload that fails or whose body errors is aborted, so no partial object is ever visible.
 * The AWS SDK loads on first use: importing it is ~0.3 s of every start, and disk storage never needs it.
 */
export function s3Storage(s3: S3Config, options: { partSize?: number; queueSize?: number } = {}): Storage {
  let loaded: ReturnType<typeof loadSdk> | undefined;
  const loadSdk = async () => {
    const [
      { S3Client, GetObjectCommand, DeleteObjectCommand, ListObjectsV2Command, ListMultipartUploadsCommand, AbortMultipartUploadCommand, NoSuchKey, NotFound, NoSuchUpload },
      { Upload },
    ] = await Promise.all([
      import('@aws-sdk/client-s3'),
      import('@aws-sdk/lib-storage'),
    ]);
    const client = new S3Client({
      region: s3.region,
      forcePathStyle: true,
      ...(s3.endpoint && { endpoint: s3.endpoint }),
      ...(s3.accessKeyId && s3.secretAccessKey && { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }),
    });
    return {
      client,
      Upload,
      GetObjectCommand,
      DeleteObjectCommand,
      ListObjectsV2Command,
      ListMultipartUploadsCommand,
      AbortMultipartUploadCommand,
      NoSuchKey,
      NotFound,
      NoSuchUpload,
    };
  };
  const sdk = () => (loaded ??= loadSdk());
  const Bucket = s3.bucket;
  return {
    driver: 's3',
    async put(key, body, contentType) {
      assertKey(key);
      const { Upload, client } = await sdk();
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: options.partSize ?? 8 * 1024 * 1024,
        queueSize: options.queueSize ?? 2,
        leavePartsOnError: false,
      });
      // lib-storage reads the body by iteration: an error in the body rejects `done()`, which aborts the multipart upload.
      try {
        await upload.done();
      } catch (err) {
        body.destroy();
        await upload.abort().catch(() => {});
        throw err;
      }
    },
    async get(key, range) {
      assertKey(key);
      const { client, GetObjectCommand, NoSuchKey, NotFound } = await sdk();
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(range && { Range: `bytes=${range.start}-${range.end}` }) }));
        if (!(out.Body instanceof Readable)) throw new Error('S3 GetObject returned no stream');
        // A ranged answer's length is the range's; the whole size is after the slash of `bytes 0-99/1234`.
        const total = range ? Number(/\/(\d+)$/.exec(out.ContentRange ?? '')?.[1]) : Number(out.ContentLength);
        return { body: out.Body, size: total };
      } catch (err) {
        if (err instanceof NoSuchKey || err instanceof NotFound) throw new StorageNotFoundError(key);
        throw err;
      }
    },
    async delete(key) {
      assertKey(key);
      const { client, DeleteObjectCommand } = await sdk();
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async close() {
      if (loaded) (await loaded).client.destroy();
    },
    async sweepPartials(maxAgeMs) {
      // A node killed during a put leaves its multipart upload open: its parts are stored (and billed) but no
      // object shows. Uploads started before the cut-off are aborted; one another node aborted first is gone already.
      const { client, ListMultipartUploadsCommand, AbortMultipartUploadCommand, NoSuchUpload } = await sdk();
      const before = Date.now() - maxAgeMs;
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }));
        } catch (err) {
          // A store without multipart listing (some S3-compatible servers): its bucket's lifecycle rule must do it.
          if ((err as { name?: string }).name === 'NotImplemented') return removed;
          throw err;
        }
        for (const u of page.Uploads ?? []) {
          if (!u.Key || !u.UploadId || !u.Initiated || u.Initiated.getTime() > before) continue;
          try {
            await client.send(new AbortMultipartUploadCommand({ Bucket, Key: u.Key, UploadId: u.UploadId }));
            removed++;
          } catch (err) {
            if (!(err instanceof NoSuchUpload)) throw err;
          }
        }
        KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
      return removed;
    },
    async *list() {
      const { client, ListObjectsV2Command } = await sdk();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, modifiedAt: o.LastModified ?? new Date() };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** The configured storage: S3 when S3_URL or S3_BUCKET is set, else disk under DATA_DIR/uploads. */
export function storageFromConfig(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(path.join(config.dataDir, 'uploads'));
}
