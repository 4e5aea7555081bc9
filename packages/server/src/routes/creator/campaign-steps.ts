import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  formatUsd,
  COUNTER_OFFER_DECLINE_ID,
  boostCodeError,
  boostCodeSaveBody,
  campaignMessages,
  campaignNotifyBody,
  campaignResponseSaveBody,
  campaignStepMessages,
  contractUploadFields,
  draftLinkAllowed,
  draftUploadFields,
  draftUrlBody,
  effectiveOfferState,
  failedExplanation,
  isHttpUrl,
  offerRefUpper,
  offerRefUpperLoose,
  offerStepResponse,
  parseUsdToCents,
  postUrlError,
  resultsFields,
  resultsQuery,
  type OfferAction,
  type OfferState,
} from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { declineOptions, offers } from '../../db/schema.ts';
import { badRequest, conflict, parseOr400, route } from '../../lib/http.ts';
import { deleteFile } from '../../lib/stored-files.ts';
import { receiveUpload } from '../../lib/uploads.ts';
import type { Session } from '../../plugins/auth.ts';
import { transitionOffer, type OfferChanges } from '../../repositories/offer-transitions.ts';
import { findOwnOffer } from '../../repositories/offers.ts';
import { postToOfferThread } from '../../repositories/chat.ts';

// The steps of a creator's offer (campaigns.md §4-§5, §7): answer, contract, draft, post URL, boost code, results.
// Each step is one transaction around `transitionOffer` (the row lock, the conditional update, the event, the
// payment row); the acting creator must own the offer, else 404 whether or not it exists.

export type Ref = { postId: number; uid: string };
export const lower = (b: { postId: string | number; uid: string }): Ref => ({ postId: Number(b.postId), uid: b.uid });
export const upper = (b: { PostID: string | number; UID: string }): Ref => ({ postId: Number(b.PostID), uid: b.UID });

const stepAnswer = (state: OfferState, message: string) => ({ results: { success: true, message, data: { State: state } } });

/** A step of the acting creator on their own offer: found under its lock, then moved by `transitionOffer`. */
async function step(
  db: Db,
  session: Session,
  ref: Ref,
  action: OfferAction,
  opts: {
    changes?: OfferChanges;
    detail?: Record<string, unknown>;
    check?: (locked: Awaited<ReturnType<typeof findOwnOffer>>) => void;
    /** What the step says in the offer's conversation with the organiser (the negotiation's thread). */
    thread?: string;
  } = {},
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
    if (opts.thread) await postToOfferThread(tx, offer.id, 'creator', session.actor.id, opts.thread);
    return { offer, before: locked.offer };
  });
}

/** Files replaced or dropped by a committed step: removed after the commit (never before: a rollback keeps them). */
async function removeFiles(app: FastifyInstance, db: Db, ids: (number | null | undefined)[]) {
  for (const id of ids)
    if (id) await deleteFile(db, app.storage, id).catch((err: unknown) => app.log.error({ err, fileId: id }, 'could not remove a replaced upload'));
}

export function creatorCampaignStepRoutes(app: FastifyInstance, { db }: { db: Db }) {
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
          thread: `Change request: ${reason}`,
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
          thread: `Counter offer: ${formatUsd(cents)}`,
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
      return submitResults(db, session, query, fields.Views!, file?.id ?? null);
    },
  );
}

type ResultsQuery = Parameters<typeof upper>[0] & Partial<Record<'Shares' | 'Comments' | 'Swipes' | 'StickerTaps' | 'Likes', number | null>>;

/**
 * The results step of either results call (the multipart one above, the spec's form-encoded one in
 * campaign-results.ts): Views from the body, the other counts from the query, and the screenshot's stored file,
 * without which the step is refused under the offer's lock.
 */
export async function submitResults(db: Db, session: Session, query: ResultsQuery, views: number, fileId: number | null) {
  const counts: Record<string, number> = { Views: views };
  for (const key of ['Shares', 'Comments', 'Swipes', 'StickerTaps', 'Likes'] as const) {
    const v = query[key];
    if (typeof v === 'number') counts[key] = v;
  }
  const { offer } = await step(db, session, upper(query), 'submitResults', {
    changes: { results: counts, resultsFileId: fileId },
    detail: { results: counts },
    check: () => {
      if (fileId === null) throw badRequest(campaignMessages.screenshotRequired);
    },
  });
  return stepAnswer(offer.state, campaignStepMessages.resultsSubmitted);
}
