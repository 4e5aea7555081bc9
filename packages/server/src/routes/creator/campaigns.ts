import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import {
  COUNTER_OFFER_DECLINE_ID,
  DEFAULT_BOOST_INSTRUCTION,
  boostCodeDetailResponse,
  boostCodeError,
  boostCodeSaveBody,
  campaignDetailResponse,
  campaignListBody,
  campaignListResponse,
  campaignMessages,
  campaignNotifyBody,
  campaignResponseSaveBody,
  campaignStepMessages,
  contactFormResponse,
  contractUploadFields,
  declineOptionsResponse,
  draftLinkAllowed,
  draftUploadFields,
  draftUrlBody,
  effectiveOfferState,
  failedExplanation,
  offerFileParams,
  isHttpUrl,
  offerRefLower,
  offerRefUpper,
  offerRefUpperLoose,
  offerStepResponse,
  parseUsdToCents,
  postUrlError,
  resultFields,
  resultsFields,
  resultsFormResponse,
  resultsQuery,
  type OfferAction,
  type OfferState,
} from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { declineOptions, offers } from '../../db/schema.ts';
import { badRequest, conflict, parseOr400, route } from '../../lib/http.ts';
import { deleteFile, receiveUpload, sendFile } from '../../lib/uploads.ts';
import type { Session } from '../../plugins/auth.ts';
import { displayName } from '../../repositories/contacts.ts';
import { transitionOffer, type OfferChanges } from '../../repositories/offer-transitions.ts';
import { findOwnOffer, listOffers, markSeen, offerDetail, readableFile } from '../../repositories/offers.ts';

// The creator's side of campaigns (campaigns.md §3-§5, §7): the list, the detail, and every step of an offer.
// Each step is one transaction around `transitionOffer` (the row lock, the conditional update, the event, the
// payment row); the acting creator must own the offer, else 404 whether or not it exists.

type Ref = { postId: number; uid: string };
const lower = (b: { postId: string | number; uid: string }): Ref => ({ postId: Number(b.postId), uid: b.uid });
const upper = (b: { PostID: string | number; UID: string }): Ref => ({ postId: Number(b.PostID), uid: b.UID });

const stepAnswer = (state: OfferState, message: string) => ({ results: { success: true, message, data: { State: state } } });

/** A step of the acting creator on their own offer: found under its lock, then moved by `transitionOffer`. */
async function step(
  db: Db,
  session: Session,
  ref: Ref,
  action: OfferAction,
  opts: { changes?: OfferChanges; detail?: Record<string, unknown>; check?: (locked: Awaited<ReturnType<typeof findOwnOffer>>) => void } = {},
) {
  return db.transaction(async (tx) => {
    const locked = await findOwnOffer(tx, ref, session.acting.id, { lock: true });
    opts.check?.(locked);
    const { offer } = await transitionOffer(tx, {
      offerId: locked.offer.id,
      action,
      actorContactId: session.actor.id,
      changes: opts.changes,
      detail: opts.detail,
      expectFrom: locked.offer.state,
    });
    return { offer, before: locked.offer };
  });
}

/** Files replaced or dropped by a committed step: removed after the commit (never before: a rollback keeps them). */
async function removeFiles(app: FastifyInstance, db: Db, ids: (number | null | undefined)[]) {
  for (const id of ids)
    if (id) await deleteFile(db, app.storage, id).catch((err: unknown) => app.log.error({ err, fileId: id }, 'could not remove a replaced upload'));
}

const anyBody = z.unknown();

