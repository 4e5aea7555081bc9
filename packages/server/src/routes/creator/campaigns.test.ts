import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignMessages, campaignStepMessages, DEFAULT_BOOST_INSTRUCTION, OFFER_DEADLINE_MS } from '@chorus/core';
import { campaignPayments, files, offerEvents, offers } from '../../db/schema.ts';
import { storageFromConfig } from '../../plugins/storage.ts';
import { transitionOffer } from '../../repositories/offer-transitions.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { makeCampaign, makeFileRow, makeHandle, makeOffer, multipart, sampleFiles } from '../../testing/campaign-factories.ts';
import { auth, linkToManager, loginAs, makeContact } from '../../testing/factories.ts';

const HOUR = 60 * 60 * 1000;

describe.each(dbKinds)('creator campaign endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const signIn = async (fields: Parameters<typeof makeContact>[1] = {}) => {
    const c = await makeContact(t.db, fields);
    return { ...c, token: await loginAs(t.app, c.email) };
  };
  const send = (token: string | null, opts: InjectOptions & { url: string }) =>
    t.app.inject({ method: 'POST', ...opts, headers: { ...(token ? auth(token) : {}), ...(opts.headers ?? {}) } });
  const post = (token: string | null, url: string, payload: object) => send(token, { url, payload });
  const ref = (o: { id: number; uid: string }) => ({ PostID: o.id, UID: o.uid });
  const lower = (o: { id: number; uid: string }) => ({ postId: o.id, uid: o.uid });
  const list = async (token: string, body: object = {}) => {
    const res = await post(token, '/creatorapi/campaigns', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const detail = async (token: string, o: { id: number; uid: string }) => {
    const res = await post(token, '/creatorapi/campaign', lower(o));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results.data;
  };
  const liveFilesOf = async (contactId: number) => t.db.select().from(files).where(and(eq(files.ownerContactId, contactId), isNull(files.deletedAt)));
  const stateOf = async (id: number) => (await t.db.select({ s: offers.state }).from(offers).where(eq(offers.id, id)))[0]!.s;
  const expectRefused = (res: { statusCode: number; json(): { messages: string[] } }, status: number, message: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json().messages).toEqual([message]);
  };
  const upload = (token: string, url: string, fields: Record<string, string | number>, file?: Parameters<typeof multipart>[1]) => {
    const body = multipart(fields, file);
    return send(token, { url, payload: body.payload, headers: body.headers });
  };

  describe('the list', () => {
    it('pages 12 newest first, filters by effective state, and shows a stale invite as Expired', async () => {
      const me = await signIn();
      const campaign = await makeCampaign(t.db, { title: 'Summer Song' });
      const made = [];
      for (let i = 0; i < 14; i++) made.push(await makeOffer(t.db, { contactId: me.id, campaignId: campaign.id }));
      const stale = await makeOffer(t.db, {
        contactId: me.id,
        campaignId: campaign.id,
        invitedAt: new Date(Date.now() - 3 * OFFER_DEADLINE_MS),
        respondBy: new Date(Date.now() - 2 * OFFER_DEADLINE_MS),
      });
      const done = await makeOffer(t.db, { contactId: me.id, campaignId: campaign.id, state: 'completed' });

      const first = await list(me.token, { status: 'inprogress', page: 1 });
      expect(first.PageInformation).toEqual({ TotalPages: 2, Page: 1, TotalRows: 14 });
      const ids = first.results.data.Row_Campaigns.map((r: { PostID: number }) => r.PostID);
      expect(ids).toEqual(made.slice(2).map((o) => o.id).reverse());
      expect(ids).not.toContain(stale.id);
      const second = await list(me.token, { status: 'inprogress', page: 2 });
      expect(second.results.data.Row_Campaigns.map((r: { PostID: number }) => r.PostID)).toEqual([made[1]!.id, made[0]!.id]);

      const expired = (await list(me.token, { status: 'expired' })).results.data.Row_Campaigns;
      expect(expired.map((r: { PostID: number }) => r.PostID)).toEqual([stale.id]);
      expect(expired[0]).toMatchObject({ State: 'expired', OutcomeLabel: 'Expired', Action: 'No Action Required', Row_Buttons: { ButtonType: '' } });
      expect((await list(me.token, { status: 'completed' })).results.data.Row_Campaigns.map((r: { PostID: number }) => r.PostID)).toEqual([done.id]);
      const all = await list(me.token, { status: 'all' });
      expect(all.PageInformation.TotalRows).toBe(16);

      const row = first.results.data.Row_Campaigns[0];
      expect(row).toMatchObject({
        CampaignTitle: 'Summer Song',
        PostPayment: '$150.00',
        UID: made[13]!.uid,
        IsNew: true,
        State: 'invited',
        Action: 'Respond to Invite',
        Platform: 'TikTok',
        Row_Buttons: { ButtonType: 'AcceptDecline', ButtonSubText: 'Respond by' },
      });
      expect(row.PostDeadline.DeadlineText).toMatch(/^Respond by .* (CST|CDT)$/);
      expect(row.Row_CampaignDetails.map((f: { FieldName: string }) => f.FieldName)).toEqual(
        expect.arrayContaining(['Handle', 'Platform', 'Image', 'Payment Status', 'Respond By']),
      );
      // Opening the detail marks it seen.
      await detail(me.token, made[13]!);
      expect((await list(me.token, { status: 'inprogress' })).results.data.Row_Campaigns[0].IsNew).toBe(false);
    });

    it('is empty, with the approval status, for creators not approved for campaigns, and for managers', async () => {
      const pending = await signIn({ approvalStatusId: 1 });
      const campaign = await makeCampaign(t.db);
      await makeOffer(t.db, { contactId: pending.id, campaignId: campaign.id });
      expect(await list(pending.token)).toEqual({
        results: { success: true, ApprovalStatusID: 1, ApprovalStatusDescription: 'Pending', data: { Row_Campaigns: [] } },
        PageInformation: { TotalPages: 1, Page: 1, TotalRows: 0 },
      });
      const manager = await signIn({ contactType: 'manager' });
      expect((await list(manager.token)).results).toMatchObject({ ApprovalStatusID: 3, data: { Row_Campaigns: [] } });
    });

    it('refuses an unknown status or page with a sentence', async () => {
      const me = await signIn();
      expectRefused(await post(me.token, '/creatorapi/campaigns', { status: 'open' }), 400, 'Status must be one of all, inprogress, completed, expired, failed, pulled');
      expectRefused(await post(me.token, '/creatorapi/campaigns', { page: 0 }), 400, 'Page must be a whole number');
    });
  });

  describe('the detail', () => {
    it('answers the campaign response, sanitized, with file links and the handle response rate', async () => {
      const me = await signIn();
      const campaignContract = await makeFileRow(t.db, { kind: 'campaign_contract', originalName: 'terms.pdf' });
      const campaign = await makeCampaign(t.db, {
        title: 'Brand Push',
        kind: 'brand',
        brandName: 'Fizz',
        brandLogoUrl: 'https://cdn.test/fizz.png',
        contractRequired: true,
        contractMessage: 'Sign <b>here</b><script>alert(1)</script>',
        contractFileId: campaignContract.id,
        draftCaptionRequired: true,
        boostCode: 'Optional',
        sections: [{ header: 'Brief', fields: [{ name: 'Do', value: '<p onclick="x()">Dance</p><script>alert(1)</script>', valueDateTime: null }] }],
      });
      const handle = await makeHandle(t.db, me.id);
      const offer = await makeOffer(t.db, {
        contactId: me.id,
        campaignId: campaign.id,
        contactPlatformId: handle.id,
        state: 'draft',
        feedbackNotes: '<p>Good</p><img src=x onerror=alert(1)>',
      });
      const d = await detail(me.token, offer);
      expect(d).toMatchObject({
        PostID: offer.id,
        UID: offer.uid,
        CampaignID: campaign.id,
        State: 'draft',
        Platform: 'TikTok',
        Handle: handle.handle,
        Row_Buttons: { ButtonType: 'Draft' },
        Step: { Available: ['Invite', 'Draft', 'Under Review', 'Post', 'Boost Code', 'Results', 'Completed'], Current: 'Draft' },
        DraftCaptionRequired: true,
        DraftSubmitted: false,
        FeedbackNotes: '<p>Good</p>',
        IsPostBoostCodeRequired: 'Optional',
        PaymentStatus: 'Potential',
        Contract: { IsRequired: true, Details: { Link: `/creatorapi/files/${campaignContract.uid}`, Message: 'Sign <b>here</b>' }, SignedContractUrl: null },
        Branding: { SecondaryLogoURL: 'https://cdn.test/fizz.png', ConnectedPartnerName: 'Fizz' },
        Row_CampaignDetails: [{ Row_CampaignDetails_Header: 'Brief', Fields: [{ FieldName: 'Do', FieldValue: '<p>Dance</p>' }] }],
      });
      expect(d.PostDeadline.DeadlineText).toMatch(/^Upload your draft\. Post by /);
      // The one offer of this handle was accepted: 100 %.
      expect(d.Score_ResponseRate_Invite).toBe(100);
      const [seen] = await t.db.select({ seenAt: offers.seenAt }).from(offers).where(eq(offers.id, offer.id));
      expect(seen!.seenAt).not.toBeNull();
      await detail(me.token, offer);
      const [again] = await t.db.select({ seenAt: offers.seenAt }).from(offers).where(eq(offers.id, offer.id));
      expect(again!.seenAt!.getTime()).toBe(seen!.seenAt!.getTime());
    });

    it('derives the response rate from answers and expiries: declining does not hurt, expiry does', async () => {
      const me = await signIn();
      const handle = await makeHandle(t.db, me.id);
      const mk = async (fields: Parameters<typeof makeOffer>[1] extends infer O ? Partial<O> : never) =>
        makeOffer(t.db, { contactId: me.id, campaignId: (await makeCampaign(t.db)).id, contactPlatformId: handle.id, ...fields });
      const open = await mk({});
      const token = me.token;
      // Answered through the API: one accept, one decline.
      const toAccept = await mk({});
      const toDecline = await mk({});
      expect((await post(token, '/creatorapi/campaignResponse/campaignResponseSave', { ...lower(toAccept), response: 'Accept' })).statusCode).toBe(200);
      expect((await post(token, '/creatorapi/campaignResponse/campaignResponseSave', { ...lower(toDecline), response: 'Decline', declineId: 3 })).statusCode).toBe(200);
      expect((await detail(token, open)).Score_ResponseRate_Invite).toBe(100);
      // Expired by the sweep, and one past its deadline the sweep has not reached: both count against.
      await mk({ state: 'expired', invitedAt: new Date(Date.now() - 5 * OFFER_DEADLINE_MS), respondBy: new Date(Date.now() - 4 * OFFER_DEADLINE_MS) });
      await mk({ invitedAt: new Date(Date.now() - 3 * OFFER_DEADLINE_MS), respondBy: new Date(Date.now() - 2 * OFFER_DEADLINE_MS) });
      // Pulled before any answer: no known outcome.
      await mk({ state: 'pulled', respondedAt: null, acceptedAt: null });
      expect((await detail(token, open)).Score_ResponseRate_Invite).toBe(50);
    });

    it('answers 404 offerNotFound for a wrong uid, and a stale draft stage shows Failed with the explanation', async () => {
      const me = await signIn();
      const campaign = await makeCampaign(t.db);
      const offer = await makeOffer(t.db, { contactId: me.id, campaignId: campaign.id, state: 'notify', postBy: new Date(Date.now() - HOUR) });
      const d = await detail(me.token, offer);
      expect(d).toMatchObject({ State: 'failed', OutcomeLabel: 'Failed', FailedExplanation: campaignMessages.failedNoPost, Row_Buttons: { ButtonType: '' } });
      const other = await makeOffer(t.db, { contactId: me.id, campaignId: (await makeCampaign(t.db)).id });
      expectRefused(await post(me.token, '/creatorapi/campaign', { postId: offer.id, uid: other.uid }), 404, campaignMessages.offerNotFound);
    });
  });

  describe('answering an offer', () => {
    it('lists the decline options and applies every decline rule with its message', async () => {
      const me = await signIn();
      const campaign = await makeCampaign(t.db);
      const offer = await makeOffer(t.db, { contactId: me.id, campaignId: campaign.id });
      const options = await post(me.token, '/creatorapi/campaignResponse/campaignResponseDetail', ref(offer));
      expect(options.statusCode).toBe(200);
      expect(options.json().results.data.DeclineOptions).toContainEqual({ DeclineID: 2, Description: 'Counter offer', RequiresReason: false });
      expect(options.json().results.data.DeclineOptions).toContainEqual({ DeclineID: 5, Description: 'Other', RequiresReason: true });

      const save = (body: object) => post(me.token, '/creatorapi/campaignResponse/campaignResponseSave', { ...lower(offer), ...body });
      expectRefused(await save({ response: 'Decline' }), 400, campaignMessages.chooseReason);
      expectRefused(await save({ response: 'Decline', declineId: 99 }), 400, campaignMessages.chooseReason);
      expectRefused(await save({ response: 'Decline', declineId: 5, reason: '  ' }), 400, campaignMessages.explainReason);
      expectRefused(await save({ response: 'Decline', declineId: 2, reason: 'lots' }), 400, campaignMessages.invalidRate);
      expectRefused(await save({ response: 'Decline', declineId: 2 }), 400, campaignMessages.invalidRate);
      expectRefused(await save({ response: 'Interested' }), 400, campaignMessages.changesRequired);
      expectRefused(await save({ response: 'Maybe' }), 400, 'Response must be Accept, Interested or Decline');
      expect(await stateOf(offer.id)).toBe('invited');

      const counter = await save({ response: 'Decline', declineId: 2, reason: '$250.50' });
      expect(counter.statusCode).toBe(200);
      expect(counter.json().results).toEqual({ success: true, message: campaignStepMessages.countered, data: { State: 'countered' } });
      const [row] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
      expect(row).toMatchObject({ state: 'countered', counterOfferCents: 25_050, declineId: 2 });
      expectRefused(await save({ response: 'Accept' }), 409, campaignMessages.stale);
    });

    it('requests changes (negotiating), then declines with a reason', async () => {
      const me = await signIn();
      const offer = await makeOffer(t.db, { contactId: me.id, campaignId: (await makeCampaign(t.db)).id });
      const save = (body: object) => post(me.token, '/creatorapi/campaignResponse/campaignResponseSave', { ...lower(offer), ...body });
      const changes = await save({ response: 'Interested', reason: 'Can the rate be $200?' });
      expect(changes.json().results).toMatchObject({ message: campaignStepMessages.changesRequested, data: { State: 'negotiating' } });
      expect((await detail(me.token, offer)).ChangesRequested).toBe('Can the rate be $200?');
      expectRefused(await save({ response: 'Accept' }), 409, campaignMessages.stale);
      const declined = await save({ response: 'Decline', declineId: 5, reason: 'Changed my mind' });
      expect(declined.json().results.data.State).toBe('declined');
      expect(await detail(me.token, offer)).toMatchObject({ State: 'declined', OutcomeLabel: 'Declined', DeclineID: 5, DeclineReason: 'Changed my mind' });
    });

    it('labels a pending counter offer as waiting for the client, a refused one as such, and a change request as a contract negotiation only where a contract is required', async () => {
      const me = await signIn();
      const respond = (o: { id: number; uid: string }, body: object) => post(me.token, '/creatorapi/campaignResponse/campaignResponseSave', { ...lower(o), ...body });
      const row = async (o: { id: number }) => (await list(me.token, { status: 'all' })).results.data.Row_Campaigns.find((r: { PostID: number }) => r.PostID === o.id);
      const waiting = 'Counter offer sent: waiting for the client';
      const refused = 'Declined: the client did not accept your counter offer';

      const countered = await makeOffer(t.db, { contactId: me.id, campaignId: (await makeCampaign(t.db)).id });
      expect((await respond(countered, { response: 'Decline', declineId: 2, reason: '$300' })).statusCode).toBe(200);
      for (const shown of [await detail(me.token, countered), await row(countered)]) {
        expect(shown).toMatchObject({ State: 'countered', OutcomeLabel: waiting, PostDeadline: { DeadlineText: waiting }, Row_Buttons: { ButtonSubText: waiting } });
      }
      await t.db.transaction((tx) => transitionOffer(tx, { offerId: countered.id, action: 'rejectCounter', actorContactId: null }));
      for (const shown of [await detail(me.token, countered), await row(countered)]) {
        expect(shown).toMatchObject({ State: 'declined', OutcomeLabel: refused, PostDeadline: { DeadlineText: refused }, Row_Buttons: { ButtonSubText: refused } });
      }

      const noContract = await makeOffer(t.db, { contactId: me.id, campaignId: (await makeCampaign(t.db, { contractRequired: false })).id });
      const withContract = await makeOffer(t.db, { contactId: me.id, campaignId: (await makeCampaign(t.db, { contractRequired: true })).id });
      for (const o of [noContract, withContract]) expect((await respond(o, { response: 'Interested', reason: 'A week later, please' })).statusCode).toBe(200);
      const changes = 'Changes requested: waiting for the client';
      for (const shown of [await detail(me.token, noContract), await row(noContract)]) {
        expect(shown).toMatchObject({ State: 'negotiating', PostDeadline: { DeadlineText: changes }, Row_Buttons: { ButtonSubText: changes } });
      }
      for (const shown of [await detail(me.token, withContract), await row(withContract)]) {
        expect(shown).toMatchObject({ State: 'negotiating', PostDeadline: { DeadlineText: campaignMessages.awaitingContract }, Row_Buttons: { ButtonSubText: campaignMessages.awaitingContract } });
      }
    });

    it('needs the signed contract before accepting a campaign that requires one; the upload replaces an earlier one', async () => {
      const me = await signIn();
      const campaign = await makeCampaign(t.db, { contractRequired: true, draftRequired: false });
      const offer = await makeOffer(t.db, { contactId: me.id, campaignId: campaign.id });
      const accept = () => post(me.token, '/creatorapi/campaignResponse/campaignResponseSave', { ...lower(offer), response: 'Accept' });
      expectRefused(await accept(), 400, campaignMessages.contractRequired);

      const url = '/creatorapi/campaignResponse/contract-upload';
      expectRefused(await upload(me.token, url, ref(offer), { name: 'contract.pdf', content: sampleFiles.exe }), 400, campaignMessages.invalidFile);
      expectRefused(await upload(me.token, url, ref(offer)), 400, campaignMessages.contractRequired);
      const first = await upload(me.token, url, ref(offer), { name: 'contract.txt', content: sampleFiles.txt });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().results.message).toBe(campaignStepMessages.contractUploaded);
      const [{ contractFileId: firstId }] = (await t.db.select({ contractFileId: offers.contractFileId }).from(offers).where(eq(offers.id, offer.id))) as [
        { contractFileId: number },
      ];
      const second = await upload(me.token, url, ref(offer), { name: 'signed.pdf', content: sampleFiles.pdf });
      expect(second.statusCode).toBe(200);
      const [old] = await t.db.select().from(files).where(eq(files.id, firstId));
      expect(old!.deletedAt).not.toBeNull();
      const d = await detail(me.token, offer);
      expect(d.Contract.SignedContractUrl).toMatch(/^\/creatorapi\/files\/[0-9a-f-]{36}$/);
      const got = await send(me.token, { method: 'GET', url: d.Contract.SignedContractUrl });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.rawPayload.equals(sampleFiles.pdf)).toBe(true);

      const accepted = await accept();
      expect(accepted.json().results).toEqual({ success: true, message: campaignStepMessages.accepted, data: { State: 'notify' } });
      // Once accepted, the contract is settled.
      expectRefused(await upload(me.token, url, ref(offer), { name: 'late.pdf', content: sampleFiles.pdf }), 409, campaignMessages.stale);
      const noContract = await makeOffer(t.db, { contactId: me.id, campaignId: (await makeCampaign(t.db)).id });
      expectRefused(await upload(me.token, url, ref(noContract), { name: 'c.pdf', content: sampleFiles.pdf }), 409, campaignMessages.contractNotAsked);
      // A refused upload keeps nothing (removed once its error answer is sent).
      await expect.poll(async () => (await liveFilesOf(me.id)).length).toBe(1);
    });

    it('refuses to accept an invite past its 48 hours with the expired explanation, and lists it as Expired', async () => {
      const me = await signIn();
      const offer = await makeOffer(t.db, {
        contactId: me.id,
        campaignId: (await makeCampaign(t.db)).id,
        invitedAt: new Date(Date.now() - OFFER_DEADLINE_MS - HOUR),
        respondBy: new Date(Date.now() - HOUR),
      });
      expectRefused(
        await post(me.token, '/creatorapi/campaignResponse/campaignResponseSave', { ...lower(offer), response: 'Accept' }),
        409,
        campaignMessages.expiredNoAnswer,
      );
      expect(await stateOf(offer.id)).toBe('invited');
      const rows = (await list(me.token, { status: 'expired' })).results.data.Row_Campaigns;
      expect(rows).toEqual([expect.objectContaining({ PostID: offer.id, State: 'expired', OutcomeLabel: 'Expired' })]);
      expect((await list(me.token, { status: 'inprogress' })).results.data.Row_Campaigns).toEqual([]);
    });
  });

  it('runs the whole flow: accept → draft → approval → post URL → boost code → results', async () => {
    const me = await signIn();
    const campaign = await makeCampaign(t.db, { draftCaptionRequired: true, boostCode: 'Yes', boostInstruction: 'Boost it in Ads Manager' });
    const offer = await makeOffer(t.db, { contactId: me.id, campaignId: campaign.id });
    const tok = me.token;
    const accepted = await post(tok, '/creatorapi/campaignResponse/campaignResponseSave', { ...lower(offer), response: 'Accept' });
    expect(accepted.json().results.data.State).toBe('draft');
    const [payment] = await t.db.select().from(campaignPayments).where(eq(campaignPayments.offerId, offer.id));
    expect(payment).toMatchObject({ status: 'Potential', amountCents: 15_000 });

    // Draft: type by content, caption required, then under review.
    const draftUrl = '/creatorapi/post-approval-submit';
    expectRefused(await upload(tok, draftUrl, { ...ref(offer), caption: 'Hi' }, { name: 'clip.png', content: sampleFiles.exe, type: 'image/png' }), 400, campaignMessages.invalidFile);
    expectRefused(await upload(tok, draftUrl, { ...ref(offer), caption: 'Hi' }), 400, campaignMessages.draftRequired);
    expectRefused(await upload(tok, draftUrl, ref(offer), { name: 'clip.png', content: sampleFiles.png }), 400, campaignMessages.captionRequired);
    expectRefused(
      await post(tok, '/creatorapi/post-final-url-submit', { ...ref(offer), draftUrl: 'https://youtu.be/x', caption: 'Hi' }),
      400,
      campaignMessages.draftUrlNotAllowed,
    );
    await expect.poll(async () => (await liveFilesOf(me.id)).length).toBe(0);
    const sent = await upload(tok, draftUrl, { ...ref(offer), caption: 'My caption' }, { name: 'clip.png', content: sampleFiles.png });
    expect(sent.json().results).toEqual({ success: true, message: campaignMessages.draftUploaded, data: { State: 'review' } });
    let d = await detail(tok, offer);
    expect(d).toMatchObject({ State: 'review', DraftSubmitted: true, Step: { Current: 'Under Review' }, Draft: { Caption: 'My caption', ContentType: 'image/png', FileName: 'clip.png' } });
    const file = await send(tok, { method: 'GET', url: d.Draft.FileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(sampleFiles.png)).toBe(true);

    // Withdrawn while under review: back to draft, the file deleted; the query form works too.
    const firstFileUrl = d.Draft.FileUrl;
    const del = await send(tok, { method: 'DELETE', url: `/creatorapi/post-approval-delete?PostID=${offer.id}&UID=${offer.uid}` });
    expect(del.json().results).toEqual({ success: true, message: campaignStepMessages.draftDeleted, data: { State: 'draft' } });
    expect((await send(tok, { method: 'GET', url: firstFileUrl })).statusCode).toBe(404);
    expect(await detail(tok, offer)).toMatchObject({ DraftSubmitted: false, Draft: null });
    expectRefused(await send(tok, { method: 'DELETE', url: '/creatorapi/post-approval-delete', payload: ref(offer) }), 409, campaignMessages.stale);
    expect((await upload(tok, draftUrl, { ...ref(offer), caption: 'Take two' }, { name: 'clip.pdf', content: sampleFiles.pdf })).statusCode).toBe(200);

    // Refused out of order: no post URL before the draft is approved.
    expectRefused(await post(tok, '/creatorapi/campaignNotify', { ...lower(offer), postUrl: 'https://www.tiktok.com/@me/video/1' }), 409, campaignMessages.stale);

    // The organiser approves (the admin API's transition).
    await t.db.transaction((tx) => transitionOffer(tx, { offerId: offer.id, action: 'approveDraft', actorContactId: null, changes: { draftDecision: 'approved' } }));
    d = await detail(tok, offer);
    expect(d).toMatchObject({ State: 'notify', DraftDecision: 'approved', Row_Buttons: { ButtonType: 'Notify' } });

    expectRefused(await post(tok, '/creatorapi/campaignNotify', { ...lower(offer), postUrl: 'https://www.instagram.com/reel/1' }), 400, 'Must be a valid TikTok link');
    expectRefused(await post(tok, '/creatorapi/campaignNotify', { ...lower(offer), postUrl: 'tiktok.com/@me' }), 400, campaignMessages.invalidPostUrl);
    expectRefused(await post(tok, '/creatorapi/campaignNotify', { ...lower(offer), postUrl: 'https://example.com/page?ref=tiktok' }), 400, 'Must be a valid TikTok link');
    const notified = await post(tok, '/creatorapi/campaignNotify', { ...lower(offer), postUrl: 'https://www.tiktok.com/@me/video/1' });
    expect(notified.json().results).toEqual({ success: true, message: campaignStepMessages.postUrlSubmitted, data: { State: 'boost' } });

    // Boost code.
    const boostDetail = await post(tok, '/creatorapi/boost-code-detail', ref(offer));
    expect(boostDetail.json().results).toEqual({
      success: true,
      BoostDetail: { InstructionText: 'Boost it in Ads Manager', SubmittedBoostCode: null, IsPostBoostCodeRequired: 'Yes' },
    });
    expectRefused(await post(tok, '/creatorapi/campaignResults?' + new URLSearchParams({ PostID: String(offer.id), UID: offer.uid }), {}), 415, 'Please send the file as a form upload (multipart/form-data).');
    expectRefused(await post(tok, '/creatorapi/boost-code-save', { ...ref(offer), BoostCode: '   ' }), 400, campaignMessages.invalidBoostCode);
    const saved = await post(tok, '/creatorapi/boost-code-save', { ...ref(offer), BoostCode: 'ABC123' });
    expect(saved.json().results).toEqual({ success: true, message: campaignStepMessages.boostCodeSaved, data: { State: 'results' } });
    expectRefused(await post(tok, '/creatorapi/boost-code-save', { ...ref(offer), BoostCode: 'ABC123' }), 409, campaignMessages.stale);
    expect((await post(tok, '/creatorapi/boost-code-save', { ...ref(offer), BoostCode: 'XYZ789' })).json().results.data.State).toBe('results');
    expect((await detail(tok, offer)).SubmittedBoostCode).toBe('XYZ789');

    // Results.
    const q = (extra: Record<string, string> = {}) => `/creatorapi/campaignResults?${new URLSearchParams({ PostID: String(offer.id), UID: offer.uid, ...extra })}`;
    const form = await send(tok, { method: 'GET', url: q() });
    expect(form.statusCode).toBe(200);
    expect(form.json().results.data.Fields.map((f: { InputLabel: string }) => f.InputLabel)).toEqual(['Views', 'Shares', 'Comments', 'Swipes', 'StickerTaps', 'Screenshot Image']);
    expect(form.json().results.data.Submitted).toBe(false);
    expectRefused(await upload(tok, q(), { Views: '1000' }), 400, campaignMessages.screenshotRequired);
    expectRefused(await upload(tok, q(), { Views: 'many' }, { name: 's.png', content: sampleFiles.png }), 400, campaignMessages.invalidViews);
    expectRefused(await upload(tok, q(), {}, { name: 's.png', content: sampleFiles.png }), 400, campaignMessages.invalidViews);
    expectRefused(await upload(tok, q({ Shares: 'x' }), { Views: '10' }, { name: 's.png', content: sampleFiles.png }), 400, campaignMessages.invalidShares);
    expectRefused(await upload(tok, q({ StickerTaps: '-1' }), { Views: '10' }, { name: 's.png', content: sampleFiles.png }), 400, campaignMessages.invalidStickerTaps);
    expectRefused(await upload(tok, q(), { Views: '10' }, { name: 's.png', content: sampleFiles.txt }), 400, campaignMessages.invalidFileType);
    const reported = await upload(tok, q({ Shares: '12', Comments: '3', Swipes: '', StickerTaps: '1,200', Likes: '40' }), { Views: '10,500' }, { name: 's.png', content: sampleFiles.png });
    expect(reported.json().results).toEqual({ success: true, message: campaignStepMessages.resultsSubmitted, data: { State: 'verifying' } });
    const [done] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(done!.results).toEqual({ Views: 10_500, Shares: 12, Comments: 3, StickerTaps: 1200, Likes: 40 });
    expect((await send(tok, { method: 'GET', url: q() })).json().results.data.Submitted).toBe(true);
    // A late boost code update is still taken while the results are checked.
    expect((await post(tok, '/creatorapi/boost-code-save', { ...ref(offer), BoostCode: 'LATE1' })).statusCode).toBe(200);

    const events = await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, offer.id)).orderBy(offerEvents.id);
    expect(events.map((e) => e.action)).toEqual([
      'accept',
      'submitDraft',
      'deleteDraft',
      'submitDraft',
      'approveDraft',
      'submitPostUrl',
      'saveBoostCode',
      'saveBoostCode',
      'submitResults',
      'saveBoostCode',
    ]);
    expect(events.every((e) => e.actorContactId === me.id || e.action === 'approveDraft')).toBe(true);
    const payments = await t.db.select().from(campaignPayments).where(eq(campaignPayments.offerId, offer.id));
    expect(payments).toEqual([expect.objectContaining({ status: 'Potential' })]);
  });

  it('takes a draft link on YouTube only, http or https', async () => {
    const me = await signIn();
    const youtube = await makeCampaign(t.db, { platformId: 7 });
    const offer = await makeOffer(t.db, { contactId: me.id, campaignId: youtube.id, state: 'draft' });
    const submit = (draftUrl: string) => post(me.token, '/creatorapi/post-final-url-submit', { ...ref(offer), draftUrl });
    expectRefused(await submit('ftp://youtube.com/x'), 400, campaignMessages.draftUrlInvalid);
    const ok = await submit('https://www.youtube.com/shorts/abc');
    expect(ok.json().results).toEqual({ success: true, message: campaignMessages.draftUploaded, data: { State: 'review' } });
    expect(await detail(me.token, offer)).toMatchObject({ DraftSubmitted: true, Draft: { Url: 'https://www.youtube.com/shorts/abc', FileUrl: null } });
    expectRefused(await submit('https://www.youtube.com/shorts/abc'), 409, campaignMessages.stale);
  });

  it('refuses steps the state does not allow (409) and a boost code a campaign does not take', async () => {
    const me = await signIn();
    const noBoost = await makeCampaign(t.db, { boostCode: 'No' });
    const inResults = await makeOffer(t.db, { contactId: me.id, campaignId: noBoost.id, state: 'results' });
    expectRefused(await post(me.token, '/creatorapi/boost-code-save', { ...ref(inResults), BoostCode: 'X1' }), 409, campaignMessages.boostCodeNotAsked);
    const campaign = await makeCampaign(t.db, { boostCode: 'Yes' });
    const cases: [string, object, (o: { id: number; uid: string }) => Promise<{ statusCode: number; json(): { messages: string[] } }>][] = [
      ['notify', {}, (o) => post(me.token, '/creatorapi/campaignResponse/campaignResponseSave', { ...lower(o), response: 'Accept' })],
      ['invited', {}, (o) => post(me.token, '/creatorapi/campaignNotify', { ...lower(o), postUrl: 'https://tiktok.com/@a/video/1' })],
      ['draft', {}, (o) => send(me.token, { method: 'DELETE', url: '/creatorapi/post-approval-delete', payload: ref(o) })],
      ['invited', {}, (o) => post(me.token, '/creatorapi/boost-code-save', { ...ref(o), BoostCode: 'X1' })],
      ['boost', {}, (o) => upload(me.token, `/creatorapi/campaignResults?PostID=${o.id}&UID=${o.uid}`, { Views: '1' }, { name: 'a.png', content: sampleFiles.png })],
      ['completed', {}, (o) => post(me.token, '/creatorapi/campaignResponse/campaignResponseSave', { ...lower(o), response: 'Decline', declineId: 1 })],
    ];
    for (const [state, fields, call] of cases) {
      const o = await makeOffer(t.db, { contactId: me.id, campaignId: campaign.id, state: state as 'invited', ...fields });
      const res = await call(o);
      expect(res.statusCode, `${state}: ${JSON.stringify(res.json())}`).toBe(409);
      expect(res.json().messages).toEqual([campaignMessages.stale]);
      expect(await stateOf(o.id)).toBe(state);
    }
    // A failed post stage: the explanation, not a generic refusal.
    const late = await makeOffer(t.db, { contactId: me.id, campaignId: campaign.id, state: 'notify', postBy: new Date(Date.now() - HOUR) });
    expectRefused(await post(me.token, '/creatorapi/campaignNotify', { ...lower(late), postUrl: 'https://tiktok.com/@a/video/1' }), 409, campaignMessages.failedNoPost);
  });

  it('gives the boost instructions a default, and the contact form its recipient and sender', async () => {
    const me = await signIn({ firstName: 'Ana', lastName: 'Ruiz' });
    const campaign = await makeCampaign(t.db, { title: 'Night Drive', contactEmail: 'label@brand.test' });
    const offer = await makeOffer(t.db, { contactId: me.id, campaignId: campaign.id });
    expect((await post(me.token, '/creatorapi/boost-code-detail', ref(offer))).json().results.BoostDetail.InstructionText).toBe(DEFAULT_BOOST_INSTRUCTION);
    expect((await post(me.token, '/creatorapi/contact-form', ref(offer))).json().results.data).toEqual({
      Email_To: 'label@brand.test',
      Email_Subject: 'Question about Night Drive',
      Email_Sender_Name: 'Ana Ruiz',
      Email_Sender_Email: me.email,
    });
  });

  describe('who may act on an offer', () => {
    it("answers 404 to another creator, an unswitched manager and a stranger's uid; 401 to anonymous; the switched manager acts", async () => {
      const a = await signIn();
      const b = await signIn();
      const manager = await signIn({ contactType: 'manager' });
      await linkToManager(t.db, manager.id, a.id);
      const campaign = await makeCampaign(t.db, { platformId: 4 });
      const offer = await makeOffer(t.db, { contactId: a.id, campaignId: campaign.id });
      const calls: [string, (o: { id: number; uid: string }) => object][] = [
        ['/creatorapi/campaign', (o) => lower(o)],
        ['/creatorapi/campaignResponse/campaignResponseDetail', (o) => ref(o)],
        ['/creatorapi/campaignResponse/campaignResponseSave', (o) => ({ ...lower(o), response: 'Decline', declineId: 1 })],
        ['/creatorapi/post-final-url-submit', (o) => ({ ...ref(o), draftUrl: 'https://youtube.com/x' })],
        ['/creatorapi/campaignNotify', (o) => ({ ...lower(o), postUrl: 'https://tiktok.com/@a/video/1' })],
        ['/creatorapi/boost-code-detail', (o) => ref(o)],
        ['/creatorapi/boost-code-save', (o) => ({ ...ref(o), BoostCode: 'X' })],
        ['/creatorapi/contact-form', (o) => ref(o)],
      ];
      const missing = { id: 2_000_000_000, uid: '00000000-0000-4000-8000-000000000000' };
      for (const [url, body] of calls) {
        for (const token of [b.token, manager.token]) expectRefused(await post(token, url, body(offer)), 404, campaignMessages.offerNotFound);
        // The same answer for an offer that does not exist at all, or a real id with another offer's uid.
        expectRefused(await post(b.token, url, body(missing)), 404, campaignMessages.offerNotFound);
        expectRefused(await post(b.token, url, body({ id: offer.id, uid: missing.uid })), 404, campaignMessages.offerNotFound);
        expect((await post(null, url, body(offer))).statusCode).toBe(401);
      }
      for (const url of [`/creatorapi/campaignResults?PostID=${offer.id}&UID=${offer.uid}`]) {
        expect((await send(b.token, { method: 'GET', url })).statusCode).toBe(404);
        expect((await send(null, { method: 'GET', url })).statusCode).toBe(401);
      }
      expectRefused(await upload(b.token, '/creatorapi/post-approval-submit', ref(offer), { name: 'a.png', content: sampleFiles.png }), 404, campaignMessages.offerNotFound);
      await expect.poll(async () => (await liveFilesOf(b.id)).length).toBe(0);
      expect(await stateOf(offer.id)).toBe('invited');
      expect((await list(b.token, { status: 'all' })).results.data.Row_Campaigns).toEqual([]);

      // Switched into A, the manager sees and answers A's offer (the event records the manager as actor).
      const sw = await post(manager.token, '/creatorapi/switch', { contactId: a.id });
      expect(sw.statusCode).toBe(200);
      expect((await list(manager.token, { status: 'all' })).results.data.Row_Campaigns.map((r: { PostID: number }) => r.PostID)).toEqual([offer.id]);
      const accepted = await post(manager.token, '/creatorapi/campaignResponse/campaignResponseSave', { ...lower(offer), response: 'Accept' });
      expect(accepted.statusCode).toBe(200);
      const [event] = await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, offer.id));
      expect(event!.actorContactId).toBe(manager.id);
    });

    it('serves a file to its offer creator, the campaign contract to its invitees, any file to an admin, and 404 to everyone else', async () => {
      const a = await signIn();
      const b = await signIn();
      const admin = await signIn({ contactType: 'admin' });
      const manager = await signIn({ contactType: 'manager' });
      await linkToManager(t.db, manager.id, a.id);
      const campaign = await makeCampaign(t.db, { contractRequired: true });
      const offer = await makeOffer(t.db, { contactId: a.id, campaignId: campaign.id });
      const up = await upload(a.token, '/creatorapi/campaignResponse/contract-upload', ref(offer), { name: 'signed.txt', content: sampleFiles.txt });
      expect(up.statusCode).toBe(200);
      const url = (await detail(a.token, offer)).Contract.SignedContractUrl as string;
      const status = async (token: string | null, u = url) => (await send(token, { method: 'GET', url: u })).statusCode;
      expect(await status(a.token)).toBe(200);
      expect(await status(admin.token)).toBe(200);
      expect(await status(b.token)).toBe(404);
      expect(await status(manager.token)).toBe(404);
      expect(await status(null)).toBe(401);
      expect(await status(b.token, '/creatorapi/files/00000000-0000-4000-8000-000000000000')).toBe(404);
      expect(await status(b.token, '/creatorapi/files/not-a-uid')).toBe(404);
      expect((await post(manager.token, '/creatorapi/switch', { contactId: a.id })).statusCode).toBe(200);
      expect(await status(manager.token)).toBe(200);

      // The organiser's contract: readable by the creators invited to that campaign, no one else.
      const terms = await makeFileRow(t.db, { kind: 'campaign_contract' });
      const withTerms = await makeCampaign(t.db, { contractRequired: true, contractFileId: terms.id });
      await makeOffer(t.db, { contactId: b.id, campaignId: withTerms.id });
      await storageFromConfig(t.config).put(terms.storageKey, Readable.from([sampleFiles.pdf]), 'application/pdf');
      const termsUrl = `/creatorapi/files/${terms.uid}`;
      expect(await status(b.token, termsUrl)).toBe(200);
      expect(await status(a.token, termsUrl)).toBe(404);
      expect(await status(admin.token, termsUrl)).toBe(200);
    });
  });
});
