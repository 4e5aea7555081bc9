import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_OFFER_DECLINE_ID } from '@chorus/core';
import { notifications, offers } from '../../db/schema.ts';
import { mailServiceOf } from '../../plugins/mail.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { makeCampaign, makeHandle, makeOffer } from '../../testing/campaign-admin-factories.ts';
import { auth, linkToManager, loginAs, makeContact } from '../../testing/factories.ts';
import { orgCampaign } from '../../testing/org-campaign-fixtures.ts';
import { makeMember, makeOrganisation } from '../../testing/org-fixtures.ts';
import { contacts } from '../../db/schema.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/smtp.ts';

const PUBLIC_URL = 'https://portal.chorus.test';

// Issue 22: every answer the organiser gives reaches the creator, in the app and by mail. Each step from the studio
// makes exactly one notification and one mail, delivered over SMTP; the creator's detail page shows the client's
// latest answer in its status banner.
describe.each(dbKinds)('what the organiser decides reaches the creator on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let organiser: Record<string, string>;
  let creator: Record<string, string>;
  let maya: { id: number; email: string };
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(kind, { SMTP_URL: smtp.url, PUBLIC_URL });
    mailServiceOf(t.db).start();
    organiser = auth(await loginAs(t.app, (await makeContact(t.db, { contactType: 'admin' })).email));
    maya = await makeContact(t.db, { firstName: 'Maya' });
    creator = auth(await loginAs(t.app, maya.email));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const step = (offerId: number, path: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/adminapi/offers/${offerId}/${path}`, headers: organiser, ...(payload && { payload }) });
  const nameOf = async (id: number) => {
    const [c] = await t.db.select({ last: contacts.lastName }).from(contacts).where(eq(contacts.id, id));
    return c!;
  };
  const notes = async () => t.db.select().from(notifications).where(eq(notifications.contactId, maya.id)).orderBy(notifications.id);
  const detail = async (offerId: number, uid: string) =>
    (await t.app.inject({ method: 'POST', url: '/creatorapi/campaign', headers: creator, payload: { postId: offerId, uid } })).json().results.data;
  /** The creator's answer to an invite, as the detail page sends it. */
  const respond = async (offerId: number, answer: { response: 'Interested' | 'Decline'; reason: string; declineId?: number }) => {
    const [o] = await t.db.select({ uid: offers.uid }).from(offers).where(eq(offers.id, offerId));
    const res = await t.app.inject({ method: 'POST', url: '/creatorapi/campaignResponse/campaignResponseSave', headers: creator, payload: { postId: offerId, uid: o!.uid, ...answer } });
    expect(res.statusCode).toBe(200);
  };
  /** A fresh campaign's offer to Maya, moved on by the creator's steps. */
  const offerAt = async (steps: Parameters<typeof makeOffer>[2], rateCents = 15_000) => {
    const c = await makeCampaign(t.db, { title: `Glow ${Math.random().toString(36).slice(2, 7)}`, brandName: 'Lumen', draftRequired: true });
    const h = await makeHandle(t.db, maya.id, c.platformId);
    return { id: await makeOffer(t.db, { campaignId: c.id, contactId: maya.id, contactPlatformId: h.id, rateCents }, steps), title: c.title };
  };
  /** The step's one notification and one mail: nothing else was written for Maya. */
  async function toldOnce(before: number, subject: string) {
    const after = await notes();
    expect(after.slice(before).map((n) => n.subject)).toEqual([subject]);
    const mail = await smtp.nextMail(maya.email);
    expect(mail.subject.startsWith(`${subject}: `)).toBe(true);
    return { note: after.at(-1)!, mail };
  }

  it('an invitation, each draft decision, verification and a pull: one notification and one mail each', async () => {
    const c = await makeCampaign(t.db, { title: 'Glow Serum', brandName: 'Lumen', rateCents: 32_500 });
    const h = await makeHandle(t.db, maya.id, c.platformId);
    let before = (await notes()).length;
    expect((await t.app.inject({ method: 'POST', url: `/adminapi/campaigns/${c.id}/invite`, headers: organiser, payload: { contactPlatformIds: [h.id] } })).statusCode).toBe(200);
    const invite = await toldOnce(before, 'New campaign offer');
    expect(invite.mail.text).toContain(`You have been invited to Glow Serum with ${h.handle} for $325.`);
    expect(invite.mail.text).toMatch(/within 48 hours, by .+ \(Central Time\)/);
    const link = new URL(/https:\/\/\S+/.exec(invite.mail.text)![0]);
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/detail`);

    const review = await offerAt(['accept', 'submitDraft']);
    before = (await notes()).length;
    expect((await step(review.id, 'reject-draft', { feedbackNotes: '<p>Brighter light</p><p>Say the <script>x</script>name</p>' })).statusCode).toBe(200);
    const rejected = await toldOnce(before, 'Draft needs changes');
    expect(rejected.note.message).toContain('<p>Brighter light</p>');
    expect(rejected.note.message).not.toContain('<script');
    expect(rejected.mail.text).toContain('Brighter light\n\nSay the name');
    expect(rejected.mail.html).not.toContain('<script');

    const approvable = await offerAt(['accept', 'submitDraft']);
    before = (await notes()).length;
    expect((await step(approvable.id, 'approve-draft', {})).statusCode).toBe(200);
    expect((await toldOnce(before, 'Draft approved')).mail.text).toContain(`Your draft for ${approvable.title} was approved.`);

    const verifying = await offerAt(['accept', 'submitDraft', 'approveDraft', 'submitPostUrl', 'submitResults'], 21_050);
    before = (await notes()).length;
    expect((await step(verifying.id, 'verify')).statusCode).toBe(200);
    const verified = await toldOnce(before, 'Results verified: payment To Be Paid');
    expect(verified.mail.text).toContain('Your payment of $210.50 is To Be Paid');
    expect(verified.mail.text).toContain(`${PUBLIC_URL}/payments?payment_status=Pending`);

    const open = await offerAt([]);
    before = (await notes()).length;
    expect((await step(open.id, 'pull')).statusCode).toBe(200);
    expect((await toldOnce(before, 'Offer withdrawn')).mail.text).toContain(`Lumen withdrew the offer for ${open.title}.`);

    // A refused step (already pulled) tells nobody.
    before = (await notes()).length;
    expect((await step(open.id, 'pull')).statusCode).toBe(409);
    expect((await notes()).length).toBe(before);
  });

  it('answers in the negotiation reach the creator by mail and on the detail page’s banner', async () => {
    const asked = await offerAt([]);
    await respond(asked.id, { response: 'Interested', reason: 'Can I post on Friday?' });
    let before = (await notes()).length;
    expect((await step(asked.id, 'answer-request', { feedbackNotes: '<p>Friday works &amp; thanks!</p>' })).statusCode).toBe(200);
    const answered = await toldOnce(before, 'Your change request was answered');
    expect(answered.mail.text).toContain('Friday works & thanks!');
    const uid = new URL(/https:\/\/\S+/.exec(answered.mail.text)![0]).searchParams.get('UID')!;
    expect(await detail(asked.id, uid)).toMatchObject({ State: 'invited', LatestAnswer: { Kind: 'answered', Notes: '<p>Friday works &amp; thanks!</p>' } });
    // One thread: the request and the answer are the offer's conversation with the organiser, as the creator reads it.
    const [o] = await t.db.select({ campaignId: offers.campaignId }).from(offers).where(eq(offers.id, asked.id));
    const thread = await t.app.inject({ method: 'GET', url: `/creatorapi/chat/conversations/campaign-${o!.campaignId}-${maya.id}/messages`, headers: creator });
    expect(thread.json().results.data.Messages.map((m: { Text: string; SenderRole: string }) => [m.SenderRole, m.Text])).toEqual([
      ['creator', 'Change request: Can I post on Friday?'],
      ['organiser', 'Answer to your change request:\nFriday works & thanks!'],
    ]);

    const countered = await offerAt([]);
    await respond(countered.id, { response: 'Decline', declineId: COUNTER_OFFER_DECLINE_ID, reason: '275.00' });
    before = (await notes()).length;
    expect((await step(countered.id, 'accept-counter')).statusCode).toBe(200);
    const accepted = await toldOnce(before, 'Counter offer accepted');
    expect(accepted.mail.text).toContain('you will be paid $275.');
    const acceptedUid = new URL(/https:\/\/\S+/.exec(accepted.mail.text)![0]).searchParams.get('UID')!;
    expect(await detail(countered.id, acceptedUid)).toMatchObject({ State: 'draft', LatestAnswer: { Kind: 'counterAccepted', CounterOfferCents: 27_500 } });

    const refused = await offerAt([]);
    await respond(refused.id, { response: 'Decline', declineId: COUNTER_OFFER_DECLINE_ID, reason: '$900' });
    before = (await notes()).length;
    expect((await step(refused.id, 'reject-counter')).statusCode).toBe(200);
    const declined = await toldOnce(before, 'Counter offer declined');
    expect(declined.mail.text).toContain('did not accept your counter offer of $900');
    const refusedUid = new URL(/https:\/\/\S+/.exec(declined.mail.text)![0]).searchParams.get('UID')!;
    expect(await detail(refused.id, refusedUid)).toMatchObject({ State: 'declined', LatestAnswer: { Kind: 'counterDeclined', CounterOfferCents: 90_000 } });
  });

  it('an expired invite and a failed post: one notification and one mail each, and a second sweep tells nobody', async () => {
    const longAgo = new Date(Date.now() - 49 * 3_600_000);
    const c = await makeCampaign(t.db, { title: 'Late Glow', brandName: 'Lumen', draftRequired: false });
    const unanswered = await makeOffer(t.db, { campaignId: c.id, contactId: maya.id, contactPlatformId: (await makeHandle(t.db, maya.id)).id, invitedAt: longAgo });
    await makeOffer(t.db, { campaignId: c.id, contactId: maya.id, contactPlatformId: (await makeHandle(t.db, maya.id)).id, invitedAt: longAgo }, [
      { action: 'accept', at: longAgo },
    ]);
    const before = (await notes()).length;
    const sweep = () => t.app.inject({ method: 'POST', url: '/adminapi/offers/sweep', headers: organiser });
    expect((await sweep()).json().results.data).toMatchObject({ expired: 1, failed: 1 });
    const told = (await notes()).slice(before);
    expect(told.map((n) => n.subject).sort()).toEqual(['Offer expired', 'Offer failed']);
    const mails = [await smtp.nextMail(maya.email), await smtp.nextMail(maya.email)].sort((a, b) => a.subject.localeCompare(b.subject));
    expect(mails.map((m) => m.subject)).toEqual(['Offer expired: Late Glow', 'Offer failed: Late Glow']);
    expect(mails[0]!.text).toContain('Invite was sent but was not accepted or declined within 48 hours.');
    expect(mails[0]!.text).toContain(`PostID=${unanswered}`);

    expect((await sweep()).json().results.data).toMatchObject({ expired: 0, failed: 0 });
    expect((await notes()).length).toBe(before + 2);
  });

  it('reminds about 12 hours before an invite or a post is due, once per deadline', async () => {
    const c = await makeCampaign(t.db, { title: 'Soon Glow', brandName: 'Lumen', draftRequired: true });
    const handle = async () => (await makeHandle(t.db, maya.id)).id;
    // 48 hours to answer, 37 of them gone: 11 left. 14 gone: 34 left, not yet.
    const ending = await makeOffer(t.db, { campaignId: c.id, contactId: maya.id, contactPlatformId: await handle(), invitedAt: new Date(Date.now() - 37 * 3_600_000) });
    await makeOffer(t.db, { campaignId: c.id, contactId: maya.id, contactPlatformId: await handle(), invitedAt: new Date(Date.now() - 14 * 3_600_000) });
    // Accepted 38 hours ago: its draft is due in 10.
    const acceptedAt = new Date(Date.now() - 38 * 3_600_000);
    await makeOffer(t.db, { campaignId: c.id, contactId: maya.id, contactPlatformId: await handle(), invitedAt: new Date(acceptedAt.getTime() - 3_600_000) }, [
      { action: 'accept', at: acceptedAt },
    ]);
    const sweep = async () => (await t.app.inject({ method: 'POST', url: '/adminapi/offers/sweep', headers: organiser })).json().results.data;
    const before = (await notes()).length;
    expect(await sweep()).toMatchObject({ reminded: 2 });
    expect((await notes()).slice(before).map((n) => n.subject).sort()).toEqual(['Your draft is due soon', 'Your offer ends soon']);
    const mails = [await smtp.nextMail(maya.email), await smtp.nextMail(maya.email)].sort((a, b) => a.subject.localeCompare(b.subject));
    expect(mails.map((m) => m.subject)).toEqual(['Your draft is due soon: Soon Glow', 'Your offer ends soon: Soon Glow']);
    expect(mails[0]!.text).toContain('Upload your draft for Soon Glow by');
    expect(mails[1]!.text).toContain('an offer left unanswered expires and lowers your response rate');
    expect(await sweep()).toMatchObject({ reminded: 0 });

    // A new deadline (the client answered a change request, say) is reminded of again when it comes near.
    await t.db.update(offers).set({ respondBy: new Date(Date.now() + 6 * 3_600_000) }).where(eq(offers.id, ending));
    expect(await sweep()).toMatchObject({ reminded: 1 });
    expect((await smtp.nextMail(maya.email)).subject).toBe('Your offer ends soon: Soon Glow');
    expect((await notes()).length).toBe(before + 3);
  });

  it('copies each mail to the creator’s managers, naming the creator; a roster creator without a login is mailed through them only', async () => {
    const manager = await makeContact(t.db, { contactType: 'manager', firstName: 'Theo' });
    const ro = await makeContact(t.db, { firstName: 'Ro', lastName: 'Ster', login: false });
    await linkToManager(t.db, manager.id, ro.id);
    await linkToManager(t.db, manager.id, maya.id);
    const c = await makeCampaign(t.db, { title: 'Roster Glow', brandName: 'Lumen' });
    const roHandle = await makeHandle(t.db, ro.id, c.platformId);
    const mayaHandle = await makeHandle(t.db, maya.id, c.platformId);
    const invite = await t.app.inject({
      method: 'POST',
      url: `/adminapi/campaigns/${c.id}/invite`,
      headers: organiser,
      payload: { contactPlatformIds: [roHandle.id, mayaHandle.id] },
    });
    expect(invite.json().results.data.invited).toHaveLength(2);
    const copies = [await smtp.nextMail(manager.email), await smtp.nextMail(manager.email)].map((m) => m.subject).sort();
    expect(copies).toEqual([`New campaign offer: Roster Glow (Maya ${(await nameOf(maya.id)).last})`, 'New campaign offer: Roster Glow (Ro Ster)']);
    expect((await smtp.nextMail(maya.email)).subject).toBe('New campaign offer: Roster Glow');
    // Ro has no login: nothing went to Ro's own address, though the notification waits for whoever acts as Ro.
    await expect(smtp.nextMail(ro.email, 1_000)).rejects.toThrow();
    expect((await t.db.select().from(notifications).where(eq(notifications.contactId, ro.id))).map((n) => n.subject)).toEqual(['New campaign offer']);
  });

  it('from the studio (/orgapi) too: an editor’s answer is one notification, one mail and the organisation’s message in the thread', async () => {
    const org = await makeOrganisation(t.db, { name: `Lumen Studio ${Math.random().toString(36).slice(2, 7)}` });
    const member = await makeMember(t.db, org, 'editor');
    const editor = auth(await loginAs(t.app, member.email));
    const c = await orgCampaign(t.db, org, { title: 'Studio Glow', brandName: org.name });
    const h = await makeHandle(t.db, maya.id, c.platformId);
    const invite = await t.app.inject({ method: 'POST', url: `/orgapi/campaigns/${c.id}/invite`, headers: editor, payload: { contactPlatformIds: [h.id] } });
    const offerId = invite.json().results.data.invited[0].id as number;
    expect((await smtp.nextMail(maya.email)).subject).toBe('New campaign offer: Studio Glow');
    await respond(offerId, { response: 'Interested', reason: 'A week later?' });
    const before = (await notes()).length;
    const answer = await t.app.inject({ method: 'POST', url: `/orgapi/offers/${offerId}/answer-request`, headers: editor, payload: { feedbackNotes: '<p>Sure.</p>' } });
    expect(answer.statusCode).toBe(200);
    await toldOnce(before, 'Your change request was answered');
    const thread = await t.app.inject({ method: 'GET', url: `/orgapi/conversations/campaign-${c.id}-${maya.id}/messages`, headers: editor });
    expect(thread.json().results.data.Messages.map((m: { Text: string; SenderRole: string; Mine: boolean }) => [m.SenderRole, m.Text, m.Mine])).toEqual([
      ['creator', 'Change request: A week later?', false],
      ['organiser', 'Answer to your change request:\nSure.', true],
    ]);
  });
});
