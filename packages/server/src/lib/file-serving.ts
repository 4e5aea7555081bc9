import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import { type ByteRange, type Storage, StorageNotFoundError } from '../plugins/storage.ts';
import { notFound } from './http.ts';
import { AUDIO, DOC, DOCX, JPEG, PDF, PNG, TEXT, VIDEO, WEBP, type FileRow } from './file-rules.ts';

// Serving a stored upload: its content type and download name, Range requests, inline or attachment.

/** The extension a download of each type gets, whatever the client named it (an `x.exe` contract is `x.exe.doc`). */
const EXTENSIONS: Record<string, string[]> = {
  [PDF]: ['pdf'],
  [JPEG]: ['jpg', 'jpeg'],
  [PNG]: ['png'],
  [WEBP]: ['webp'],
  'audio/mpeg': ['mp3'],
  'audio/mp4': ['m4a', 'mp4'],
  'audio/x-m4a': ['m4a'],
  'audio/aac': ['aac'],
  'audio/wav': ['wav'],
  'audio/ogg': ['ogg', 'oga'],
  'video/mp4': ['mp4'],
  'video/x-m4v': ['m4v', 'mp4'],
  'video/quicktime': ['mov', 'qt'],
  'video/webm': ['webm'],
  [DOC]: ['doc'],
  [DOCX]: ['docx'],
  [TEXT]: ['txt'],
};

/** Shown in the browser when opened; everything else is a download. */
const INLINE = new Set([PDF, JPEG, PNG, WEBP, ...VIDEO, ...AUDIO]);

/** The name a download gets: the stored name, with the extension of the detected type when it has another. */
export function downloadName(file: Pick<FileRow, 'originalName' | 'contentType'>): string {
  const allowed = EXTENSIONS[file.contentType];
  if (!allowed) return file.originalName;
  const ext = file.originalName.includes('.') ? file.originalName.split('.').pop()!.toLowerCase() : '';
  return allowed.includes(ext) ? file.originalName : `${file.originalName}.${allowed[0]}`;
}

/** `inline|attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266 with RFC 5987 for any name). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The single range a `Range` header asks for within `size` bytes; null to send the whole file (no header, another
 * unit, several ranges, a malformed or backwards range: RFC 9110 lets a server ignore those); 'unsatisfiable' when
 * it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Number(m[2]);
  if (m[2] !== '' && end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/**
 * Streams a stored file to the client with its detected type and exact length, and single byte ranges (206; Safari
 * plays a video only from a server that takes them). Images, PDFs and videos open inline unless `download`;
 * everything else is an attachment. `nosniff` and a sandboxing CSP keep a file from acting as a page of ours (a
 * crafted PDF or text cannot run script on our origin). The reply is hijacked once the object is open, so the
 * status, length and bytes are exactly these whatever the route wrapper does next, and nothing re-encodes the file
 * (no compression: ranges count the stored bytes). Errors before that (404) are ordinary replies.
 *
 * Authorization is the caller's: check who may read the file (the offer's creator, their linked manager, an
 * admin; the account's owner for tax forms and photos) before calling this.
 */
export async function sendFile(
  reply: FastifyReply,
  storage: Storage,
  file: FileRow,
  { download = false, cacheControl = 'private' }: { download?: boolean; cacheControl?: string } = {},
) {
  if (file.deletedAt) throw notFound();
  const size = file.sizeBytes;
  const range = parseRange(reply.request.headers.range, size);
  const inline = !download && INLINE.has(file.contentType);
  const headers: Record<string, string> = {
    'content-type': file.contentType === TEXT ? 'text/plain; charset=utf-8' : file.contentType,
    'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', downloadName(file)),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "sandbox; default-src 'none'",
    'cache-control': cacheControl,
    'accept-ranges': 'bytes',
  };
  let object: { body: Readable; size: number } | null = null;
  if (range !== 'unsatisfiable') {
    try {
      object = await storage.get(file.storageKey, range ?? undefined);
    } catch (err) {
      if (err instanceof StorageNotFoundError) throw notFound();
      throw err;
    }
  }
  reply.hijack();
  const res = reply.raw;
  // Headers other hooks set before the handler (helmet, CORS) go out too; ours win.
  const before = Object.fromEntries(Object.entries(reply.getHeaders()).filter((e): e is [string, string | number | string[]] => e[1] !== undefined));
  if (!object) {
    res.writeHead(416, { ...before, ...headers, 'content-range': `bytes */${size}`, 'content-length': '0' });
    res.end();
    return reply;
  }
  if (range && range !== 'unsatisfiable') {
    res.writeHead(206, { ...before, ...headers, 'content-range': `bytes ${range.start}-${range.end}/${size}`, 'content-length': String(range.end - range.start + 1) });
  } else {
    res.writeHead(200, { ...before, ...headers, 'content-length': String(object.size) });
  }
  if (reply.request.method === 'HEAD') {
    object.body.destroy();
    res.end();
    return reply;
  }
  // A failure mid-stream cuts the connection: the client sees fewer bytes than Content-Length, never a wrong file.
  pipeline(object.body, res).catch((err: unknown) => {
    if (!res.destroyed) reply.log.warn({ err, key: file.storageKey }, 'file stream failed');
    res.destroy();
  });
  return reply;
}
