import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, contacts, mailOutbox, notificationPreferences, notifications, posts } from '../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { confirmPaymentEmail, makeCampaign, makeHandle, makeOffer } from '../testing/campaign-admin-factories.ts';
import { approvedEntries, auth, makeContact, makeContest } from '../testing/factories.ts';
import { ownerProofOf, STAFF_SCOPE } from '../lib/http.ts';
import { createSession } from './sessions.ts';
import { markCampaignPaymentPaid } from './campaign-payment-admin.ts';
import { inviteHandles, organiserStep } from './offer-admin.ts';
import { campaignPayments } from '../db/schema.ts';
import { endContest, markPaid } from './contest-payments.ts';
import { moderate } from './entries.ts';
import { notify } from './notifications.ts';
import { confirmPaymentEmail as confirmEmailLink, requestPaymentEmailChange } from './payment-email.ts';
import { createBatch, markBatchPaid } from './payouts.ts';

describe.each(dbKinds)('notifications on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const subjectsOf = async (contactId: number) =>
    (await t.db.select().from(notifications).where(eq(notifications.contactId, contactId)).orderBy(notifications.id)).map((n) => n.subject);
  const tokenOf = async (contactId: number) => (await createSession(t.db, contactId, false)).token;

  it('are written by the events: invite, draft approved and rejected, campaign paid, contest entry approved, contest paid', async () => {
    const creator = await makeContact(t.db);
    const handle = await makeHandle(t.db, creator.id);
    const campaign = await makeCampaign(t.db, { title: 'Summer <Song>', draftRequired: true });
    const { invited } = await inviteHandles(t.db, STAFF_SCOPE, campaign.id, { contactPlatformIds: [handle.id] }, null);
    expect(invited).toHaveLength(1);
    expect(await subjectsOf(creator.id)).toEqual(['New campaign offer']);
    const [first] = await t.db.select().from(notifications).where(eq(notifications.contactId, creator.id));
    // The title is escaped before it becomes HTML.
    expect(first!.message).toContain('Summer &lt;Song&gt;');

    const draftCampaign = await makeCampaign(t.db, { draftRequired: true });
    const h2 = await makeHandle(t.db, creator.id);
    const cid = draftCampaign.id;
    const reviewed = await makeOffer(t.db, { campaignId: cid, contactId: creator.id, contactPlatformId: h2.id }, ['accept', 'submitDraft']);
    await organiserStep(t.db, STAFF_SCOPE, reviewed, 'rejectDraft', null, '<p>Brighter <script>x</script>light</p>');
    const rejected = (await t.db.select().from(notifications).where(eq(notifications.contactId, creator.id))).at(-1)!;
    expect(rejected.subject).toBe('Draft needs changes');
    expect(rejected.message).not.toContain('<script');
    await t.db.transaction(async (tx) => {
      const { transitionOffer } = await import('./offer-transitions.ts');
      await transitionOffer(tx, { offerId: reviewed, action: 'submitDraft', actorContactId: creator.id });
    });
    await organiserStep(t.db, STAFF_SCOPE, reviewed, 'approveDraft', null);

    const paidCampaign = await makeCampaign(t.db, { draftRequired: false });
    const h3 = await makeHandle(t.db, creator.id);
    const pid = paidCampaign.id;
    const done = await makeOffer(t.db, { campaignId: pid, contactId: creator.id, contactPlatformId: h3.id }, ['accept', 'complete']);
    await confirmPaymentEmail(t.db, creator.id, `pay.${creator.email}`);
    const [payment] = await t.db.select().from(campaignPayments).where(eq(campaignPayments.offerId, done));
    await markCampaignPaymentPaid(t.db, t.config.PUBLIC_URL, payment!.id);

    const contest = await makeContest(t.db, { name: 'Hook Contest' });
    await approvedEntries(t.db, contest.id, [{ creator: 'notified', contactId: creator.id, email: creator.email, likes: 3 }]);
    const [prize] = await endContest(t.db, contest.id);
    await markPaid(t.db, t.config.PUBLIC_URL, prize!.id);

    expect(await subjectsOf(creator.id)).toEqual([
      'New campaign offer',
      'Draft needs changes',
      'Draft approved',
      'Payment sent',
      'Contest entry approved',
      'You won 1st Place',
      'Payment sent',
    ]);
    // The entrant is mailed too: approved, won (issue 11: "we will email you").
    const mails = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, creator.email))).map((m) => [m.template, m.subject]);
    expect(mails).toEqual(
      expect.arrayContaining([
        ['entry-approved', 'Your entry to Hook Contest was approved'],
        ['contest-won', 'You won 1st Place in Hook Contest'],
      ]),
    );
  });

  it('mails an entrant whose entry is rejected, once per contest, anonymous entrants too', async () => {
    const contest = await makeContest(t.db, { name: 'Reject Contest' });
    const email = `anon.${Math.random().toString(36).slice(2, 8)}@test.chorus`;
    const ids = (
      await t.db
        .insert(posts)
        .values([1, 2].map((i) => ({ contestId: contest.id, contactId: null, email, creator: 'anon.maker', platform: 'tiktok', link: `https://www.tiktok.com/@anon.maker/video/77${i}` })))
        .returning({ id: posts.id })
    ).map((r) => r.id);
    await t.db.update(competitions).set({ entriesCount: 2 }).where(eq(competitions.id, contest.id));
    await moderate(t.db, ids, 'rejected');
    // Rejecting again changes nothing and mails nothing.
    await moderate(t.db, ids, 'rejected');
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails.map((m) => [m.template, m.subject])).toEqual([['entry-rejected', 'Your entry to Reject Contest was not approved']]);
    expect(mails[0]!.text).toContain('Your 2 entries to Reject Contest (anon.maker) were not approved');
  });

  it('a payout batch marked paid notifies each creator paid in it', async () => {
    const creator = await makeContact(t.db);
    const handle = await makeHandle(t.db, creator.id);
    const campaign = await makeCampaign(t.db, { title: 'Batch Campaign', draftRequired: false });
    await makeOffer(t.db, { campaignId: campaign.id, contactId: creator.id, contactPlatformId: handle.id }, ['accept', 'complete']);
    await confirmPaymentEmail(t.db, creator.id, `batch.${creator.email}`);
    const batch = await createBatch(t.db, STAFF_SCOPE);
    await markBatchPaid(t.db, STAFF_SCOPE, t.config.PUBLIC_URL, batch.id);
    const rows = await t.db.select().from(notifications).where(eq(notifications.contactId, creator.id));
    expect(rows.map((r) => r.subject)).toEqual(['Payment sent']);
    expect(rows[0]!.message).toContain('Batch Campaign');
  });

  it('a payment email confirmed from its link notifies its owner', async () => {
    const creator = await makeContact(t.db);
    const email = `confirm.${creator.email}`;
    // The creator's own session: the owner proof the route would make.
    const owner = ownerProofOf({ actor: { id: creator.id }, acting: { id: creator.id }, actingUsername: creator.email })!;
    await requestPaymentEmailChange(t.db, t.config.PUBLIC_URL, owner, email);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const url = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    await confirmEmailLink(t.db, t.config.PUBLIC_URL, url.searchParams.get('payment_token')!, { uid: url.searchParams.get('uid')!, id: Number(url.searchParams.get('contactPaymentEmailId')) });
    const rows = await t.db.select().from(notifications).where(eq(notifications.contactId, creator.id));
    expect(rows.map((r) => r.subject)).toEqual(['Payment email confirmed']);
    expect(rows[0]!.message).toContain(email);
  });

  it('nothing is written when the event rolls back', async () => {
    const c = await makeContact(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, c.id, { subject: 'Never', message: 'x' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await subjectsOf(c.id)).toEqual([]);
  });

  it('are listed by page to their owner only, and only the owner marks one read (others: 404)', async () => {
    const a = await makeContact(t.db);
    const b = await makeContact(t.db);
    for (let i = 1; i <= 12; i++) await notify(t.db, a.id, { subject: `S${i}`, message: `<p>M${i}</p><img src=x onerror=alert(1)>` });
    await notify(t.db, a.id, { subject: 'Old', message: 'gone', expiresAt: new Date(Date.now() - 60_000) });
    const ta = await tokenOf(a.id);
    const tb = await tokenOf(b.id);
    const page1 = await t.app.inject({ method: 'GET', url: '/creatorapi/messages?page=1', headers: auth(ta) });
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.results.success).toBe(true);
    expect(body.PageInformation.TotalPages).toBe(2);
    expect(body.results.data.Messages).toHaveLength(10);
    expect(body.results.data.UnreadCount).toBe(12);
    const newest = body.results.data.Messages[0];
    expect(newest).toMatchObject({ Subject: 'S12', IsRead: false });
    expect(newest.Message).not.toContain('onerror');
    expect(Number.isInteger(newest.CreatedDateTime)).toBe(true);
    // hasExpiry=false includes the expired one.
    const all = await t.app.inject({ method: 'GET', url: '/creatorapi/messages?page=2&hasExpiry=false', headers: auth(ta) });
    expect(all.json().PageInformation.TotalRows).toBe(13);
    const others = await t.app.inject({ method: 'GET', url: '/creatorapi/messages', headers: auth(tb) });
    expect(others.json().results.data.Messages).toEqual([]);

    const steal = await t.app.inject({ method: 'POST', url: `/creatorapi/message?messageId=${newest.MessageID}`, headers: auth(tb) });
    expect(steal.statusCode).toBe(404);
    const read = await t.app.inject({ method: 'POST', url: `/creatorapi/message?messageId=${newest.MessageID}`, headers: auth(ta) });
    expect(read.statusCode).toBe(200);
    expect(read.json().results.data.UnreadCount).toBe(11);
    const again = await t.app.inject({ method: 'GET', url: '/creatorapi/messages', headers: auth(ta) });
    expect(again.json().results.data.Messages[0].IsRead).toBe(true);
  });

  it('the organiser broadcasts to one contact or to everyone; creators may not', async () => {
    const admin = await makeContact(t.db, { contactType: 'admin' });
    const one = await makeContact(t.db);
    const ta = await tokenOf(admin.id);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/adminapi/notifications',
      headers: auth(ta),
      payload: { contactId: one.id, subject: 'Hello', message: '<p>Hi</p>' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await subjectsOf(one.id)).toEqual(['Hello']);
    // A contact who turned news off in the app gets none, and is not counted as sent; a deactivated one neither.
    const quiet = await makeContact(t.db);
    await t.db.insert(notificationPreferences).values({ contactId: quiet.id, kind: 'news', app: false, mail: true });
    const gone = await makeContact(t.db);
    await t.db.update(contacts).set({ deactivatedAt: new Date() }).where(eq(contacts.id, gone.id));
    const [{ n: audience } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(contacts)
      .where(and(isNull(contacts.deactivatedAt), ne(contacts.contactType, 'admin')));
    const everyone = await t.app.inject({ method: 'POST', url: '/adminapi/notifications', headers: auth(ta), payload: { all: true, subject: 'All', message: '<p>x</p>' } });
    expect(everyone.json().results.data.Sent).toBe(audience - 1);
    expect(await subjectsOf(one.id)).toEqual(['Hello', 'All']);
    expect(await subjectsOf(quiet.id)).toEqual([]);
    expect(await subjectsOf(gone.id)).toEqual([]);
    expect(await subjectsOf(admin.id)).toEqual([]);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.contactId, one.id)).orderBy(desc(notifications.id)).limit(1);
    expect(row).toMatchObject({ subject: 'All', message: '<p>x</p>', readAt: null });
    const refused = await t.app.inject({ method: 'POST', url: '/adminapi/notifications', headers: auth(await tokenOf(one.id)), payload: { all: true, subject: 'x', message: 'x' } });
    expect(refused.statusCode).toBe(403);
  });
});
