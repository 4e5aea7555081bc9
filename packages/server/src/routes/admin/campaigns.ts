import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import {
  adminCampaignListResponse,
  adminCampaignPaymentsQuery,
  adminCampaignPaymentsResponse,
  adminCampaignResponse,
  adminOfferResponse,
  adminOffersQuery,
  adminOffersResponse,
  campaignAdminMessages,
  campaignIdParams,
  campaignInput,
  campaignPatch,
  feedbackBody,
  feedbackRequiredBody,
  inviteBody,
  inviteResponse,
  offerIdParams,
  sweepResponse,
} from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { badRequest, route } from '../../lib/http.ts';
import { deleteFile } from '../../lib/stored-files.ts';
import { receiveUpload } from '../../lib/uploads.ts';
import {
  campaignPaymentsForOrganiser,
  createCampaign,
  getCampaign,
  inviteHandles,
  listCampaigns,
  listOffers,
  organiserStep,
  setContractFile,
  updateCampaign,
  type OrganiserStep,
} from '../../repositories/campaign-admin.ts';
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

/** Organiser side of campaigns (/adminapi, admin role, used by the admin CLI). Every state change goes through transitionOffer. */
export function adminCampaignRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(
    app,
    { method: 'GET', url: '/adminapi/campaigns', summary: 'Every campaign, newest first, with its offers by state', access: 'admin', response: adminCampaignListResponse },
    async () => ({ results: { success: true, data: await listCampaigns(db) } }),
  );
  route(
    app,
    { method: 'POST', url: '/adminapi/campaigns', summary: 'Create a campaign (creative direction HTML is sanitized)', access: 'admin', body: campaignInput, response: adminCampaignResponse, status: 201 },
    async ({ body }) => ({ results: { success: true, data: await createCampaign(db, body) } }),
  );
  route(
    app,
    { method: 'GET', url: '/adminapi/campaigns/:id', summary: 'One campaign', access: 'admin', params: campaignIdParams, response: adminCampaignResponse },
    async ({ params }) => ({ results: { success: true, data: await getCampaign(db, params.id) } }),
  );
  route(
    app,
    { method: 'PATCH', url: '/adminapi/campaigns/:id', summary: 'Edit a campaign: only the fields sent change', access: 'admin', params: campaignIdParams, body: campaignPatch, response: adminCampaignResponse },
    async ({ params, body }) => ({ results: { success: true, data: await updateCampaign(db, params.id, body) } }),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/adminapi/campaigns/:id/contract',
      summary: 'Upload the contract creators sign (multipart, field file: pdf, doc, docx or txt); replaces the previous one',
      access: 'admin',
      params: campaignIdParams,
      response: adminCampaignResponse,
    },
    async ({ params, req }) => {
      await getCampaign(db, params.id);
      const { file } = await receiveUpload(req, { kind: 'campaign_contract', ownerContactId: null, fields: z.object({}) });
      if (!file) throw badRequest(campaignAdminMessages.contractFileRequired);
      const { campaign, replaced } = await setContractFile(db, params.id, file.id);
      if (replaced && replaced !== file.id) await deleteFile(db, req.server.storage, replaced).catch((err) => req.log.warn({ err }, 'could not remove the replaced contract'));
      return { results: { success: true, data: campaign } };
    },
  );
  route(
    app,
    {
      method: 'POST',
      url: '/adminapi/campaigns/:id/invite',
      summary: 'Invite handles (contact platform ids): one offer per handle, answer within 48 hours; handles with an offer are skipped',
      access: 'admin',
      params: campaignIdParams,
      body: inviteBody,
      response: inviteResponse,
    },
    async ({ params, body, session }) => ({ results: { success: true, data: await inviteHandles(db, params.id, body, session.actor.id) } }),
  );
  route(
    app,
    { method: 'GET', url: '/adminapi/offers', summary: 'Offers by campaign, state or creator, newest first, with the handle and email', access: 'admin', query: adminOffersQuery, response: adminOffersResponse },
    async ({ query }) => ({ results: { success: true, data: await listOffers(db, query) } }),
  );
  route(
    app,
    { method: 'POST', url: '/adminapi/offers/sweep', summary: 'Run the 48-hour sweeps now: expire unanswered invites, fail offers with no post in time', access: 'admin', response: sweepResponse },
    async () => ({ results: { success: true, data: await sweepOffers(db) } }),
  );
  for (const step of steps) {
    const spec = { method: 'POST', url: `/adminapi/offers/:id/${step.path}`, summary: step.summary, access: 'admin', params: offerIdParams, response: adminOfferResponse } as const;
    if (step.notes === 'none')
      route(app, spec, async ({ params, session }) => ({ results: { success: true, data: await organiserStep(db, params.id, step.action, session.actor.id) } }));
    else
      route(app, { ...spec, body: step.notes === 'required' ? feedbackRequiredBody : feedbackBody }, async ({ params, body, session }) => ({
        results: { success: true, data: await organiserStep(db, params.id, step.action, session.actor.id, body.feedbackNotes) },
      }));
  }
  route(
    app,
    { method: 'GET', url: '/adminapi/campaign-payments', summary: 'Campaign payments (Potential, Pending = To Be Paid, Paid), flagging creators without a confirmed payment email', access: 'admin', query: adminCampaignPaymentsQuery, response: adminCampaignPaymentsResponse },
    async ({ query }) => ({ results: { success: true, data: await campaignPaymentsForOrganiser(db, query) } }),
  );
}
