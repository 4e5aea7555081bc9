import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { messages } from '@chorus/core';
import { app } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/open.ts';
import { files } from '../db/schema.ts';
import { s3Storage, type Storage } from '../plugins/storage.ts';
import { dbKinds, type DbKind } from '../testing/app.ts';
import { createTestDatabase } from '../testing/database.ts';
import { makeContact } from '../testing/factories.ts';
import { startTestS3, type TestS3 } from '../testing/s3.ts';
import { pollUntil } from '../testing/server-process.ts';
import { conflict } from './http.ts';
import { contentDisposition, sendFile } from './file-serving.ts';
import { detectType, type FileKind } from './file-rules.ts';
import { deleteFile } from './stored-files.ts';
import { receiveUpload } from './uploads.ts';

// ---- Tiny valid files: the bytes file-type recognizes, nothing more ----

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'), Buffer.from([0xff, 0xd9])]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const ftyp = (brand: string) => {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(brand, 8, 'latin1');
  box.write('isommp41', 16, 'latin1');
  return box;
};
const MP4 = Buffer.concat([ftyp('isom'), Buffer.alloc(1000)]);
const MOV = Buffer.concat([ftyp('qt  '), Buffer.alloc(1000)]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0', 'latin1'), Buffer.alloc(200)]);
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const TXT = Buffer.from('I agree to the terms. Signé: Zoë 🎵\n');

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A stored (uncompressed) zip: enough of a .docx for content detection (`[Content_Types].xml`, then `word/`). */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fname = Buffer.from(name);
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt32LE(crc32(data), 14);
    h.writeUInt32LE(data.length, 18);
    h.writeUInt32LE(data.length, 22);
    h.writeUInt16LE(fname.length, 26);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt32LE(crc32(data), 16);
    c.writeUInt32LE(data.length, 20);
    c.writeUInt32LE(data.length, 24);
    c.writeUInt16LE(fname.length, 28);
    c.writeUInt32LE(offset, 42);
    locals.push(h, fname, data);
    centrals.push(c, fname);
    offset += h.length + fname.length + data.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}
const DOCX = zip([
  [
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ],
  ['word/document.xml', '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>'],
]);

// ---- Multipart bodies, streamed ----

type Part = { name: string; value: string } | { name: string; filename: string; type?: string; data: Buffer | (() => AsyncIterable<Buffer>) };
const BOUNDARY = '----chorus-test-boundary';
const formHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

