import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startTestS3, type TestS3 } from '../testing/s3.ts';
import { assertKey, diskStorage, s3Storage, type Storage, StorageNotFoundError, storageFromConfig } from './storage.ts';

/** `total` bytes of a repeatable pattern, in `chunk`-sized pieces, generated as read; optionally failing after `failAfter`. */
function generated(total: number, { chunk = 256 * 1024, failAfter }: { chunk?: number; failAfter?: number } = {}) {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error('client went away'));
      if (sent >= total) return this.push(null);
      const n = Math.min(chunk, total - sent);
      const buf = Buffer.alloc(n);
      for (let i = 0; i < n; i++) buf[i] = (sent + i) % 251;
      sent += n;
      this.push(buf);
    },
  });
}

async function digest(body: Readable): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const c of body as AsyncIterable<Buffer>) {
    hash.update(c);
    bytes += c.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

async function expectGone(storage: Storage, key: string) {
  await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
}

interface Driver {
  name: 'disk' | 's3';
  storage: Storage;
  /** Every object key the backing store holds (to prove nothing partial is left). */
  keys(): string[];
}

const drivers: Driver[] = [];
let diskRoot: string;
let s3: TestS3;

beforeAll(async () => {
  diskRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-storage-'));
  s3 = await startTestS3();
  const walk = (dir: string): string[] =>
    fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : [];
  drivers.push({ name: 'disk', storage: diskStorage(diskRoot), keys: () => walk(diskRoot).map((f) => f.split(path.sep).join('/')).sort() });
  // The smallest part S3 allows (5 MB), so a 12 MB body goes as a three-part multipart upload.
  drivers.push({ name: 's3', storage: s3Storage(s3.config, { partSize: 5 * 1024 * 1024 }), keys: () => s3.keys() });
});

afterAll(async () => {
  for (const d of drivers) await d.storage.close();
  await s3?.close();
  if (diskRoot) fs.rmSync(diskRoot, { recursive: true, force: true });
});

describe.each(['disk', 's3'] as const)('%s storage', (name) => {
  const driver = () => drivers.find((d) => d.name === name)!;

  it('stores a stream and gives it back with its size', async () => {
    const { storage, keys } = driver();
    await storage.put('draft/small-1', Readable.from([Buffer.from('hello '), Buffer.from('world')]), 'text/plain');
    expect(keys()).toContain('draft/small-1');
    const got = await storage.get('draft/small-1');
    expect(got.size).toBe(11);
    expect(Buffer.concat(await got.body.toArray()).toString()).toBe('hello world');
  });

  it('streams a body larger than one part, of unknown length, intact', async () => {
    const { storage } = driver();
    const total = 12 * 1024 * 1024 + 123;
    const expected = await digest(generated(total));
    await storage.put('draft/large-1', generated(total), 'video/mp4');
    const got = await storage.get('draft/large-1');
    expect(got.size).toBe(total);
    expect(await digest(got.body)).toEqual(expected);
  });

  it('reads a byte range, and gives the whole size', async () => {
    const { storage } = driver();
    await storage.put('draft/ranged', Readable.from([Buffer.from('0123456789')]), 'text/plain');
    const got = await storage.get('draft/ranged', { start: 2, end: 5 });
    expect(got.size).toBe(10);
    expect(Buffer.concat(await got.body.toArray()).toString()).toBe('2345');
    const last = await storage.get('draft/ranged', { start: 9, end: 9 });
    expect(Buffer.concat(await last.body.toArray()).toString()).toBe('9');
  });

  it('leaves nothing visible when the body fails half way (small and multipart)', async () => {
    const { storage, keys } = driver();
    const before = keys();
    await expect(storage.put('draft/broken-small', generated(1024 * 1024, { failAfter: 300 * 1024 }), 'video/mp4')).rejects.toThrow();
    await expect(storage.put('draft/broken-large', generated(20 * 1024 * 1024, { failAfter: 11 * 1024 * 1024 }), 'video/mp4')).rejects.toThrow();
    await expectGone(storage, 'draft/broken-small');
    await expectGone(storage, 'draft/broken-large');
    expect(keys()).toEqual(before);
  });

  it('deletes, and deleting what is not there is not an error', async () => {
    const { storage } = driver();
    await storage.put('tax/to-delete', Readable.from([Buffer.from('x')]), 'application/pdf');
    await storage.delete('tax/to-delete');
    await expectGone(storage, 'tax/to-delete');
    await storage.delete('tax/to-delete');
    await expectGone(storage, 'tax/never-was');
  });

  it('refuses keys that are not server-made', async () => {
    const { storage } = driver();
    for (const key of ['../escape', 'draft/../../escape', '/etc/passwd', '', 'a//b', '.partial/x', 'draft/..', 'a\\b', 'a b']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]), 'text/plain'), key).rejects.toThrow(/Refused storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Refused storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Refused storage key/);
    }
  });
});

