import type { FastifyInstance } from 'fastify';
import { faqResponse, legalQuery, legalResponse, newsletterBody, pageFormResponse, pageMessages, publicContactBody, publicFaqQuery } from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { notFound, route } from '../../lib/http.ts';
import { currentLegal, listFaqs, newsletterSignup, sendMessage } from '../../repositories/pages.ts';

/** Public pages' calls (accounts.md §2, §7): the public FAQ, /terms and /privacy, the visitor forms, the newsletter. */
export function publicPageRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  route(
    app,
    { method: 'GET', url: '/publicapi/faq', summary: 'The public FAQ (`results.Row_FaqQuestions`); with faqId, one question and its answer', access: 'public', query: publicFaqQuery, response: faqResponse },
    async ({ query }) => {
      const rows = await listFaqs(db, { type: query.type, faqId: query.faqId });
      if (query.faqId === undefined) return { results: { success: true, Row_FaqQuestions: rows } };
      const one = rows[0];
      if (!one) throw notFound(pageMessages.faqNotFound);
      return { results: { success: true, Row_FaqQuestions: [one], FaqID: one.FaqID, Question: one.Question, Answer: one.Answer } };
    },
  );

  route(
    app,
    { method: 'GET', url: '/publicapi/legal', summary: 'The current Terms of Service or Privacy Policy (sanitized HTML), for /terms and /privacy', access: 'public', query: legalQuery, response: legalResponse },
    async ({ query }) => {
      const doc = await currentLegal(db, query.type);
      if (!doc) throw notFound(pageMessages.legalNotFound);
      return { results: { success: true, data: doc } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/publicapi/send-contact-form',
      summary: 'Contact Us {emailFrom, subject, message}; kind trackers (Get In Touch about Direct/Trackers) or marketing (a marketing enquiry). Mails the team.',
      access: 'public',
      body: publicContactBody,
      response: pageFormResponse,
      rateLimit: 'public',
    },
    async ({ body }) => {
      // A filled spam trap: the same answer as a real message (a bot learns nothing), nothing stored or mailed.
      if (body.website) return { results: { success: true, message: pageMessages.sent } };
      const detail: Record<string, string> = {};
      let subject = body.subject ?? '';
      if (body.kind === 'trackers') {
        const inquiry = body.inquiry ?? 'Trackers';
        subject = `${inquiry} Inquiry`;
        detail['Inquiry'] = inquiry;
        detail['Who you are'] = body.whoYouAre ?? 'Label';
      } else if (body.kind === 'marketing') {
        subject = `Marketing enquiry from ${body.company}`;
        detail['Company'] = body.company!;
        if (body.budget) detail['Budget'] = body.budget;
      }
      await sendMessage(db, config.PUBLIC_URL, {
        kind: body.kind,
        to: config.TEAM_EMAIL,
        fromEmail: body.emailFrom,
        fromName: body.name ?? null,
        contactId: null,
        subject,
        message: body.message,
        detail,
      });
      return { results: { success: true, message: pageMessages.sent } };
    },
  );

  route(
    app,
    { method: 'POST', url: '/publicapi/newsletter', summary: 'Newsletter signup from the public footer {email}', access: 'public', body: newsletterBody, response: pageFormResponse, rateLimit: 'public' },
    async ({ body }) => {
      // The same answer whether or not the email was already subscribed: the form tells nobody who is on the list.
      await newsletterSignup(db, config.PUBLIC_URL, config.TEAM_EMAIL, body.email);
      return { results: { success: true, message: pageMessages.newsletterThanks } };
    },
  );
}
