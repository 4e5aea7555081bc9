import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import {
  adminCampaignListResponse,
  adminCampaignPaymentsQuery,
  adminCampaignPaymentsResponse,
  adminCampaignResponse,
  adminOfferDetailResponse,
  adminOfferResponse,
  adminOffersQuery,
  adminOffersResponse,
  campaignAdminMessages,
  campaignIdParams,
  campaignInput,
  campaignPatch,
  campaignPaymentIdParams,
  campaignPaymentSummaryResponse,
  feedbackBody,
  feedbackRequiredBody,
  inviteBody,
  inviteResponse,
  offerIdParams,
  okResponse,
  orgCampaignInput,
  orgOfferFileParams,
  sweepResponse,
} from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { sendFile } from '../../lib/file-serving.ts';
import { badRequest, route, type OrgAccess } from '../../lib/http.ts';
import { deleteFile } from '../../lib/stored-files.ts';
import { receiveUpload } from '../../lib/uploads.ts';
import { campaignContractFile, createCampaign, getCampaign, listCampaigns, setContractFile, updateCampaign } from '../../repositories/campaign-admin.ts';
import { campaignPaymentsForOrganiser, campaignPaymentSummary, remindCampaignPaymentEmail } from '../../repositories/campaign-payment-admin.ts';
import { inviteHandles, listOffers, offerDetail, offerFile, organiserStep, type OrganiserStep } from '../../repositories/offer-admin.ts';
import { sweepOffers } from '../../jobs/offer-sweeps.ts';

/** The organiser's steps of an offer: path segment → action, and whether notes are required, optional or none. */
const steps: { path: string; action: OrganiserStep; summary: string; notes: 'required' | 'optional' | 'none' }[] = [
  { path: 'approve-draft', action: 'approveDraft', summary: 'Approve the draft (optional feedback notes, HTML); the creator posts next', notes: 'optional' },
  { path: 'reject-draft', action: 'rejectDraft', summary: 'Reject the draft with feedback notes (HTML); the creator uploads another', notes: 'required' },
  { path: 'answer-request', action: 'answerRequest', summary: 'Answer a change request with notes (HTML): the offer is open again for 48 hours', notes: 'required' },
  { path: 'accept-counter', action: 'acceptCounter', summary: 'Accept the counter offer: the offer goes on at the countered rate', notes: 'none' },
  { path: 'reject-counter', action: 'rejectCounter', summary: 'Reject the counter offer: the offer is declined', notes: 'none' },
  { path: 'verify', action: 'verify', summary: 'Verify the results: completed, payment To Be Paid', notes: 'none' },
  { path: 'complete', action: 'complete', summary: 'Complete the offer now (organiser override from post, boost code, results or verifying)', notes: 'none' },
  { path: 'pull', action: 'pull', summary: 'Pull the offer (the client withdrew it)', notes: 'none' },
];

/** Who may call an area's campaign routes: reads, and changes (campaigns, invites, the organiser's steps). */
interface Area {
  prefix: '/adminapi' | '/orgapi';
  read: 'admin' | OrgAccess;
  edit: 'admin' | OrgAccess;
  /** A new campaign's fields: an organisation's brand and contact default to its own. */
  input: typeof campaignInput | typeof orgCampaignInput;
}

const anyBody = z.unknown();

/**
 * The organiser's side of campaigns, mounted twice from one set of handlers (as contests are): under /adminapi for
 * staff (every organisation; the admin CLI) and under /orgapi for an organisation's members (issue 22), where
 * `scope` is the session's organisation and another organisation's campaigns, offers, files and payments are not
 * found (404). Every state change goes through transitionOffer. The sweep stays staff's.
 */
export function adminCampaignRoutes(app: FastifyInstance, { db }: { db: Db }) {
  campaignRoutes(app, db, { prefix: '/adminapi', read: 'admin', edit: 'admin', input: campaignInput });
  campaignRoutes(app, db, { prefix: '/orgapi', read: 'orgViewer', edit: 'orgEditor', input: orgCampaignInput });
  route(
    app,
    { method: 'POST', url: '/adminapi/offers/sweep', summary: 'Run the 48-hour sweeps now: expire unanswered invites, fail offers with no post in time', access: 'admin', response: sweepResponse },
    async () => ({ results: { success: true, data: await sweepOffers(db) } }),
  );
}