async function* formChunks(parts: Part[], { truncate = false } = {}): AsyncGenerator<Buffer> {
  for (const p of parts) {
    if ('value' in p) {
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`);
      continue;
    }
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
    );
    if (Buffer.isBuffer(p.data)) yield p.data;
    else yield* p.data();
    if (truncate) return;
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${BOUNDARY}--\r\n`);
}
const form = (parts: Part[], opts?: { truncate?: boolean }) => Readable.from(formChunks(parts, opts));

/** `total` bytes starting with an MP4 header, generated 1 MB at a time as they are read. */
const mp4Stream = (total: number) =>
  async function* () {
    let sent = 0;
    const block = Buffer.alloc(1024 * 1024, 7);
    while (sent < total) {
      const n = Math.min(block.length, total - sent);
      yield sent === 0 ? Buffer.concat([ftyp('isom'), block.subarray(24, n)]) : block.subarray(0, n);
      sent += n;
    }
  };

// ---- The app, with throwaway routes that exist only in this test ----

const fieldsSchema = z.object({
  PostID: z.string().regex(/^\d+$/, 'Invalid PostID').optional(),
  caption: z.string().max(50, 'Caption is too long').optional(),
});

/** Holds a handler after its upload until the test releases it, and says when the handler has answered. */
function makeGate() {
  let release!: () => void;
  let answered!: () => void;
  const wait = new Promise<void>((r) => (release = r));
  const done = new Promise<void>((r) => (answered = r));
  return { wait, release, done, answered };
}
let gate: ReturnType<typeof makeGate> | null = null;

const kGate = Symbol('gate');

function testRoutes(f: FastifyInstance, db: Db) {
  // Registered after the uploads plugin's onSend, so it runs once that hook has kept or removed the upload.
  f.addHook('onSend', async (req) => {
    (req as { [kGate]?: ReturnType<typeof makeGate> })[kGate]?.answered();
  });
  f.post('/test/upload/:kind', async (req) => {
    const { kind } = req.params as { kind: FileKind };
    const q = req.query as { max?: string; bad?: string; fail?: string; owner?: string; idle?: string; gate?: string };
    const got = await receiveUpload(req, {
      kind,
      ownerContactId: q.owner ? Number(q.owner) : null,
      fields: fieldsSchema,
      badTypeMessage: q.bad,
      maxBytes: q.max ? Number(q.max) : undefined,
      idleTimeoutMs: q.idle ? Number(q.idle) : undefined,
    });
    if (q.gate && gate) {
      (req as { [kGate]?: ReturnType<typeof makeGate> })[kGate] = gate;
      await gate.wait;
    }
    // A caller whose own check fails after the upload: the request keeps nothing.
    if (q.fail) throw conflict('Refused after the upload');
    return got;
  });
  f.get('/test/files/:id', async (req, reply) => {
    const [row] = await db.select().from(files).where(eq(files.id, Number((req.params as { id: string }).id)));
    if (!row) return reply.status(404).send();
    return sendFile(reply, f.storage, row, { download: (req.query as { download?: string }).download === '1' });
  });
  f.delete('/test/files/:id', async (req) => {
    const row = await deleteFile(db, f.storage, Number((req.params as { id: string }).id));
    return { deleted: !!row };
  });
}

interface Setup {
  name: string;
  db: DbKind;
  driver: 'disk' | 's3';
}
const setups: Setup[] = [
  ...dbKinds.map((db): Setup => ({ name: `${db}, disk`, db, driver: 'disk' })),
  { name: 'pglite, s3', db: 'pglite', driver: 's3' },
];

describe.each(setups)('uploads ($name)', (setup) => {
  let fastify: FastifyInstance;
  let db: Db;
  let dataDir: string;
  let s3: TestS3 | null = null;
  let url: string;
  let closeAll: () => Promise<void>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-uploads-'));
    const pg = setup.db === 'postgres' ? await createTestDatabase() : null;
    // Load shedding off: a busy machine must not refuse a test's upload (lib/load-shedding.test.ts tests shedding).
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent', SHED_EVENT_LOOP_DELAY_MS: '0' });
    const database = await openDatabase({ databaseUrl: pg?.url, dataDir });
    db = database.db;
    let storage: Storage | undefined;
    if (setup.driver === 's3') {
      s3 = await startTestS3();
      storage = s3Storage(s3.config, { partSize: 5 * 1024 * 1024 });
    }
    fastify = Fastify({ logger: false });
    await fastify.register(async (f) => {
      await app(f, { db, config, storage });
      testRoutes(f, db);
    });
    url = await fastify.listen({ port: 0, host: '127.0.0.1' });
    closeAll = async () => {
      await fastify.close();
      await database.close();
      await pg?.drop();
      await s3?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }, 60_000);

  afterAll(async () => closeAll?.());

  /** Object keys in storage (disk: every file under uploads/, in-progress `.partial` files included). */
  const storedKeys = (): string[] => {
    if (s3) return s3.keys();
    const root = path.join(dataDir, 'uploads');
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(root, f)).isFile())
      .map((f) => f.split(path.sep).join('/'))
      .sort();
  };
  const partials = () => storedKeys().filter((k) => k.startsWith('.partial/'));
  const liveRows = async () => (await db.select().from(files)).filter((r) => !r.deletedAt);
  /** Storage holds exactly the objects of live rows: nothing partial, nothing orphaned. */
  const expectConsistent = async () => {
    const rows = await db.select().from(files);
    expect(storedKeys()).toEqual(rows.filter((r) => !r.deletedAt).map((r) => r.storageKey).sort());
  };

  const upload = (kind: FileKind, parts: Part[], query = '') =>
    fastify.inject({ method: 'POST', url: `/test/upload/${kind}${query}`, headers: formHeaders, payload: form(parts) });

  it.each([
    ['draft', 'x.png', 'image/png', PNG],
    ['draft', 'x.jpg', 'image/jpeg', JPEG],
    ['draft', 'x.pdf', 'application/pdf', PDF],
    ['draft', 'clip.mp4', 'video/mp4', MP4],
    ['draft', 'clip.mov', 'video/quicktime', MOV],
    ['results', 'views.png', 'image/png', PNG],
    ['tax', 'w9.pdf', 'application/pdf', PDF],
    ['photo', 'me.jpg', 'image/jpeg', JPEG],
    ['contract', 'signed.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', DOCX],
    ['contract', 'signed.doc', 'application/x-cfb', DOC],
    ['campaign_contract', 'terms.txt', 'text/plain', TXT],
  ] as const)('accepts a %s %s, detected as %s', async (kind, filename, type, data) => {
    const res = await upload(kind, [
      { name: 'PostID', value: '42' },
      // The client's claimed type is ignored either way.
      { name: 'file', filename, type: 'application/octet-stream', data },
      { name: 'caption', value: 'My post' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { file, fields } = res.json();
    expect(fields).toEqual({ PostID: '42', caption: 'My post' });
    expect(file).toMatchObject({ kind, contentType: type, sizeBytes: data.length, originalName: filename, deletedAt: null });
    expect(file.storageKey).toMatch(new RegExp(`^${kind}/[0-9a-f-]{36}$`));
    const got = await fastify.inject({ url: `/test/files/${file.id}` });
    expect(got.rawPayload.equals(data)).toBe(true);
    await expectConsistent();
  });

  it('refuses an executable named x.png and sent as image/png, with the caller’s message, keeping nothing', async () => {
    for (const data of [ELF, EXE]) {
      const res = await upload('draft', [{ name: 'file', filename: 'x.png', type: 'image/png', data }], `?bad=${encodeURIComponent(messages.uploads.invalidImage)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, messages: ['Must be a valid png or jpg'] });
    }
    // Each kind's own spec message when the caller gives none.
    const cases: [FileKind, Buffer, string][] = [
      ['draft', ELF, 'Invalid File'],
      ['results', MP4, 'Invalid File Type'],
      ['tax', DOCX, 'Invalid File'],
      ['photo', PDF, 'Please upload a valid JPG or PNG file'],
      ['contract', MP4, 'Invalid File'],
      // Bytes that are neither a known type nor UTF-8 text.
      ['campaign_contract', Buffer.from([0x41, 0x00, 0xff, 0xfe, 0x42]), 'Invalid File'],
    ];
    for (const [kind, data, message] of cases) {
      const res = await upload(kind, [{ name: 'file', filename: 'f.txt', data }]);
      expect(res.json().messages, kind).toEqual([message]);
    }
    expect(await liveRows()).toHaveLength(await countAll());
    await expectConsistent();
  });

  const countAll = async () => (await db.select().from(files)).length;

  it('refuses a file over the kind’s limit with 413, leaving nothing in storage or the table', async () => {
    const before = await countAll();
    const res = await upload('draft', [{ name: 'file', filename: 'big.mp4', data: mp4Stream(3 * 1024 * 1024) }], `?max=${1024 * 1024}`);
    expect(res.json().messages).toEqual([messages.uploads.tooLarge(1)]);
    expect(res.statusCode).toBe(413);
    // A file of exactly the limit is taken.
    const exact = await upload('draft', [{ name: 'file', filename: 'exact.mp4', data: mp4Stream(1024 * 1024) }], `?max=${1024 * 1024}`);
    expect(exact.statusCode).toBe(200);
    expect(exact.json().file.sizeBytes).toBe(1024 * 1024);
    // Over the limit within the sniffed head too.
    const small = await upload('photo', [{ name: 'file', filename: 'p.png', data: PNG }], '?max=10');
    expect(small.statusCode).toBe(413);
    expect(await countAll()).toBe(before + 1);
    await expectConsistent();
  });

  it('the photo limit and its message are the spec’s', () => {
    expect(messages.uploads.tooLarge(100)).toBe('File size exceeds 100MB limit');
  });

  it('answers 413 over a real connection without reading the rest of a large upload', async () => {
    const before = await countAll();
    const { port } = new URL(url);
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: `/test/upload/draft?max=${1024 * 1024}`, headers: formHeaders });
    const answer = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
        res.on('error', reject);
      });
    });
    req.on('error', () => {});
    let sent = 0;
    let answered = false;
    void answer.then(() => (answered = true));
    const total = 256 * 1024 * 1024;
    for await (const chunk of formChunks([{ name: 'file', filename: 'x.mp4', data: mp4Stream(total) }])) {
      if (answered || req.destroyed) break;
      sent += chunk.length;
      if (!req.write(chunk)) await new Promise((r) => req.once('drain', r).once('close', r));
    }
    const res = await answer;
    req.destroy();
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).messages).toEqual([messages.uploads.tooLarge(1)]);
    expect(res.connection).toBe('close');
    expect(sent).toBeLessThan(total / 2);
    expect(await countAll()).toBe(before);
    await expectConsistent();
  });

  it('validates the fields with the caller’s schema (400 with its messages), keeping nothing', async () => {
    const before = await countAll();
    const res = await upload('draft', [
      { name: 'file', filename: 'x.png', data: PNG },
      { name: 'PostID', value: 'abc' },
      { name: 'caption', value: 'x'.repeat(60) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['Invalid PostID', 'Caption is too long']);
    // A field twice is refused.
    const twice = await upload('draft', [
      { name: 'PostID', value: '1' },
      { name: 'PostID', value: '2' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(await countAll()).toBe(before);
    await expectConsistent();
  });

  it('answers file: null when no file part is sent', async () => {
    const res = await upload('draft', [{ name: 'PostID', value: '7' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ file: null, fields: { PostID: '7' } });
  });

  it('refuses JSON and other non-form bodies with 4xx', async () => {
    const json = await fastify.inject({ method: 'POST', url: '/test/upload/draft', payload: { file: 'x.png', PostID: '1' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().messages).toEqual([messages.uploads.notMultipart]);
    const text = await fastify.inject({ method: 'POST', url: '/test/upload/draft', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(415);
    const noBoundary = await fastify.inject({ method: 'POST', url: '/test/upload/draft', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(noBoundary.statusCode).toBe(400);
  });

  it('refuses a second file, too many fields and an oversized field, keeping nothing', async () => {
    const before = await countAll();
    const two = await upload('draft', [
      { name: 'file', filename: 'a.png', data: PNG },
      { name: 'file2', filename: 'b.png', data: PNG },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().messages).toEqual([messages.uploads.oneFile]);
    const many = await upload('draft', Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, value: 'x' })));
    expect(many.statusCode).toBe(400);
    expect(many.json().messages).toEqual([messages.uploads.tooManyFields]);
    const long = await upload('draft', [
      { name: 'file', filename: 'a.png', data: PNG },
      { name: 'caption', value: 'x'.repeat(20 * 1024) },
    ]);
    expect(long.statusCode).toBe(413);
    expect(long.json().messages).toEqual([messages.uploads.fieldTooLong]);
    expect(await countAll()).toBe(before);
    await expectConsistent();
  });

  it('refuses a truncated form and an empty file with 400, keeping nothing', async () => {
    const before = await countAll();
    const cut = await fastify.inject({
      method: 'POST',
      url: '/test/upload/draft',
      headers: formHeaders,
      payload: form([{ name: 'file', filename: 'x.mp4', data: mp4Stream(2 * 1024 * 1024) }], { truncate: true }),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().messages).toEqual([messages.uploads.incomplete]);
    const empty = await upload('draft', [{ name: 'file', filename: 'x.png', data: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages).toEqual([messages.uploads.empty]);
    expect(await countAll()).toBe(before);
    await expectConsistent();
  });

  it('keeps nothing when the caller refuses after the upload (an error answer)', async () => {
    const before = await countAll();
    const res = await upload('draft', [{ name: 'file', filename: 'x.png', data: PNG }], '?fail=1');
    expect(res.statusCode).toBe(409);
    // Removed before the answer went out.
    expect(await countAll()).toBe(before);
    await expectConsistent();
  });

  it.each([
    ['keeps the file when the route then succeeds', '', true],
    ['keeps nothing when the route then refuses', '&fail=1', false],
  ])('a client gone after its upload completed: %s', async (_what, query, kept) => {
    const before = await countAll();
    gate = makeGate();
    const { port } = new URL(url);
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: `/test/upload/draft?gate=1${query}`, headers: formHeaders });
    req.on('error', () => {});
    for await (const chunk of formChunks([{ name: 'file', filename: 'x.png', data: PNG }])) req.write(chunk);
    req.end();
    await pollUntil(async () => (await countAll()) === before + 1, { timeoutMs: 10_000, what: 'the upload to be stored' });
    const gone = new Promise((r) => req.once('close', r));
    req.destroy();
    await gone;
    gate.release();
    await gate.done;
    expect(await countAll()).toBe(before + (kept ? 1 : 0));
    await expectConsistent();
  });

  it('keeps nothing when the client disconnects mid-upload', async () => {
    const before = await countAll();
    const { port } = new URL(url);
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/test/upload/draft', headers: formHeaders });
    req.on('error', () => {});
    const chunks = formChunks([{ name: 'file', filename: 'x.mp4', data: mp4Stream(64 * 1024 * 1024) }]);
    // Send a few MB, then wait until the server is writing them, then drop the connection.
    for (let i = 0; i < 4; i++) req.write((await chunks.next()).value as Buffer);
    await pollUntil(() => (s3 ? true : partials().length > 0), { timeoutMs: 10_000, what: 'the upload to start' });
    req.destroy();
    await pollUntil(async () => partials().length === 0 && (await countAll()) === before, {
      timeoutMs: 10_000,
      what: 'the aborted upload to be removed',
      detail: () => storedKeys().join('\n'),
    });
    await expectConsistent();
  });

  it('drops an upload whose client stalls, keeping nothing', async () => {
    const before = await countAll();
    const { port } = new URL(url);
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/test/upload/draft?idle=300', headers: formHeaders });
    req.on('error', () => {});
    const closed = new Promise((r) => req.once('close', r));
    const chunks = formChunks([{ name: 'file', filename: 'x.mp4', data: mp4Stream(8 * 1024 * 1024) }]);
    for (let i = 0; i < 3; i++) req.write((await chunks.next()).value as Buffer);
    // Then nothing: the server closes the connection and removes what it had written.
    await closed;
    await pollUntil(async () => partials().length === 0 && (await countAll()) === before, { timeoutMs: 10_000, what: 'the stalled upload to be removed' });
    await expectConsistent();
  });

  it('streams a 64 MB upload without buffering it and stores its exact size', async () => {
    const total = 64 * 1024 * 1024 + 17;
    const res = await fetch(`${url}/test/upload/draft?owner=${(await makeContact(db)).id}`, {
      method: 'POST',
      headers: formHeaders,
      body: Readable.toWeb(form([{ name: 'file', filename: 'long take.mp4', data: mp4Stream(total) }])) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(200);
    const { file } = (await res.json()) as { file: { id: number; sizeBytes: number; contentType: string } };
    expect(file).toMatchObject({ sizeBytes: total, contentType: 'video/mp4' });
    const got = await fastify.inject({ url: `/test/files/${file.id}`, payloadAsStream: true });
    expect(got.headers['content-length']).toBe(String(total));
    let bytes = 0;
    for await (const c of got.stream() as AsyncIterable<Buffer>) bytes += c.length;
    expect(bytes).toBe(total);
    await expectConsistent();
  }, 120_000);

  it('serves a file with its type, length, disposition and protective headers', async () => {
    const res = await upload('draft', [{ name: 'file', filename: 'résumé final.png', data: PNG }]);
    const { file } = res.json();
    const got = await fastify.inject({ url: `/test/files/${file.id}` });
    expect(got.statusCode).toBe(200);
    expect({ ...got.headers }).toEqual({
      ...got.headers,
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'content-disposition': `inline; filename="r_sum_ final.png"; filename*=UTF-8''r%C3%A9sum%C3%A9%20final.png`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private',
    });
    const head = await fastify.inject({ method: 'HEAD', url: `/test/files/${file.id}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PNG.length));
    expect(head.rawPayload.length).toBe(0);
    const download = await fastify.inject({ url: `/test/files/${file.id}?download=1` });
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    // Text and Word files are downloads, under the detected type's extension.
    const txt = (await upload('contract', [{ name: 'file', filename: 'contract.exe', data: TXT }])).json().file;
    const t = await fastify.inject({ url: `/test/files/${txt.id}` });
    expect(t.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(t.headers['content-disposition']).toBe(`attachment; filename="contract.exe.txt"; filename*=UTF-8''contract.exe.txt`);
    expect(t.body).toBe(TXT.toString());
  });

  it('answers a byte range with 206 (video seeking), an impossible one with 416', async () => {
    const { file } = (await upload('draft', [{ name: 'file', filename: 'clip.mp4', data: MP4 }])).json();
    const get = (range: string) => fastify.inject({ url: `/test/files/${file.id}`, headers: { range } });
    const part = await get('bytes=4-11');
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({ 'content-range': `bytes 4-11/${MP4.length}`, 'content-length': '8', 'accept-ranges': 'bytes', 'content-type': 'video/mp4' });
    expect(part.rawPayload.equals(MP4.subarray(4, 12))).toBe(true);
    const tail = await get('bytes=-10');
    expect(tail.headers['content-range']).toBe(`bytes ${MP4.length - 10}-${MP4.length - 1}/${MP4.length}`);
    expect(tail.rawPayload.equals(MP4.subarray(-10))).toBe(true);
    const open = await get('bytes=1000-');
    expect(open.rawPayload.equals(MP4.subarray(1000))).toBe(true);
    const beyond = await get(`bytes=${MP4.length}-`);
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${MP4.length}`);
    // Several ranges, or nonsense: the whole file.
    for (const range of ['bytes=0-1,4-5', 'items=0-1', 'bytes=5-2']) {
      const whole = await get(range);
      expect(whole.statusCode, range).toBe(200);
      expect(whole.rawPayload.equals(MP4)).toBe(true);
    }
  });

  it('deleteFile soft-deletes the row and removes the object; the file is then 404', async () => {
    const { file } = (await upload('tax', [{ name: 'file', filename: 'w9.pdf', data: PDF }])).json();
    const del = await fastify.inject({ method: 'DELETE', url: `/test/files/${file.id}` });
    expect(del.json()).toEqual({ deleted: true });
    const [row] = await db.select().from(files).where(eq(files.id, file.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(storedKeys()).not.toContain(file.storageKey);
    expect((await fastify.inject({ url: `/test/files/${file.id}` })).statusCode).toBe(404);
    // Again: nothing changes, no error.
    expect((await fastify.inject({ method: 'DELETE', url: `/test/files/${file.id}` })).json()).toEqual({ deleted: true });
    await expectConsistent();
  });
});

describe('content detection and names', () => {
  it('takes UTF-8 text as text/plain, and not binary or NUL bytes', async () => {
    expect(await detectType(TXT)).toBe('text/plain');
    // A multi-byte character cut by the end of the sample is still text.
    expect(await detectType(Buffer.from('abc é').subarray(0, 5))).toBe('text/plain');
    expect(await detectType(Buffer.from('abc\0def'))).toBeNull();
    expect(await detectType(Buffer.from([0xc3, 0x28, 0x41]))).toBeNull();
    expect(await detectType(ELF)).toBe('application/x-elf');
  });

  it('encodes any file name for Content-Disposition (RFC 5987)', () => {
    expect(contentDisposition('attachment', "a'b(c)*%.pdf")).toBe(`attachment; filename="a'b(c)*_.pdf"; filename*=UTF-8''a%27b%28c%29%2A%25.pdf`);
    expect(contentDisposition('inline', '日本.png')).toBe(`inline; filename="__.png"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.png`);
  });
});