export function creatorCampaignRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // ---- Reads ----

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/campaigns',
      summary: "The acting creator's campaign offers, 12 a page, by list status (campaigns.md §2, §4)",
      access: 'user',
      body: campaignListBody,
      response: campaignListResponse,
    },
    async ({ session, body }) => listOffers(db, session.acting, body),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/campaign',
      summary: 'One offer: the campaign response of the detail page (Row_Buttons, Step, PostDeadline, …); marks it seen',
      access: 'user',
      body: offerRefLower,
      response: campaignDetailResponse,
    },
    async ({ session, body }) => {
      const { offer, campaign, platformName } = await findOwnOffer(db, lower(body), session.acting.id);
      if (!offer.seenAt) await markSeen(db, offer.id);
      return { results: { success: true, data: await offerDetail(db, offer, campaign, platformName) } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/campaignResponse/campaignResponseDetail',
      summary: 'The decline options of an offer',
      access: 'user',
      body: offerRefUpper,
      response: declineOptionsResponse,
    },
    async ({ session, body }) => {
      await findOwnOffer(db, upper(body), session.acting.id);
      const rows = await db.select().from(declineOptions).orderBy(declineOptions.id);
      return {
        results: { success: true, data: { DeclineOptions: rows.map((r) => ({ DeclineID: r.id, Description: r.description, RequiresReason: r.requiresReason })) } },
      };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/boost-code-detail',
      summary: "The campaign's boost-code instructions and the code already sent",
      access: 'user',
      body: offerRefUpper,
      response: boostCodeDetailResponse,
    },
    async ({ session, body }) => {
      const { offer, campaign } = await findOwnOffer(db, upper(body), session.acting.id);
      return {
        results: {
          success: true,
          BoostDetail: {
            InstructionText: campaign.boostInstruction?.trim() || DEFAULT_BOOST_INSTRUCTION,
            SubmittedBoostCode: offer.boostCode,
            IsPostBoostCodeRequired: campaign.boostCode,
          },
        },
      };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/contact-form',
      summary: 'Who to write to about an offer: the campaign contact, and the acting creator as sender',
      access: 'user',
      body: offerRefUpper,
      response: contactFormResponse,
    },
    async ({ session, body }) => {
      const { campaign } = await findOwnOffer(db, upper(body), session.acting.id);
      return {
        results: {
          success: true,
          data: {
            Email_To: campaign.contactEmail,
            Email_Subject: `Question about ${campaign.title}`,
            Email_Sender_Name: displayName(session.acting),
            Email_Sender_Email: session.actingUsername ?? session.acting.emailPrimary ?? '',
          },
        },
      };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/campaignResults',
      summary: 'The post results form definition (campaigns.md §3)',
      access: 'user',
      query: resultsQuery,
      response: resultsFormResponse,
    },
    async ({ session, query }) => {
      const { offer, campaign } = await findOwnOffer(db, upper(query), session.acting.id);
      return {
        results: {
          success: true,
          data: {
            Header: `Post Results: ${campaign.title}`,
            Fields: [
              ...resultFields.map((f) => ({ InputLabel: f.key, Name: f.key, Type: 'number' as const, Required: f.required })),
              { InputLabel: 'Screenshot Image', Name: 'file', Type: 'file' as const, Required: true },
            ],
            Submitted: offer.results !== null,
          },
        },
      };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/files/:uid',
      summary: "An uploaded file, for the offer's creator (or a manager acting as them), its campaign's invitees, or an admin",
      access: 'user',
      params: offerFileParams,
      response: anyBody,
    },
    async ({ session, params, reply }) => {
      const file = await readableFile(db, params.uid, { contactId: session.acting.id, isAdmin: session.acting.contactType === 'admin' });
      return sendFile(reply, app.storage, file);
    },
  );

  // ---- Steps ----

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/campaignResponse/campaignResponseSave',
      summary: 'Answer an offer: Accept, Interested (request changes) or Decline (with a reason, or a counter offer in USD)',
      access: 'user',
      body: campaignResponseSaveBody,
      response: offerStepResponse,
    },
    async ({ session, body }) => {
      const ref = lower(body);
      const now = new Date();
      const reason = body.reason?.trim() ?? '';
      if (body.response === 'Accept') {
        // No contract: the spec's client first asks the creator to confirm their payment email. The server still
        // accepts without one: the email is needed only when the offer is paid (and payment refuses without it).
        const { offer } = await step(db, session, ref, 'accept', {
          changes: { respondedAt: now },
          check: ({ offer, campaign }) => {
            if (campaign.contractRequired && !offer.contractFileId) throw badRequest(campaignMessages.contractRequired);
          },
        });
        return stepAnswer(offer.state, campaignStepMessages.accepted);
      }
      if (body.response === 'Interested') {
        if (!reason) throw badRequest(campaignMessages.changesRequired);
        const { offer } = await step(db, session, ref, 'requestChanges', {
          changes: { respondedAt: now, changesRequested: reason },
          detail: { changesRequested: reason },
        });
        return stepAnswer(offer.state, campaignStepMessages.changesRequested);
      }
      if (!body.declineId) throw badRequest(campaignMessages.chooseReason);
      const [option] = await db.select().from(declineOptions).where(eq(declineOptions.id, body.declineId));
      if (!option) throw badRequest(campaignMessages.chooseReason);
      if (option.id === COUNTER_OFFER_DECLINE_ID) {
        const cents = parseUsdToCents(reason);
        if (cents === null) throw badRequest(campaignMessages.invalidRate);
        const { offer } = await step(db, session, ref, 'counterOffer', {
          changes: { respondedAt: now, declineId: option.id, declineReason: null, counterOfferCents: cents },
          detail: { declineId: option.id, counterOfferCents: cents },
        });
        return stepAnswer(offer.state, campaignStepMessages.countered);
      }
      if (option.requiresReason && !reason) throw badRequest(campaignMessages.explainReason);
      const { offer } = await step(db, session, ref, 'decline', {
        changes: { respondedAt: now, declineId: option.id, declineReason: reason || null },
        detail: { declineId: option.id, ...(reason && { reason }) },
      });
      return stepAnswer(offer.state, campaignStepMessages.declined);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/campaignResponse/contract-upload',
      summary: 'Upload the signed contract (multipart: file, PostID, UID) while the offer is open to an answer; replaces an earlier one',
      access: 'user',
      response: offerStepResponse,
    },
    async ({ session, req }) => {
      const { file, fields } = await receiveUpload(req, { kind: 'contract', ownerContactId: session.acting.id, fields: contractUploadFields });
      if (!file) throw badRequest(campaignMessages.contractRequired);
      const replaced = await db.transaction(async (tx) => {
        const { offer, campaign } = await findOwnOffer(tx, upper(fields), session.acting.id, { lock: true });
        if (!campaign.contractRequired) throw conflict(campaignMessages.contractNotAsked);
        const effective = effectiveOfferState(offer, new Date());
        if (effective !== 'invited') throw conflict(failedExplanation(effective) ?? campaignMessages.stale);
        await tx.update(offers).set({ contractFileId: file.id, updatedAt: new Date() }).where(eq(offers.id, offer.id));
        return offer.contractFileId;
      });
      await removeFiles(app, db, [replaced]);
      return stepAnswer('invited', campaignStepMessages.contractUploaded);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/post-approval-submit',
      summary: 'Upload the draft for approval (multipart: file, PostID, UID, caption)',
      access: 'user',
      response: offerStepResponse,
    },
    async ({ session, req }) => {
      const { file, fields } = await receiveUpload(req, {
        kind: 'draft',
        ownerContactId: session.acting.id,
        fields: draftUploadFields,
        badTypeMessage: campaignMessages.invalidFile,
      });
      const caption = fields.caption?.trim() || null;
      const { offer, before } = await step(db, session, upper(fields), 'submitDraft', {
        changes: { draftFileId: file?.id ?? null, draftUrl: null, draftCaption: caption, draftSubmittedAt: new Date(), draftDecision: null },
        detail: { fileId: file?.id },
        check: ({ campaign }) => {
          if (!file) throw badRequest(campaignMessages.draftRequired);
          if (campaign.draftCaptionRequired && !caption) throw badRequest(campaignMessages.captionRequired);
        },
      });
      await removeFiles(app, db, [before.draftFileId]);
      return stepAnswer(offer.state, campaignStepMessages.draftUploaded);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/post-final-url-submit',
      summary: 'Send a link to the draft instead of a file (YouTube campaigns)',
      access: 'user',
      body: draftUrlBody,
      response: offerStepResponse,
    },
    async ({ session, body }) => {
      const caption = body.caption?.trim() || null;
      const { offer, before } = await step(db, session, upper(body), 'submitDraft', {
        changes: { draftUrl: body.draftUrl, draftFileId: null, draftCaption: caption, draftSubmittedAt: new Date(), draftDecision: null },
        detail: { draftUrl: body.draftUrl },
        check: ({ campaign, platformName }) => {
          if (!draftLinkAllowed(platformName)) throw badRequest(campaignMessages.draftUrlNotAllowed);
          if (!isHttpUrl(body.draftUrl)) throw badRequest(campaignMessages.draftUrlInvalid);
          if (campaign.draftCaptionRequired && !caption) throw badRequest(campaignMessages.captionRequired);
        },
      });
      await removeFiles(app, db, [before.draftFileId]);
      return stepAnswer(offer.state, campaignStepMessages.draftUploaded);
    },
  );

  route(
    app,
    {
      method: 'DELETE',
      url: '/creatorapi/post-approval-delete',
      summary: 'Withdraw the draft while it is under review (PostID, UID in the body or the query)',
      access: 'user',
      body: offerRefUpperLoose,
      query: offerRefUpperLoose,
      response: offerStepResponse,
    },
    async ({ session, body, query }) => {
      const ref = upper(parseOr400(offerRefUpper, { ...query, ...body }));
      const { offer, before } = await step(db, session, ref, 'deleteDraft', {
        changes: { draftFileId: null, draftUrl: null, draftCaption: null, draftSubmittedAt: null, draftDecision: null },
      });
      await removeFiles(app, db, [before.draftFileId]);
      return stepAnswer(offer.state, campaignStepMessages.draftDeleted);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/campaignNotify',
      summary: 'Submit the live post URL (it must be a link of the campaign platform)',
      access: 'user',
      body: campaignNotifyBody,
      response: offerStepResponse,
    },
    async ({ session, body }) => {
      const postUrl = body.postUrl.trim();
      const { offer } = await step(db, session, lower(body), 'submitPostUrl', {
        changes: { postUrl },
        detail: { postUrl },
        check: ({ platformName }) => {
          const error = postUrlError(postUrl, platformName);
          if (error) throw badRequest(error);
        },
      });
      return stepAnswer(offer.state, campaignStepMessages.postUrlSubmitted);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/boost-code-save',
      summary: 'Save the boost code: moves a boost stage on to results; later, updates the code',
      access: 'user',
      body: boostCodeSaveBody,
      response: offerStepResponse,
    },
    async ({ session, body }) => {
      const code = body.BoostCode.trim();
      const error = boostCodeError(code);
      if (error) throw badRequest(error);
      const { offer } = await step(db, session, upper(body), 'saveBoostCode', {
        changes: { boostCode: code },
        detail: { boostCode: code },
        check: ({ offer, campaign }) => {
          if (campaign.boostCode === 'No') throw conflict(campaignMessages.boostCodeNotAsked);
          // The same code again (a double click, a replay) changes nothing: refused like any replayed step.
          if (offer.state !== 'boost' && offer.boostCode === code) throw conflict(campaignMessages.stale);
        },
      });
      return stepAnswer(offer.state, campaignStepMessages.boostCodeSaved);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/campaignResults',
      summary: 'Submit the post results: counts in the query, Views and the screenshot (pdf, jpeg, png) as multipart',
      access: 'user',
      query: resultsQuery,
      response: offerStepResponse,
    },
    async ({ session, query, req }) => {
      const { file, fields } = await receiveUpload(req, {
        kind: 'results',
        ownerContactId: session.acting.id,
        fields: resultsFields,
        badTypeMessage: campaignMessages.invalidFileType,
      });
      const counts: Record<string, number> = { Views: fields.Views! };
      for (const key of ['Shares', 'Comments', 'Swipes', 'StickerTaps', 'Likes'] as const) {
        const v = query[key];
        if (typeof v === 'number') counts[key] = v;
      }
      const { offer } = await step(db, session, upper(query), 'submitResults', {
        changes: { results: counts, resultsFileId: file?.id ?? null },
        detail: { results: counts },
        check: () => {
          if (!file) throw badRequest(campaignMessages.screenshotRequired);
        },
      });
      return stepAnswer(offer.state, campaignStepMessages.resultsSubmitted);
    },
  );
}
