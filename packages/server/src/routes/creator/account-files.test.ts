import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { multipart, sampleFiles } from '../../testing/campaign-factories.ts';
import { auth, grantAccess, linkToManager, loginAs, makeContact } from '../../testing/factories.ts';

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
});
