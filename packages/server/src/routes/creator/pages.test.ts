import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageMessages } from '@chorus/core';
import { campaigns, contactMessages, contactPlatforms, faqs, legalDocuments, mailOutbox, offers } from '../../db/schema.ts';
import { legalApprovalStatus } from '../../repositories/pages.ts';
import { FAQ } from '../../seed/pages.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, linkToManager, loginAs, makeContact, type MadeContact } from '../../testing/factories.ts';

describe.each(dbKinds)('signed-in pages on %s', (kind) => {
  let t: TestApp;
  let ava: MadeContact;
  let token: string;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { TEAM_EMAIL: 'team@creator-pages.test' });
    ava = await makeContact(t.db, { firstName: 'Ava', lastName: 'Alpha' });
    token = await loginAs(t.app, ava.email);
  });
  afterAll(() => t.close());
  const call = (method: 'GET' | 'POST', url: string, payload?: object, tok = token) => t.app.inject({ method, url, payload, headers: auth(tok) });
  const messagesFrom = (contactId: number) => t.db.select().from(contactMessages).where(eq(contactMessages.contactId, contactId));

  /** A campaign (its contact `contactEmail`) with an offer to `who`. */
  async function offerFor(who: MadeContact, contactEmail: string) {
    const i = ++n;
    const [handle] = await t.db.insert(contactPlatforms).values({ contactId: who.id, platformId: 4, handle: `h${i}${Math.random().toString(36).slice(2, 7)}` }).returning();
    const [c] = await t.db
      .insert(campaigns)
      .values({ title: `Campaign ${i}`, platformId: 4, rateCents: 10_000, brandName: 'Brand', contactName: 'Cara Client', contactEmail })
      .returning();
    const [o] = await t.db
      .insert(offers)
      .values({ campaignId: c!.id, contactId: who.id, contactPlatformId: handle!.id, rateCents: 10_000, respondBy: new Date(Date.now() + 86_400_000) })
      .returning();
    return { PostID: o!.id, UID: o!.uid, title: c!.title };
  }

  it('serves the signed-in FAQ by default, the public one on request, and any question by faqId alone', async () => {
    const list = (await call('GET', '/creatorapi/faq')).json().results.Row_FaqQuestions as { FaqID: number; Question: string }[];
    expect(list.map((q) => q.Question)).toEqual(FAQ.filter((f) => f.lists.includes('account')).map((f) => f.question));
    const pub = (await call('GET', '/creatorapi/faq?type=public')).json().results.Row_FaqQuestions as { FaqID: number }[];
    expect(pub.length).toBe(FAQ.filter((f) => f.lists.includes('public')).length);
    const one = (await call('GET', `/creatorapi/faq?faqId=${pub[0]!.FaqID}`)).json().results;
    expect(one.FaqID).toBe(pub[0]!.FaqID);
    expect(one.Answer).toContain('<p>');
    // With a type, the question must be in that list.
    expect((await call('GET', `/creatorapi/faq?type=account&faqId=${pub[0]!.FaqID}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/creatorapi/faq' })).statusCode).toBe(401);
  });

  it('answers the legal call with the current version and records acceptance of it', async () => {
    const res = await call('POST', '/creatorapi/legal', { application: 'creator', type: 'Terms of Service' });
    expect(res.statusCode).toBe(200);
    const terms = res.json().results.data;
    expect(terms).toMatchObject({ Type: 'Terms of Service', Version: 1 });
    expect((await legalApprovalStatus(t.db, ava.id)).map((e) => [e.Type, e.NeedsApproval])).toEqual([
      ['Terms of Service', true],
      ['Privacy Policy', true],
    ]);
    const ok = await call('POST', '/creatorapi/legal-approval', { legalId: terms.LegalID, contactId: ava.id, optout: false });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().results.success).toBe(true);
    // Accepting twice is harmless.
    expect((await call('POST', '/creatorapi/legal-approval', { legalId: String(terms.LegalID), contactId: String(ava.id) })).statusCode).toBe(200);
    const status = await legalApprovalStatus(t.db, ava.id);
    expect(status.map((e) => [e.Type, e.NeedsApproval])).toEqual([
      ['Terms of Service', false],
      ['Privacy Policy', true],
    ]);
    expect(status[0]!.AcceptedAt).not.toBeNull();
  });

  it('refuses acceptance for another contact, and for a version that is no longer current; a new version asks again', async () => {
    const ben = await makeContact(t.db);
    const benToken = await loginAs(t.app, ben.email);
    const privacy = (await call('POST', '/creatorapi/legal', { type: 'Privacy Policy' }, benToken)).json().results.data;
    const other = await call('POST', '/creatorapi/legal-approval', { legalId: privacy.LegalID, contactId: ava.id, optout: false }, benToken);
    expect(other.statusCode).toBe(403);
    expect(other.json().messages).toEqual([pageMessages.legalOtherContact]);
    expect((await call('POST', '/creatorapi/legal-approval', { legalId: privacy.LegalID, contactId: ben.id, optout: true }, benToken)).statusCode).toBe(200);
    expect((await legalApprovalStatus(t.db, ben.id)).find((e) => e.Type === 'Privacy Policy')?.NeedsApproval).toBe(false);

    // A new version is published: the old one can no longer be accepted, and everyone is asked again.
    const [v2] = await t.db.insert(legalDocuments).values({ type: 'Privacy Policy', version: privacy.Version + 1, information: '<p>New policy</p>' }).returning();
    const stale = await call('POST', '/creatorapi/legal-approval', { legalId: privacy.LegalID, contactId: ben.id, optout: false }, benToken);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages).toEqual([pageMessages.legalStale]);
    const again = (await legalApprovalStatus(t.db, ben.id)).find((e) => e.Type === 'Privacy Policy');
    expect(again).toMatchObject({ LegalID: v2!.id, NeedsApproval: true, AcceptedAt: null });
    expect((await call('POST', '/creatorapi/legal', { type: 'Privacy Policy' }, benToken)).json().results.data.LegalID).toBe(v2!.id);
    expect((await call('POST', '/creatorapi/legal-approval', { legalId: 999_999, contactId: ben.id }, benToken)).statusCode).toBe(404);
  });

  it('a manager switched into a creator accepts for the creator, never for someone else', async () => {
    const creator = await makeContact(t.db);
    const manager = await makeContact(t.db, { contactType: 'manager' });
    await linkToManager(t.db, manager.id, creator.id);
    const mToken = await loginAs(t.app, manager.email);
    expect((await call('POST', '/creatorapi/switch', { contactId: creator.id }, mToken)).statusCode).toBe(200);
    const terms = (await call('POST', '/creatorapi/legal', { type: 'Terms of Service' }, mToken)).json().results.data;
    expect((await call('POST', '/creatorapi/legal-approval', { legalId: terms.LegalID, contactId: manager.id }, mToken)).statusCode).toBe(403);
    expect((await call('POST', '/creatorapi/legal-approval', { legalId: terms.LegalID, contactId: creator.id }, mToken)).statusCode).toBe(200);
    expect((await legalApprovalStatus(t.db, creator.id))[0]!.NeedsApproval).toBe(false);
    expect((await legalApprovalStatus(t.db, manager.id))[0]!.NeedsApproval).toBe(true);
  });

  it('the Contact page mails the team as the signed-in contact, whatever emailTo and emailFrom say', async () => {
    const res = await call('POST', '/creatorapi/send-contact-form', {
      emailTo: 'attacker@evil.test',
      emailFrom: 'someone-else@evil.test',
      from: 'Not Ava',
      subject: 'Trackers Inquiry',
      message: pageMessages.trackersMessage,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual({ success: true, message: pageMessages.sent });
    const [row] = await messagesFrom(ava.id);
    expect(row).toMatchObject({ kind: 'trackers', toAddress: 'team@creator-pages.test', fromEmail: ava.email, fromName: 'Ava Alpha', subject: 'Trackers Inquiry' });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'attacker@evil.test'))).toEqual([]);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, '[Chorus] Trackers Inquiry'));
    expect(mail?.toAddress).toBe('team@creator-pages.test');
    expect(mail?.text).toContain(`Ava Alpha <${ava.email}>`);
    // The address the form asked to be answered at is said beside the sender, never in its place (issue 24).
    expect(mail?.text).toContain('Reply to: someone-else@evil.test');
  });

  it('the signed-in Contact Us form’s email must be an email (accounts.md §2: subject, email, message), and nothing is sent otherwise', async () => {
    const before = (await messagesFrom(ava.id)).length;
    const bad = await call('POST', '/creatorapi/send-contact-form', { subject: 'Payments', emailFrom: 'not-an-email', message: 'When am I paid?' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual(['Invalid Email']);
    expect((await messagesFrom(ava.id)).length).toBe(before);
    expect((await call('POST', '/creatorapi/send-contact-form', { subject: 'Payments', emailFrom: '', message: 'When am I paid?' })).statusCode).toBe(200);
  });

  it('the campaign contact modal mails the campaign’s contact for the creator’s own offer only', async () => {
    const cara = await makeContact(t.db);
    const caraToken = await loginAs(t.app, cara.email);
    const offer = await offerFor(cara, 'client@brand.test');
    const byRef = await call('POST', '/creatorapi/send-contact-form', { ...offer, message: 'Can I post on Friday?' }, caraToken);
    expect(byRef.statusCode).toBe(200);
    const [row] = await messagesFrom(cara.id);
    expect(row).toMatchObject({ kind: 'campaign', toAddress: 'client@brand.test', subject: `About ${offer.title}` });
    // The spec's client sends the Email_To it was given: accepted when it is the contact of one of the creator's campaigns.
    expect((await call('POST', '/creatorapi/send-contact-form', { emailTo: 'Client@Brand.test', subject: 'Hi', message: 'Again' }, caraToken)).statusCode).toBe(200);
    expect((await messagesFrom(cara.id)).map((m) => m.toAddress)).toEqual(['client@brand.test', 'client@brand.test']);

    // Someone else's offer: refused, nothing stored or mailed.
    const before = (await t.db.select().from(mailOutbox)).length;
    const foreign = await call('POST', '/creatorapi/send-contact-form', { ...offer, message: 'Hijack' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().messages).toEqual([pageMessages.offerNotFound]);
    expect((await call('POST', '/creatorapi/send-contact-form', { PostID: offer.PostID, UID: '00000000-0000-0000-0000-000000000000', message: 'x' }, caraToken)).statusCode).toBe(404);
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
    // An emailTo that is not one of Ava's campaigns goes to the team.
    await call('POST', '/creatorapi/send-contact-form', { emailTo: 'client@brand.test', subject: 'Not mine', message: 'Hello' });
    const [notMine] = (await messagesFrom(ava.id)).filter((m) => m.subject === 'Not mine');
    expect(notMine?.toAddress).toBe('team@creator-pages.test');
  });

  it('stores feedback and mails it to the team; empty feedback is refused', async () => {
    const res = await call('POST', '/creatorapi/feedback-submit', { feedback: 'The payments page is great.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual({ success: true, message: pageMessages.feedbackThanks });
    const fb = (await messagesFrom(ava.id)).find((m) => m.kind === 'feedback');
    expect(fb).toMatchObject({ toAddress: 'team@creator-pages.test', message: 'The payments page is great.', subject: 'Feedback from Ava Alpha' });
    const empty = await call('POST', '/creatorapi/feedback-submit', { feedback: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages).toEqual([pageMessages.feedbackRequired]);
  });

  it('seeds the content once: a second start adds no question and no document version', async () => {
    const { syncPageContent } = await import('../../seed/pages.ts');
    const count = async () => [(await t.db.select().from(faqs)).length, (await t.db.select().from(legalDocuments)).length];
    const before = await count();
    await syncPageContent(t.db);
    expect(await count()).toEqual(before);
  });
});