function campaignRoutes(app: FastifyInstance, db: Db, { prefix, read, edit, input }: Area) {
  route(
    app,
    { method: 'GET', url: `${prefix}/campaigns`, summary: 'Every campaign, newest first, with its offers by state, budget and spend', access: read, response: adminCampaignListResponse },
    async ({ scope }) => ({ results: { success: true, data: await listCampaigns(db, scope) } }),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${prefix}/campaigns`,
      summary: 'Create a campaign (creative direction HTML is sanitized; an organisation’s brand and contact default to its own)',
      access: edit,
      body: input,
      response: adminCampaignResponse,
      status: 201,
    },
    async ({ scope, body, session }) => ({ results: { success: true, data: await createCampaign(db, scope, body, session.actor.id) } }),
  );
  route(
    app,
    { method: 'GET', url: `${prefix}/campaigns/:id`, summary: 'One campaign with its budget and spend', access: read, params: campaignIdParams, response: adminCampaignResponse },
    async ({ scope, params }) => ({ results: { success: true, data: await getCampaign(db, scope, params.id) } }),
  );
  route(
    app,
    {
      method: 'PATCH',
      url: `${prefix}/campaigns/:id`,
      summary: 'Edit a campaign: only the fields sent change; a budget below what its offers commit is refused',
      access: edit,
      params: campaignIdParams,
      body: campaignPatch,
      response: adminCampaignResponse,
    },
    async ({ scope, params, body }) => ({ results: { success: true, data: await updateCampaign(db, scope, params.id, body) } }),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${prefix}/campaigns/:id/contract`,
      summary: 'Upload the contract creators sign (multipart, field file: pdf, doc, docx or txt); replaces the previous one',
      access: edit,
      params: campaignIdParams,
      response: adminCampaignResponse,
    },
    async ({ scope, params, req }) => {
      // Checked before any byte is stored: another organisation's campaign is not found, its upload never written.
      await getCampaign(db, scope, params.id);
      const { file } = await receiveUpload(req, { kind: 'campaign_contract', ownerContactId: null, fields: z.object({}) });
      if (!file) throw badRequest(campaignAdminMessages.contractFileRequired);
      const { campaign, replaced } = await setContractFile(db, scope, params.id, file.id);
      if (replaced && replaced !== file.id) await deleteFile(db, req.server.storage, replaced).catch((err) => req.log.warn({ err }, 'could not remove the replaced contract'));
      return { results: { success: true, data: campaign } };
    },
  );
  route(
    app,
    { method: 'GET', url: `${prefix}/campaigns/:id/contract-file`, summary: 'The campaign’s contract file (the one creators sign), with its content type', access: read, params: campaignIdParams, response: anyBody },
    async ({ scope, params, reply }) => sendFile(reply, app.storage, await campaignContractFile(db, scope, params.id)),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${prefix}/campaigns/:id/invite`,
      summary:
        'Invite handles (contact platform ids) at a handle’s own rate, the body’s or the campaign’s: one offer per handle, answer within 48 hours; handles with an offer, on another platform, deactivated or not approved are skipped with the reason; past the budget, nothing is invited (409)',
      access: edit,
      params: campaignIdParams,
      body: inviteBody,
      response: inviteResponse,
    },
    async ({ scope, params, body, session }) => ({ results: { success: true, data: await inviteHandles(db, scope, params.id, body, session.actor.id) } }),
  );
  route(
    app,
    {
      method: 'GET',
      url: `${prefix}/offers`,
      summary: 'Offers by campaign, state, creator or handle text, newest first, with the handle, email, next step and deadline',
      access: read,
      query: adminOffersQuery,
      response: adminOffersResponse,
    },
    async ({ scope, query }) => ({ results: { success: true, data: await listOffers(db, scope, query) } }),
  );
  route(
    app,
    { method: 'GET', url: `${prefix}/offers/:id`, summary: 'One offer with its log (oldest first) and what the organiser must do next', access: read, params: offerIdParams, response: adminOfferDetailResponse },
    async ({ scope, params }) => ({ results: { success: true, data: await offerDetail(db, scope, params.id) } }),
  );
  route(
    app,
    {
      method: 'GET',
      url: `${prefix}/offers/:id/files/:kind`,
      summary: 'An offer’s draft, signed contract or results screenshot (kind draft | contract | results), with its content type',
      access: read,
      params: orgOfferFileParams,
      response: anyBody,
    },
    async ({ scope, params, reply }) => sendFile(reply, app.storage, await offerFile(db, scope, params.id, params.kind)),
  );
  for (const step of steps) {
    const spec = { method: 'POST', url: `${prefix}/offers/:id/${step.path}`, summary: step.summary, access: edit, params: offerIdParams, response: adminOfferResponse } as const;
    if (step.notes === 'none')
      route(app, spec, async ({ scope, params, session }) => ({ results: { success: true, data: await organiserStep(db, scope, params.id, step.action, session.actor.id) } }));
    else
      route(app, { ...spec, body: step.notes === 'required' ? feedbackRequiredBody : feedbackBody }, async ({ scope, params, body, session }) => ({
        results: { success: true, data: await organiserStep(db, scope, params.id, step.action, session.actor.id, body.feedbackNotes) },
      }));
  }
  route(
    app,
    {
      method: 'GET',
      url: `${prefix}/campaign-payments`,
      summary: 'Campaign payments (Potential, Pending = To Be Paid, Paid), flagging creators without a confirmed payment email',
      access: read,
      query: adminCampaignPaymentsQuery,
      response: adminCampaignPaymentsResponse,
    },
    async ({ scope, query }) => ({ results: { success: true, data: await campaignPaymentsForOrganiser(db, scope, query) } }),
  );
  route(
    app,
    {
      method: 'GET',
      url: `${prefix}/campaign-payments/summary`,
      summary: 'What is owed and paid per campaign (Potential, To Be Paid, Paid) and per creator (To Be Paid, Paid, missing payment email)',
      access: read,
      response: campaignPaymentSummaryResponse,
    },
    async ({ scope }) => ({ results: { success: true, data: await campaignPaymentSummary(db, scope) } }),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${prefix}/campaign-payments/:id/remind`,
      summary: 'Mail the creator of a To Be Paid payment without a confirmed payment email a reminder to add one (once a day per payment)',
      access: edit,
      params: campaignPaymentIdParams,
      response: okResponse,
    },
    async ({ scope, params }) => {
      const to = await remindCampaignPaymentEmail(db, scope, params.id);
      return { results: { success: true, message: campaignAdminMessages.reminderSent(to) } };
    },
  );
}
