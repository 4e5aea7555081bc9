import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@chorus/core';
import { mailOutbox } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, loginAs, makeContact } from '../../testing/factories.ts';

const m = messages.creatorReview;

describe.each(dbKinds)("staff's review of creators on %s", (kind) => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = auth(await loginAs(t.app, (await makeContact(t.db, { contactType: 'admin' })).email));
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: staff, ...(payload && { payload }) });
  const mailTo = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

  it('lists Pending creators, approves one (mailed; their approval status follows at once), refuses the same decision twice', async () => {
    const creator = await makeContact(t.db, { approvalStatusId: 1 });
    const token = auth(await loginAs(t.app, creator.email));
    const status = async () => (await t.app.inject({ method: 'GET', url: '/creatorapi/check-approval-status', headers: token })).json().results.approvalStatus;
    expect(await status()).toBe('Pending');
    const pending = await t.app.inject({ method: 'GET', url: '/adminapi/creators?status=Pending', headers: staff });
    expect(pending.json().results.data.rows.map((r: { contactId: number }) => r.contactId)).toContain(creator.id);

    const approved = await post(`/adminapi/creators/${creator.id}/approve`);
    expect(approved.json().results.data).toMatchObject({ contactId: creator.id, approvalStatus: 'Approved' });
    expect(await status()).toBe('Approved');
    expect((await mailTo(creator.email)).map((r) => r.subject)).toEqual(['Your Chorus account is approved']);
    const again = await post(`/adminapi/creators/${creator.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().messages).toEqual([m.same('Approved')]);
  });

  it('denies with a reason the creator is mailed; no reason, no denial', async () => {
    const creator = await makeContact(t.db, { approvalStatusId: 1 });
    const blank = await post(`/adminapi/creators/${creator.id}/deny`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().messages).toEqual([m.reason]);
    expect(await mailTo(creator.email)).toEqual([]);
    const denied = await post(`/adminapi/creators/${creator.id}/deny`, { reason: 'Your profiles could not be verified.' });
    expect(denied.json().results.data.approvalStatus).toBe('Denied');
    const [mail] = await mailTo(creator.email);
    expect(mail!.text).toContain('Your profiles could not be verified.');
  });

  it('answers 404 for a contact who is not a creator, and mails once when two staff decide at once', async () => {
    const manager = await makeContact(t.db, { contactType: 'manager' });
    const notCreator = await post(`/adminapi/creators/${manager.id}/approve`);
    expect(notCreator.statusCode).toBe(404);
    expect(notCreator.json().messages).toEqual([m.notFound]);
    const creator = await makeContact(t.db, { approvalStatusId: 1 });
    const both = await Promise.all([post(`/adminapi/creators/${creator.id}/approve`), post(`/adminapi/creators/${creator.id}/approve`)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await mailTo(creator.email)).toHaveLength(1);
  });
});