describe('disk storage after a crash', () => {
  it('sweeps partial files untouched for the given age, and keeps fresh ones and stored objects', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-sweep-'));
    try {
      const storage = diskStorage(root);
      expect(await storage.sweepPartials(1000)).toBe(0);
      await storage.put('draft/kept', Readable.from([Buffer.from('x')]), 'text/plain');
      const partials = path.join(root, '.partial');
      fs.writeFileSync(path.join(partials, 'old'), 'cut short');
      fs.writeFileSync(path.join(partials, 'fresh'), 'in progress');
      const past = new Date(Date.now() - 2 * 3600_000);
      fs.utimesSync(path.join(partials, 'old'), past, past);
      expect(await storage.sweepPartials(3600_000)).toBe(1);
      expect(fs.readdirSync(partials)).toEqual(['fresh']);
      expect((await storage.get('draft/kept')).size).toBe(1);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('S3 storage after a crash', () => {
  it('aborts multipart uploads started before the cut-off, page by page, one another node aborted first included (against a stand-in for S3\'s multipart calls: s3rver has none)', async () => {
    const old = new Date(Date.now() - 2 * 3600_000).toISOString();
    // Key, upload id, when it started; the upload `photo/gone` is listed but another node aborts it first.
    const open = new Map([
      ['photo/a|1', old],
      ['photo/b|2', old],
      ['photo/fresh|3', new Date().toISOString()],
      ['photo/gone|4', old],
      ['tax/c|5', old],
    ]);
    const aborted: string[] = [];
    const server = http.createServer((req, res) => {
      const url = new URL(req.url!, 'http://s3');
      if (req.method === 'GET' && url.searchParams.has('uploads')) {
        // Two a page, after the markers, as S3 pages them.
        const marker = url.searchParams.get('key-marker');
        const after = `${marker}|${url.searchParams.get('upload-id-marker')}`;
        const rest = [...open].filter(([id]) => !marker || id > after);
        const page = rest.slice(0, 2);
        const last = page.at(-1)?.[0].split('|') ?? ['', ''];
        const uploads = page.map(([id, at]) => `<Upload><Key>${id.split('|')[0]}</Key><UploadId>${id.split('|')[1]}</UploadId><Initiated>${at}</Initiated></Upload>`);
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>b</Bucket><IsTruncated>${rest.length > 2}</IsTruncated>` +
            `<NextKeyMarker>${last[0]}</NextKeyMarker><NextUploadIdMarker>${last[1]}</NextUploadIdMarker>${uploads.join('')}</ListMultipartUploadsResult>`,
        );
      }
      const id = `${url.pathname.split('/').slice(2).join('/')}|${url.searchParams.get('uploadId')}`;
      if (req.method === 'DELETE' && open.has(id) && !id.startsWith('photo/gone')) {
        open.delete(id);
        aborted.push(id);
        res.writeHead(204);
        return res.end();
      }
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const storage = s3Storage({ endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bucket: 'b', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's' });
    try {
      expect(await storage.sweepPartials(3600_000)).toBe(3);
      expect(aborted).toEqual(['photo/a|1', 'photo/b|2', 'tax/c|5']);
      expect([...open.keys()]).toEqual(['photo/fresh|3', 'photo/gone|4']);
    } finally {
      await storage.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers 0 on a store that cannot list multipart uploads (s3rver), rather than failing the clean-up', async () => {
    const storage = s3Storage(s3.config);
    try {
      expect(await storage.sweepPartials(0)).toBe(0);
    } finally {
      await storage.close();
    }
  });
});

describe('storage configuration', () => {
  it('parses S3_URL, lets S3_* override it, and picks the driver', () => {
    const base = { DATA_DIR: '/tmp/chorus-x' };
    expect(loadConfig(base).s3).toBeNull();
    expect(storageFromConfig(loadConfig(base)).driver).toBe('disk');
    const c = loadConfig({ ...base, S3_URL: 'https://AK%2F1:s%40cret@minio.example:9000/uploads?region=eu-west-1' });
    expect(c.s3).toEqual({ endpoint: 'https://minio.example:9000', bucket: 'uploads', region: 'eu-west-1', accessKeyId: 'AK/1', secretAccessKey: 's@cret' });
    const o = loadConfig({ ...base, S3_URL: 'https://a:b@minio.example/uploads', S3_BUCKET: 'other', S3_REGION: 'us-west-2' });
    expect(o.s3).toMatchObject({ bucket: 'other', region: 'us-west-2', accessKeyId: 'a' });
    expect(loadConfig({ ...base, S3_BUCKET: 'aws-bucket' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'aws-bucket',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    const s = storageFromConfig(loadConfig({ ...base, S3_BUCKET: 'b' }));
    expect(s.driver).toBe('s3');
    void s.close();
    expect(() => loadConfig({ ...base, S3_URL: 'https://minio.example/' })).toThrow(/S3_URL/);
    expect(() => loadConfig({ ...base, S3_URL: 'ftp://minio.example/b' })).toThrow(/S3_URL/);
  });

  it('assertKey accepts what the server makes', () => {
    expect(() => assertKey('draft/5b0e8c8e-2f4e-4c53-9d1c-6f7d0b7e2a11')).not.toThrow();
    expect(() => assertKey('photo/x.y_z-1')).not.toThrow();
  });
});
