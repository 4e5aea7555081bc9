import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import {
  DEFAULT_BOOST_INSTRUCTION,
  boostCodeDetailResponse,
  campaignDetailResponse,
  campaignListBody,
  campaignListResponse,
  contactFormResponse,
  declineOptionsResponse,
  offerFileParams,
  offerRefLower,
  offerRefUpper,
  resultsFormResponse,
  resultsQuery,
} from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { declineOptions } from '../../db/schema.ts';
import { route } from '../../lib/http.ts';
import { sendFile } from '../../lib/file-serving.ts';
import { displayName } from '../../repositories/contacts.ts';
import { listOffers } from '../../repositories/offer-list.ts';
import { findOwnOffer, markSeen, ownOfferDetail, readableFile } from '../../repositories/offers.ts';
import { campaignResultsRoutes, resultsForm } from './campaign-results.ts';
import { creatorCampaignStepRoutes, lower, upper } from './campaign-steps.ts';

// The creator's side of campaigns (campaigns.md §3-§5, §7): the list, the detail, the forms' data and the files;
// the steps of an offer are in campaign-steps.ts. The acting creator must own the offer, else 404 whether or not
// it exists.

const anyBody = z.unknown();

export function creatorCampaignRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // ---- Reads ----

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/campaigns',
      keepsSession: true,
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
      keepsSession: true,
      summary: 'One offer: the campaign response of the detail page (Row_Buttons, Step, PostDeadline, …); marks it seen',
      access: 'user',
      body: offerRefLower,
      response: campaignDetailResponse,
    },
    async ({ session, body }) => {
      const { offer, detail } = await ownOfferDetail(db, lower(body), session.acting.id);
      if (!offer.seenAt) await markSeen(db, offer.id);
      return { results: { success: true, data: detail } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/campaignResponse/campaignResponseDetail',
      keepsSession: true,
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
      keepsSession: true,
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
      keepsSession: true,
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
    async ({ session, query }) => resultsForm(db, session.acting.id, query),
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

  creatorCampaignStepRoutes(app, { db });
  campaignResultsRoutes(app, { db });
}
