import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignMessages, campaignStepMessages } from '@chorus/core';
import { offers } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { makeCampaign, makeOffer, multipart, sampleFiles } from '../../testing/campaign-factories.ts';
import { auth, loginAs, makeContact } from '../../testing/factories.ts';

// campaigns.md §7: GET /campaignResults?PostID&UID, and POST /campaignResults?PostID&UID&counts with a form-encoded
// body of Views and fileUrl; the fileUrl is one Chorus issued for the screenshot, never a foreign address.
describe.each(dbKinds)('the results call as the spec describes it, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const creatorWithOffer = async () => {
    const me = await makeContact(t.db);
    const token = await loginAs(t.app, me.email);
    const offer = await makeOffer(t.db, { contactId: me.id, campaignId: (await makeCampaign(t.db, { title: 'Spec Song' })).id, state: 'results' });
    return { me, token, offer };
  };
  const send = (token: string, opts: InjectOptions & { url: string }) => t.app.inject({ method: 'POST', ...opts, headers: { ...auth(token), ...(opts.headers ?? {}) } });
  const q = (o: { id: number; uid: string }, extra: Record<string, string> = {}) => new URLSearchParams({ PostID: String(o.id), UID: o.uid, ...extra });
  const uploadShot = async (token: string, o: { id: number; uid: string }) => {
    const body = multipart({}, { name: 'views.png', content: sampleFiles.png });
    const res = await send(token, { url: `/campaignResults/upload?${q(o)}`, payload: body.payload, headers: body.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results.data.fileUrl as string;
  };
  const submit = (token: string, o: { id: number; uid: string }, form: Record<string, string>, extra: Record<string, string> = {}) =>
    send(token, {
      url: `/campaignResults?${q(o, extra)}`,
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const refused = (res: { statusCode: number; json(): { messages: string[] } }, status: number, message: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json().messages).toEqual([message]);
  };

  it('answers the form definition at GET /campaignResults', async () => {
    const { token, offer } = await creatorWithOffer();
    const res = await t.app.inject({ method: 'GET', url: `/campaignResults?${q(offer)}`, headers: auth(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.data).toMatchObject({ Header: 'Post Results: Spec Song', Submitted: false });
  });

  it('takes the counts in the query and a form-encoded Views and the fileUrl its upload step issued', async () => {
    const { token, offer } = await creatorWithOffer();
    const fileUrl = await uploadShot(token, offer);
    expect(new URL(fileUrl).pathname).toMatch(/^\/creatorapi\/files\/[0-9a-f-]{36}$/);
    refused(await submit(token, offer, { Views: 'lots', fileUrl }), 400, 'Invalid Views');
    refused(await submit(token, offer, { fileUrl }), 400, 'Invalid Views');
    const res = await submit(token, offer, { Views: '12,500', fileUrl }, { Likes: '40', Shares: '3', Comments: '2', Swipes: '0', StickerTaps: '1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toMatchObject({ success: true, message: campaignStepMessages.resultsSubmitted });
    const [row] = await t.db.select({ results: offers.results, fileId: offers.resultsFileId }).from(offers).where(eq(offers.id, offer.id));
    expect(row!.results).toEqual({ Views: 12500, Likes: 40, Shares: 3, Comments: 2, Swipes: 0, StickerTaps: 1 });
    expect(row!.fileId).not.toBeNull();
    // The creator can read the screenshot at the address the upload step answered.
    expect((await t.app.inject({ method: 'GET', url: new URL(fileUrl).pathname, headers: auth(token) })).statusCode).toBe(200);
  });

  it('refuses a foreign fileUrl, another account’s upload and one already used, without fetching anything', async () => {
    const { token, offer } = await creatorWithOffer();
    const other = await creatorWithOffer();
    const theirs = await uploadShot(other.token, other.offer);
    const mine = await uploadShot(token, offer);
    const path = new URL(mine).pathname;
    for (const fileUrl of [
      'https://example.com/views.png',
      `https://evil.example${path}`,
      `${mine}?x=1`,
      theirs,
      'not a url',
      '',
    ]) {
      refused(await submit(token, offer, { Views: '10', fileUrl }), 400, campaignMessages.screenshotRequired);
    }
    expect((await submit(token, offer, { Views: '10', fileUrl: path })).statusCode).toBe(200);
    // Used once: another offer of the same creator cannot take the same screenshot.
    const second = await makeOffer(t.db, { contactId: offer.contactId, campaignId: offer.campaignId, state: 'results' });
    refused(await submit(token, second, { Views: '10', fileUrl: mine }), 400, campaignMessages.screenshotRequired);
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const { token, offer } = await creatorWithOffer();
    const fileUrl = await uploadShot(token, offer);
    expect((await send(token, { url: `/campaignResults?${q(offer)}`, payload: 'Views=1&Views=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(400);
    refused(await submit(token, offer, { Views: '10', fileUrl }, { Likes: 'many' }), 400, 'Invalid Likes');
    expect((await submit(token, { id: offer.id, uid: '00000000-0000-0000-0000-000000000000' }, { Views: '10', fileUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/campaignResults?${q(offer)}`, payload: `Views=1&fileUrl=${encodeURIComponent(fileUrl)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(401);
  });
});
