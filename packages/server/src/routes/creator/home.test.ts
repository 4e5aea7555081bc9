import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, contactPlatforms, contestPayments, posts, legalApprovals, legalDocuments, mailOutbox, notifications, opportunityApplications, paymentEmails } from '../../db/schema.ts';
import { verifyLinkToken, linkSecret } from '../../lib/link-secret.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { confirmPaymentEmail, makeCampaign, makeHandle, makeOffer } from '../../testing/campaign-admin-factories.ts';
import { auth, linkToManager, loginAs, makeContact, makeContest } from '../../testing/factories.ts';

const HOUR = 60 * 60 * 1000;

describe.each(dbKinds)('home, confirm-info, managed profiles on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
  const post = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth(token), payload });

  const info = {
    FirstName: 'Nia',
    LastName: 'Dance',
    Address: '1 Main St',
    City: 'Austin',
    StateID: 43,
    PostalCode: '78701',
    CountryID: 1,
    PaymentEmail: 'pay@nia.test',
    profileArray: [] as object[],
  };
  it('answers earnings in cents, both legal documents to approve, actions soonest first and the contact detail', async () => {
    const a = await makeContact(t.db, { addressLine1: null });
    const token = await loginAs(t.app, a.email);
    const h = await makeHandle(t.db, a.id);
    const now = Date.now();
    const late = await makeCampaign(t.db, { title: 'Invite later', rateCents: 10_000, draftRequired: false });
    const soon = await makeCampaign(t.db, { title: 'Invite sooner', rateCents: 20_000, draftRequired: false });
    const done = await makeCampaign(t.db, { title: 'Done', rateCents: 5_000, draftRequired: false });
    await makeOffer(t.db, { campaignId: late.id, contactId: a.id, contactPlatformId: h.id, rateCents: 10_000, invitedAt: new Date(now - HOUR) });
    const soonId = await makeOffer(t.db, { campaignId: soon.id, contactId: a.id, contactPlatformId: h.id, rateCents: 20_000, invitedAt: new Date(now - 10 * HOUR) });
    // Expired invite (past respondBy) is not an action any more.
    const stale = await makeCampaign(t.db, { title: 'Stale', draftRequired: false });
    await makeOffer(t.db, { campaignId: stale.id, contactId: a.id, contactPlatformId: h.id, invitedAt: new Date(now - 72 * HOUR) });
    await makeOffer(t.db, { campaignId: done.id, contactId: a.id, contactPlatformId: h.id, rateCents: 5_000 }, [
      'accept',
      { action: 'submitPostUrl', changes: { postUrl: 'https://www.tiktok.com/@x/video/1' } },
      'complete',
    ]);

    const res = await get(token, '/creatorapi/home');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Only the completed offer has a payment (Pending, To Be Paid); invitations have none yet, nothing is paid.
    expect(body.results.TotalEarnings).toBe(0);
    expect(body.results.PossibleEarnings).toBe(5_000);
    expect(body.results.ContactId).toBe(a.id);
    expect(body.results.LegalApprovalStatus.map((l: { Type: string; NeedsApproval: boolean }) => [l.Type, l.NeedsApproval])).toEqual([
      ['Terms of Service', true],
      ['Privacy Policy', true],
    ]);
    const rows = body.results.Actions[0].Row_Campaigns;
    expect(rows.map((r: { Title: string }) => r.Title)).toEqual(['Invite sooner', 'Invite later']);
    expect(rows[0]).toMatchObject({ ID: soonId, Type: 'Campaign', Payment: '$200.00', IsNew: true, Action: 'Accept or Decline' });
    expect(rows[0].Deadline.DeadlineDateTime).toBe(new Date(now - 10 * HOUR + 48 * HOUR).toISOString());
    expect(rows[0].HandleDetails).toEqual([
      { FieldName: 'Handle', FieldValue: h.handle },
      { FieldName: 'Platform', FieldValue: 'TikTok' },
    ]);
    expect(body.results.MissingInformation).toEqual(['Invalid Address', 'Invalid City', 'Invalid State Other', 'Invalid Post Code']);
    expect(body.contactDetail).toMatchObject({ contactID: a.id, contactType: 'creator', informationConfirmedDateTime: null, logInUsername: a.email });

    // Accepting both current documents clears the approval.
    const docs = await t.db.select().from(legalDocuments);
    for (const d of docs) await t.db.insert(legalApprovals).values({ contactId: a.id, documentId: d.id }).onConflictDoNothing();
    const after = (await get(token, '/creatorapi/home')).json();
    expect(after.results.LegalApprovalStatus.every((l: { NeedsApproval: boolean }) => !l.NeedsApproval)).toBe(true);
  });

  it('lists in-review contest entries with the contest end date, and paid money in TotalEarnings', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const end = new Date(Date.now() + 5 * 24 * HOUR);
    const contest = await makeContest(t.db, { name: 'Summer contest', endDate: end.toISOString() });
    await t.db.insert(posts).values({ contestId: contest.id, contactId: a.id, email: a.email, creator: 'nia', platform: 'TikTok', status: 'in_review' });
    await t.db.insert(posts).values({ contestId: contest.id, contactId: a.id, email: a.email, creator: 'nia', platform: 'TikTok', status: 'approved' });
    await t.db.insert(contestPayments).values({ contestId: contest.id, place: 1, contactId: a.id, contactEmail: a.email, grossCents: 9_000, amountCents: 8_000, status: 'Paid' });
    const body = (await get(token, '/creatorapi/home')).json();
    const rows = body.results.Actions[0].Row_Campaigns;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Title: 'Summer contest', Type: 'Contest', Action: 'In Review', ID: contest.id });
    expect(rows[0].Deadline.DeadlineDateTime).toBe(end.toISOString());
    expect(body.results.TotalEarnings).toBe(8_000);
  });

  it('gives managers no legal or contact prompts, and their roster in managed-profiles with open invite counts', async () => {
    const m = await makeContact(t.db, { contactType: 'manager' });
    const c = await makeContact(t.db, { login: false });
    const other = await makeContact(t.db);
    await linkToManager(t.db, m.id, c.id);
    const h = await makeHandle(t.db, c.id);
    const camp = await makeCampaign(t.db, { draftRequired: false });
    await makeOffer(t.db, { campaignId: camp.id, contactId: c.id, contactPlatformId: h.id });
    const token = await loginAs(t.app, m.email);
    const home = (await get(token, '/creatorapi/home')).json();
    expect(home.results.LegalApprovalStatus).toEqual([]);
    expect(home.results.MissingInformation).toEqual([]);
    expect(home.contactDetail.contactType).toBe('manager');
    const list = (await get(token, '/creatorapi/managed-profiles')).json().results.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ ContactID: c.id, HasLogin: false, InviteCount: 1, Profiles: [{ ContactPlatformID: h.id, Handle: h.handle, Platform: 'TikTok' }] });
    // Acting as the roster creator: their actions show, but the manager is not asked to accept terms for them.
    expect((await post(token, '/creatorapi/switch', { contactId: c.id })).statusCode).toBe(200);
    const asCreator = (await get(token, '/creatorapi/home')).json();
    expect(asCreator.results.ContactId).toBe(c.id);
    expect(asCreator.results.LegalApprovalStatus).toEqual([]);
    expect(asCreator.results.MissingInformation).toEqual([]);
    expect(asCreator.results.Actions[0].Row_Campaigns).toHaveLength(1);
    expect((await post(token, '/creatorapi/switch', { contactId: m.id })).statusCode).toBe(200);
    const creatorToken = await loginAs(t.app, other.email);
    expect((await get(creatorToken, '/creatorapi/managed-profiles')).json().results.data).toEqual([]);
    expect((await post(token, '/creatorapi/confirm-info', info)).statusCode).toBe(403);
  });



  it('confirm-info saves the details and handles, sets the confirmation time and starts a changed payment email', async () => {
    const a = await makeContact(t.db);
    await confirmPaymentEmail(t.db, a.id, 'old@nia.test');
    const token = await loginAs(t.app, a.email);
    const handle = `nia${Math.random().toString(36).slice(2, 8)}`;
    const res = await post(token, '/creatorapi/confirm-info', { ...info, profileArray: [{ handle, platformId: 4, rate: '$10.00', brandRate: 20 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.message).toMatch(/confirmation link/);
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, a.id));
    expect(row).toMatchObject({ firstName: 'Nia', addressLine1: '1 Main St', city: 'Austin', postalCode: '78701' });
    expect(row!.informationConfirmedAt).not.toBeNull();
    const handles = await t.db.select().from(contactPlatforms).where(eq(contactPlatforms.contactId, a.id));
    expect(handles.map((h) => h.handle)).toEqual([handle]);
    const pending = await t.db.select().from(paymentEmails).where(eq(paymentEmails.contactId, a.id));
    expect(pending.map((p) => [p.email, p.status]).sort()).toEqual([
      ['old@nia.test', 'Confirmed'],
      ['pay@nia.test', 'Pending'],
    ]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'pay@nia.test'));
    expect(mails.length).toBe(1);
    const home = (await get(token, '/creatorapi/home')).json();
    expect(home.contactDetail.informationConfirmedDateTime).toBe(row!.informationConfirmedAt!.toISOString());

    // The same payment email again: nothing new to confirm.
    const again = await post(token, '/creatorapi/confirm-info', { ...info, PaymentEmail: 'old@nia.test' });
    expect(again.json().results.message).toBe('Your information has been confirmed.');
    // Missing fields are refused with the spec's messages.
    const bad = await post(token, '/creatorapi/confirm-info', { ...info, FirstName: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toContain('Invalid First Name');
    const other = await post(token, '/creatorapi/confirm-info', { ...info, StateID: 111 });
    expect(other.json().messages).toContain('Invalid State Other');
  });
});

