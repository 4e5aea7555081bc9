import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type Sharp from 'sharp';
import { messages } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { files } from '../db/schema.ts';
import type { Storage } from '../plugins/storage.ts';
import { badRequest } from './http.ts';
import type { FileRow } from './file-rules.ts';

/** The stored profile photo: a square this many pixels wide (twice a 256 px avatar on a high-density screen). */
export const PHOTO_SIZE = 512;
/**
 * Larger images are refused rather than decoded (a PNG of a few KB can claim 60,000 × 60,000 pixels: decoding it
 * would take gigabytes). 50 megapixels is beyond any phone camera's photo.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;

// No cache of decoded images; one libvips thread per image. Photos are resized one at a time per process (below):
// an upload may be 100 MB, held in memory while it is decoded, so parallel uploads queue instead of adding up.
// sharp (libvips, 60-100 ms to load) is loaded with the first photo, not on every start (issue 13).
let loaded: Promise<typeof Sharp> | null = null;
const loadSharp = () =>
  (loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  }));
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Replaces an uploaded photo (already checked by content: jpeg or png) with its avatar: EXIF orientation applied,
 * cropped to a PHOTO_SIZE square around its most interesting part (never enlarged), every metadata block dropped
 * (camera EXIF, GPS position), JPEG (PNG when it has transparency). The object is rewritten under the same key and
 * its row updated, so the upload's clean-up on a refused request still covers it. An image that is not really
 * decodable, or too large to decode, answers the screen's wrong-type message (400).
 */
export function resizePhoto(db: Db, storage: Storage, file: FileRow): Promise<FileRow> {
  return oneAtATime(() => resize(db, storage, file));
}

async function resize(db: Db, storage: Storage, file: FileRow): Promise<FileRow> {
  const { body } = await storage.get(file.storageKey);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  const sharp = await loadSharp();
  let out: { data: Buffer; type: 'image/jpeg' | 'image/png' };
  try {
    const image = sharp(Buffer.concat(chunks), { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' });
    const { hasAlpha } = await image.metadata();
    const square = image.rotate().resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: sharp.strategy.attention, withoutEnlargement: true });
    out = hasAlpha
      ? { data: await square.png({ compressionLevel: 9 }).toBuffer(), type: 'image/png' }
      : { data: await square.jpeg({ quality: 82, mozjpeg: true }).toBuffer(), type: 'image/jpeg' };
  } catch {
    throw badRequest(messages.uploads.invalidPhoto);
  }
  await storage.put(file.storageKey, Readable.from([out.data]), out.type);
  const [row] = await db
    .update(files)
    .set({ contentType: out.type, sizeBytes: out.data.length })
    .where(eq(files.id, file.id))
    .returning();
  return row!;
}
