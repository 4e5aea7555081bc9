import { crc32 } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@chorus/core';
import { contacts, files } from '../../db/schema.ts';
import { PHOTO_SIZE } from '../../lib/photos.ts';
import { storageFromConfig } from '../../plugins/storage.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { multipart, sampleFiles } from '../../testing/campaign-factories.ts';
import { auth, grantAccess, linkToManager, loginAs, makeContact } from '../../testing/factories.ts';

const PARALLEL = 8;

describe.each(dbKinds)('tax form and photo on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
  const upload = (token: string, url: string, name: string, content: Buffer) => {
    const form = multipart({}, { name, content });
    return t.app.inject({ method: 'POST', url, headers: { ...auth(token), ...form.headers }, payload: form.payload });
  };

  it('uploads a tax form (by content), shows it to its owner only, replaces and deletes it', async () => {
    const a = await makeContact(t.db);
    const b = await makeContact(t.db);
    const ta = await loginAs(t.app, a.email);
    const tb = await loginAs(t.app, b.email);
    expect((await get(ta, '/creatorapi/tax')).json().results).toMatchObject({ TaxForm_IsUploaded: false, TaxForm_URL: null });
    const wrong = await upload(ta, '/creatorapi/tax-save', 'w9.pdf', sampleFiles.exe);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages).toEqual(['Invalid File']);
    expect((await upload(ta, '/creatorapi/tax-save', 'w9.pdf', sampleFiles.pdf)).statusCode).toBe(200);
    const first = (await get(ta, '/creatorapi/tax')).json().results;
    expect(first).toMatchObject({ TaxForm_IsUploaded: true, TaxForm_FileName: 'w9.pdf' });
    const file = await get(ta, first.TaxForm_URL);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await get(tb, first.TaxForm_URL)).statusCode).toBe(404);
    expect((await get(tb, '/creatorapi/tax')).json().results.TaxForm_IsUploaded).toBe(false);
    // A second upload replaces the first.
    expect((await upload(ta, '/creatorapi/tax-save', 'scan.png', sampleFiles.png)).statusCode).toBe(200);
    const second = (await get(ta, '/creatorapi/tax')).json().results;
    expect(second.TaxForm_FileName).toBe('scan.png');
    expect((await get(ta, first.TaxForm_URL)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/creatorapi/tax-delete', headers: auth(tb) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/creatorapi/tax-delete', headers: auth(ta) })).statusCode).toBe(200);
    expect((await get(ta, '/creatorapi/tax')).json().results.TaxForm_IsUploaded).toBe(false);
    const live = await t.db.select().from(files).where(eq(files.ownerContactId, a.id));
    expect(live.every((f) => f.deletedAt !== null)).toBe(true);
  });

  /** Whether storage still holds `key` (what a reader of the file would get). */
  const stored = async (key: string) => {
    try {
      (await storageFromConfig(t.config).get(key)).body.destroy();
      return true;
    } catch {
      return false;
    }
  };
  /** The owner's rows of `kind`: exactly one live, its object present; every other row deleted and its object gone. */
  async function expectOneLive(ownerId: number, kind: 'tax' | 'photo') {
    const rows = await t.db.select().from(files).where(and(eq(files.ownerContactId, ownerId), eq(files.kind, kind)));
    const live = rows.filter((f) => f.deletedAt === null);
    expect(live).toHaveLength(1);
    expect(await stored(live[0]!.storageKey)).toBe(true);
    for (const gone of rows.filter((f) => f.deletedAt !== null)) expect(await stored(gone.storageKey)).toBe(false);
    return { live: live[0]!, all: rows };
  }

  it('keeps exactly the last of parallel tax uploads (a double click, two tabs, a retry), each answered as saved', async () => {
    const a = await makeContact(t.db);
    const ta = await loginAs(t.app, a.email);
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => upload(ta, '/creatorapi/tax-save', `w9-${round}-${i}.pdf`, sampleFiles.pdf)));
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.json().results.message).toBe(accountMessages.taxSaved);
      }
      const { live, all } = await expectOneLive(a.id, 'tax');
      expect(all).toHaveLength(PARALLEL * (round + 1));
      const shown = (await get(ta, '/creatorapi/tax')).json().results;
      expect(shown).toMatchObject({ TaxForm_IsUploaded: true, TaxForm_FileName: live.originalName });
      expect((await get(ta, shown.TaxForm_URL)).statusCode).toBe(200);
    }
    // Deletes racing an upload: whichever commits last decides, and nothing live points at a removed object.
    const mixed = await Promise.all([
      t.app.inject({ method: 'DELETE', url: '/creatorapi/tax-delete', headers: auth(ta) }),
      upload(ta, '/creatorapi/tax-save', 'late.pdf', sampleFiles.pdf),
      t.app.inject({ method: 'DELETE', url: '/creatorapi/tax-delete', headers: auth(ta) }),
    ]);
    for (const res of mixed) expect([200, 404]).toContain(res.statusCode);
    const rows = await t.db.select().from(files).where(and(eq(files.ownerContactId, a.id), eq(files.kind, 'tax')));
    for (const f of rows) expect(await stored(f.storageKey)).toBe(f.deletedAt === null);
    expect(rows.filter((f) => f.deletedAt === null).length).toBeLessThanOrEqual(1);
  });

  it('keeps exactly the last of parallel photo uploads as the contact image; none answers 500', async () => {
    const a = await makeContact(t.db);
    const ta = await loginAs(t.app, a.email);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => upload(ta, '/creatorapi/photo', `me-${i}.png`, sampleFiles.png)));
    for (const res of answers) expect(res.statusCode).toBe(200);
    const { live } = await expectOneLive(a.id, 'photo');
    const [contact] = await t.db.select({ imageUrl: contacts.imageUrl }).from(contacts).where(eq(contacts.id, a.id));
    expect(contact!.imageUrl).toBe(`/creatorapi/photo/${live.uid}`);
    expect((await get(ta, contact!.imageUrl!)).statusCode).toBe(200);
  });

  it('takes a jpg or png photo as the contact image, seen by the account, its manager and grantees only', async () => {
    const a = await makeContact(t.db);
    const manager = await makeContact(t.db, { contactType: 'manager' });
    const helper = await makeContact(t.db);
    const stranger = await makeContact(t.db);
    await linkToManager(t.db, manager.id, a.id);
    await grantAccess(t.db, a.id, helper.id);
    const ta = await loginAs(t.app, a.email);
    const pdf = await upload(ta, '/creatorapi/photo', 'me.png', sampleFiles.pdf);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().messages).toEqual(['Please upload a valid JPG or PNG file']);
    const ok = await upload(ta, '/creatorapi/photo', 'me.png', sampleFiles.png);
    expect(ok.statusCode).toBe(200);
    const url = ok.json().results.Contact_ImageURLLocation as string;
    expect((await get(ta, '/creatorapi/check')).json().results.contactDetail.contactImageUrl).toBe(url);
    expect((await get(ta, '/creatorapi/information')).json().results.ContactInformation.Contact_ImageURLLocation).toBe(url);
    expect((await get(ta, url)).headers['content-type']).toBe('image/png');
    expect((await get(await loginAs(t.app, manager.email), url)).statusCode).toBe(200);
    expect((await get(await loginAs(t.app, helper.email), url)).statusCode).toBe(200);
    expect((await get(await loginAs(t.app, stranger.email), url)).statusCode).toBe(404);
    const again = await upload(ta, '/creatorapi/photo', 'me2.png', sampleFiles.png);
    expect((await get(ta, url)).statusCode).toBe(404);
    expect((await get(ta, again.json().results.Contact_ImageURLLocation)).statusCode).toBe(200);
  });

  it('stores a photo as its avatar: a square of PHOTO_SIZE, EXIF orientation applied, metadata dropped', async () => {
    const a = await makeContact(t.db);
    const ta = await loginAs(t.app, a.email);
    // 1200 × 800 pixels stored sideways (EXIF orientation 6) with a camera's metadata.
    const camera = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo', Orientation: '6' } })
      .toBuffer();
    expect((await sharp(camera).metadata()).exif).toBeDefined();
    const sent = await upload(ta, '/creatorapi/photo', 'me.jpg', camera);
    expect(sent.statusCode).toBe(200);
    const served = await get(ta, sent.json().results.Contact_ImageURLLocation);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: PHOTO_SIZE, height: PHOTO_SIZE });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.length).toBeLessThan(camera.length);
    const [row] = await t.db.select().from(files).where(eq(files.uid, sent.json().results.Contact_ImageURLLocation.split('/').pop()));
    expect(row).toMatchObject({ contentType: 'image/jpeg', sizeBytes: served.rawPayload.length });

    // Transparency is kept (PNG); a small image is not enlarged.
    const logo = await sharp({ create: { width: 100, height: 60, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const small = await upload(ta, '/creatorapi/photo', 'logo.png', logo);
    const smallServed = await get(ta, small.json().results.Contact_ImageURLLocation);
    expect(smallServed.headers['content-type']).toBe('image/png');
    expect(await sharp(smallServed.rawPayload).metadata()).toMatchObject({ format: 'png', width: 100, height: 60, hasAlpha: true });
  });

  it('refuses a photo that only looks like one, or claims more pixels than it may decode, leaving nothing behind', async () => {
    const a = await makeContact(t.db);
    const ta = await loginAs(t.app, a.email);
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const len = Buffer.alloc(4);
      len.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([len, body, crc]);
    };
    const ihdr = (w: number, h: number) => {
      const d = Buffer.alloc(13);
      d.writeUInt32BE(w, 0);
      d.writeUInt32BE(h, 4);
      d.set([8, 2, 0, 0, 0], 8);
      return chunk('IHDR', d);
    };
    const signature = sampleFiles.png.subarray(0, 8);
    // 60,000 × 60,000 pixels in a few bytes: a decompression bomb.
    const bomb = Buffer.concat([signature, ihdr(60_000, 60_000), chunk('IDAT', Buffer.alloc(16)), chunk('IEND', Buffer.alloc(0))]);
    // A PNG signature and header, then garbage.
    const broken = Buffer.concat([signature, ihdr(64, 64), Buffer.alloc(200, 7)]);
    for (const content of [bomb, broken]) {
      const res = await upload(ta, '/creatorapi/photo', 'me.png', content);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toEqual(['Please upload a valid JPG or PNG file']);
    }
    const rows = await t.db.select().from(files).where(eq(files.ownerContactId, a.id));
    expect(rows.every((f) => f.deletedAt !== null)).toBe(true);
    expect((await get(ta, '/creatorapi/information')).json().results.ContactInformation.Contact_ImageURLLocation).toBeNull();
  });
});