describe.each(dbKinds)('help wanted and explore on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const o = await makeContact(t.db, { contactType: 'admin' });
    admin = await loginAs(t.app, o.email);
  });
  afterAll(() => t.close());

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
  const post = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth(token), payload });
  const create = async (extra: object = {}) => {
    const res = await post(admin, '/adminapi/opportunities', {
      title: 'Internal title',
      publicTitle: 'Dance challenge testers',
      shortDescription: 'Try our new sound',
      description: 'Long description',
      surveyUrl: 'https://survey.example/s',
      fields: [
        { label: 'Why you?', name: 'why' },
        { label: 'Audience', name: 'audience' },
      ],
      ...extra,
    });
    expect(res.statusCode).toBe(201);
    return res.json().results.data as { id: number; uid: string };
  };

  it('lists open opportunities, applies once with every field and one handle, refuses closed ones', async () => {
    const open = await create();
    const ended = await create({ endDate: new Date(Date.now() - HOUR).toISOString() });
    const inactive = await create({ active: false });
    const a = await makeContact(t.db);
    const h = await makeHandle(t.db, a.id);
    const token = await loginAs(t.app, a.email);
    const list = (await get(token, '/creatorapi/helpwanted')).json().results.data;
    const ids = list.map((i: { ExploreSurveyID: number }) => i.ExploreSurveyID);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(inactive.id);
    const item = list.find((i: { id: number }) => i.id === open.id);
    expect(item).toMatchObject({ ExploreSurveyTitle_ExternalPublic: 'Dance challenge testers', ExploreSurvey_HeaderOrListShortDescription: 'Try our new sound', Applied: false });
    expect(item.fields.map((f: { FieldName: string; FieldLabel: string }) => [f.FieldName, f.FieldLabel])).toEqual([
      ['why', 'Why you?'],
      ['audience', 'Audience'],
    ]);

    const body = { ExploreSurveyID: open.id, EmailAddress: a.email, ExploreSurveyResponseJSON: JSON.stringify({ why: 'I dance', audience: 'Gen Z' }), ContactID: a.id, ContactPlatformID: h.id, CampaignName: 'Dance challenge testers' };
    expect((await post(token, '/creatorapi/apply-to-help-wanted', { ...body, ExploreSurveyResponseJSON: { why: 'x', audience: '  ' } })).json().messages).toEqual(['Please fill out every field.']);
    expect((await post(token, '/creatorapi/apply-to-help-wanted', { ...body, ExploreSurveyResponseJSON: { why: 'x' } })).statusCode).toBe(400);
    const someone = await makeContact(t.db);
    const theirs = await makeHandle(t.db, someone.id);
    expect((await post(token, '/creatorapi/apply-to-help-wanted', { ...body, ContactPlatformID: theirs.id })).statusCode).toBe(400);
    expect((await post(token, '/creatorapi/apply-to-help-wanted', { ...body, ContactID: someone.id })).statusCode).toBe(403);
    expect((await post(token, '/creatorapi/apply-to-help-wanted', { ...body, ExploreSurveyID: ended.id })).statusCode).toBe(409);
    expect((await post(token, '/creatorapi/apply-to-help-wanted', { ...body, ExploreSurveyID: inactive.id })).statusCode).toBe(409);
    expect((await post(token, '/creatorapi/apply-to-help-wanted', body)).statusCode).toBe(201);
    const second = await post(token, '/creatorapi/apply-to-help-wanted', body);
    expect(second.statusCode).toBe(409);
    expect(second.json().messages).toEqual(['You have already applied to this opportunity.']);
    expect((await get(token, '/creatorapi/helpwanted')).json().results.data.find((i: { id: number }) => i.id === open.id).Applied).toBe(true);

    const apps = (await get(admin, `/adminapi/opportunities/${open.id}/applications`)).json().results.data;
    expect(apps).toEqual([expect.objectContaining({ contactId: a.id, handle: h.handle, platform: 'TikTok', email: a.email, responses: { why: 'I dance', audience: 'Gen Z' } })]);
    expect((await get(token, `/adminapi/opportunities/${open.id}/applications`)).statusCode).toBe(403);
  });

  it('stores one application of 50 parallel requests', async () => {
    const o = await create();
    const a = await makeContact(t.db);
    const h = await makeHandle(t.db, a.id);
    const token = await loginAs(t.app, a.email);
    const body = { ExploreSurveyID: o.id, EmailAddress: a.email, ExploreSurveyResponseJSON: { why: 'me', audience: 'all' }, ContactID: a.id, ContactPlatformID: h.id };
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(token, '/creatorapi/apply-to-help-wanted', body)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const rows = await t.db.select().from(opportunityApplications).where(eq(opportunityApplications.opportunityId, o.id));
    expect(rows).toHaveLength(1);
  });

  it('explore signs (opportunity, contact) so the id cannot be forged, and the organiser edits opportunities', async () => {
    const o = await create();
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const item = (await get(token, '/creatorapi/explore')).json().results.data.find((x: { ExploreSurveyID: number }) => x.ExploreSurveyID === o.id);
    expect(item).toMatchObject({ ExploreSurveyUID: o.uid, ExploreSurveyURL: 'https://survey.example/s', ExploreSurveyDescription: 'Long description' });
    const secret = linkSecret(t.config);
    expect(verifyLinkToken(secret, item.encryptedID)).toEqual({ opportunityId: o.id, contactId: a.id });
    const forged = item.encryptedID.replace(`.${a.id}.`, `.${a.id + 1}.`);
    expect(verifyLinkToken(secret, forged)).toBeNull();
    expect(verifyLinkToken(Buffer.from('x'.repeat(40)), item.encryptedID)).toBeNull();

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/adminapi/opportunities/${o.id}`,
      headers: auth(admin),
      payload: { title: 'T', publicTitle: 'Renamed', fields: [{ label: 'Only', name: 'only' }], active: false },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().results.data).toMatchObject({ publicTitle: 'Renamed', active: false, fields: [{ label: 'Only', name: 'only', order: 0 }] });
    expect((await get(token, '/creatorapi/explore')).json().results.data.some((x: { ExploreSurveyID: number }) => x.ExploreSurveyID === o.id)).toBe(false);
    expect((await get(admin, '/adminapi/opportunities')).json().results.data.some((x: { id: number }) => x.id === o.id)).toBe(true);
    expect((await t.app.inject({ method: 'DELETE', url: `/adminapi/opportunities/${o.id}`, headers: auth(admin) })).statusCode).toBe(200);
    expect((await get(admin, `/adminapi/opportunities/${o.id}`)).statusCode).toBe(404);
  });
});

describe.each(dbKinds)('linked accounts carry real invite and unread counts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('counts the open invitations of each roster creator in GET switch', async () => {
    const m = await makeContact(t.db, { contactType: 'manager' });
    const c = await makeContact(t.db);
    await linkToManager(t.db, m.id, c.id);
    const h = await makeHandle(t.db, c.id);
    for (const title of ['One', 'Two']) {
      const camp = await makeCampaign(t.db, { title, draftRequired: false });
      await makeOffer(t.db, { campaignId: camp.id, contactId: c.id, contactPlatformId: h.id });
    }
    const stale = await makeCampaign(t.db, { title: 'Stale', draftRequired: false });
    await makeOffer(t.db, { campaignId: stale.id, contactId: c.id, contactPlatformId: h.id, invitedAt: new Date(Date.now() - 72 * HOUR) });
    const token = await loginAs(t.app, m.email);
    const accounts = (await t.app.inject({ method: 'GET', url: '/creatorapi/switch', headers: auth(token) })).json().results.LinkedAccounts;
    expect(accounts.find((a: { ContactID: number }) => a.ContactID === c.id).InviteCount).toBe(2);
    expect(accounts.find((a: { ContactID: number }) => a.ContactID === m.id).InviteCount).toBe(0);
  });

  it("counts each roster creator's unread, unexpired notifications for the Manage Creators dot", async () => {
    const m = await makeContact(t.db, { contactType: 'manager' });
    const c = await makeContact(t.db);
    await linkToManager(t.db, m.id, c.id);
    const [read] = await t.db
      .insert(notifications)
      .values([
        { contactId: c.id, subject: 'Read', message: 'x' },
        { contactId: c.id, subject: 'Unread', message: 'x' },
        { contactId: c.id, subject: 'Expired', message: 'x', expiresAt: new Date(Date.now() - HOUR) },
        { contactId: c.id, subject: 'Unread too', message: 'x' },
      ])
      .returning();
    await t.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, read!.id));
    const token = await loginAs(t.app, m.email);
    const accounts = (await t.app.inject({ method: 'GET', url: '/creatorapi/switch', headers: auth(token) })).json().results.LinkedAccounts;
    expect(accounts.find((a: { ContactID: number }) => a.ContactID === c.id).UnreadMessageCount).toBe(2);
    expect(accounts.find((a: { ContactID: number }) => a.ContactID === m.id).UnreadMessageCount).toBe(0);
  });
});
