import type { FastifyInstance } from 'fastify';
import {
  creatorContactBody,
  faqQuery,
  faqResponse,
  feedbackSubmitBody,
  legalApprovalBody,
  legalBody,
  legalResponse,
  pageFormResponse,
  pageMessages,
} from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { conflict, forbidden, notFound, route } from '../../lib/http.ts';
import type { Session } from '../../plugins/auth.ts';
import { displayName } from '../../repositories/contacts.ts';
import { acceptLegal, campaignRecipient, currentLegal, listFaqs, sendMessage } from '../../repositories/pages.ts';

/** Who is writing: the acting contact's name and email (never the body's claims). */
const senderOf = (session: Session) => ({
  contactId: session.acting.id,
  fromName: displayName(session.acting),
  fromEmail: session.actingUsername ?? session.acting.emailPrimary ?? null,
});

/** Signed-in pages' calls (accounts.md §7, campaigns.md §7): FAQ, legal documents and approval, contact, feedback. */
export function creatorPageRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  route(
    app,
    { method: 'GET', url: '/creatorapi/faq', summary: 'The FAQ (type account or public; `results.Row_FaqQuestions`); with faqId, one question and its answer', access: 'user', query: faqQuery, response: faqResponse },
    async ({ query }) => {
      // The list defaults to the signed-in one; a bare `faq?faqId=` finds the question in either list.
      const type = query.type ?? (query.faqId === undefined ? 'account' : undefined);
      const rows = await listFaqs(db, { type, faqId: query.faqId });
      if (query.faqId === undefined) return { results: { success: true, Row_FaqQuestions: rows } };
      const one = rows[0];
      if (!one) throw notFound(pageMessages.faqNotFound);
      return { results: { success: true, Row_FaqQuestions: [one], FaqID: one.FaqID, Question: one.Question, Answer: one.Answer } };
    },
  );

  route(
    app,
    { method: 'POST', url: '/creatorapi/legal', summary: 'The current Terms of Service or Privacy Policy: results.data.LegalID and Information (sanitized HTML)', keepsSession: true, access: 'user', body: legalBody, response: legalResponse },
    async ({ body }) => {
      const doc = await currentLegal(db, body.type);
      if (!doc) throw notFound(pageMessages.legalNotFound);
      return { results: { success: true, data: doc } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/legal-approval',
      summary: 'The acting contact accepts the current version of a legal document {legalId, contactId, optout}; an older version answers 409',
      access: 'user',
      body: legalApprovalBody,
      response: pageFormResponse,
    },
    async ({ body, session }) => {
      if (body.contactId !== session.acting.id) throw forbidden(pageMessages.legalOtherContact);
      const result = await acceptLegal(db, session.acting.id, body.legalId, body.optout ?? false);
      if (result === 'not-found') throw notFound(pageMessages.legalNotFound);
      if (result === 'stale') throw conflict(pageMessages.legalStale);
      return { results: { success: true, message: pageMessages.legalAccepted } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/send-contact-form',
      summary:
        'The Contact page and the campaign contact modal {emailTo, emailFrom, from, subject, message}: the sender is the acting contact; the recipient is the team, or for PostID/UID (or an emailTo naming one of the contact’s campaigns) that campaign’s contact',
      access: 'user',
      body: creatorContactBody,
      response: pageFormResponse,
      rateLimit: 'public',
    },
    async ({ body, session }) => {
      const sender = senderOf(session);
      const campaign =
        body.PostID !== undefined
          ? await campaignRecipient(db, session.acting.id, { offerId: body.PostID, uid: body.UID })
          : body.emailTo
            ? await campaignRecipient(db, session.acting.id, { emailTo: body.emailTo })
            : null;
      // An offer reference that is not one of the contact's offers is refused, not quietly sent to the team.
      if (body.PostID !== undefined && !campaign) throw notFound(pageMessages.offerNotFound);
      const subject = body.subject || (campaign ? `About ${campaign.title}` : `Message from ${sender.fromName}`);
      await sendMessage(db, config.PUBLIC_URL, {
        kind: campaign ? 'campaign' : subject === pageMessages.trackersSubject ? 'trackers' : 'contact',
        to: campaign?.email ?? config.TEAM_EMAIL,
        ...sender,
        subject,
        message: body.message,
        detail: campaign
          ? { Campaign: campaign.title, Offer: campaign.offerId }
          : { 'Contact ID': sender.contactId, ...(body.emailFrom && body.emailFrom !== sender.fromEmail?.toLowerCase() ? { 'Reply to': body.emailFrom } : {}) },
      });
      return { results: { success: true, message: pageMessages.sent } };
    },
  );

  route(
    app,
    { method: 'POST', url: '/creatorapi/feedback-submit', summary: 'Feedback from the acting contact {feedback}; mails the team', access: 'user', body: feedbackSubmitBody, response: pageFormResponse, rateLimit: 'public' },
    async ({ body, session }) => {
      const sender = senderOf(session);
      await sendMessage(db, config.PUBLIC_URL, {
        kind: 'feedback',
        to: config.TEAM_EMAIL,
        ...sender,
        subject: `Feedback from ${sender.fromName}`,
        message: body.feedback,
        detail: { 'Contact ID': sender.contactId },
      });
      return { results: { success: true, message: pageMessages.feedbackThanks } };
    },
  );
}
