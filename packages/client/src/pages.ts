import {
  faqResponse,
  legalResponse,
  pageFormResponse,
  type CreatorContactBody,
  type FaqType,
  type LegalType,
  type PublicContactBody,
} from '@chorus/core';
import { call, type ClientConfig } from './transport.ts';

// Public pages (accounts.md §7, campaigns.md §7): FAQ, legal documents, the forms and the newsletter.

/** `GET /publicapi/faq?type=public[&faqId=]`: visitors' FAQ (`results.Row_FaqQuestions`, or one question). */
export const getPublicFaq = (c: ClientConfig, faqId?: number, signal?: AbortSignal) =>
  call(c, faqResponse, { method: 'GET', path: '/publicapi/faq', query: { type: 'public', faqId }, signal });

/** `GET /creatorapi/faq?type=account[&faqId=]`: the signed-in FAQ. */
export const getFaq = (c: ClientConfig, query: { type?: FaqType; faqId?: number } = {}, signal?: AbortSignal) =>
  call(c, faqResponse, { method: 'GET', path: '/creatorapi/faq', query: { type: query.type ?? (query.faqId ? undefined : 'account'), faqId: query.faqId }, signal });

/** `GET /publicapi/legal?type=`: the current Terms of Service or Privacy Policy for /terms and /privacy. */
export const getPublicLegal = (c: ClientConfig, type: LegalType, signal?: AbortSignal) =>
  call(c, legalResponse, { method: 'GET', path: '/publicapi/legal', query: { type }, signal });

/** `POST /creatorapi/legal` {application, type}: `results.data.LegalID`, `Information`. */
export const getLegal = (c: ClientConfig, type: LegalType, signal?: AbortSignal) =>
  call(c, legalResponse, { method: 'POST', path: '/creatorapi/legal', body: { application: 'creator', type }, signal });

/** `POST /creatorapi/legal-approval` {legalId, contactId, optout}: accepts that version for the acting contact. */
export const approveLegal = (c: ClientConfig, body: { legalId: number; contactId: number; optout?: boolean }) =>
  call(c, pageFormResponse, { method: 'POST', path: '/creatorapi/legal-approval', body });

/** `POST /publicapi/send-contact-form`: Contact Us, Get In Touch (kind trackers) and the marketing enquiry. */
export const sendPublicContactForm = (c: ClientConfig, body: PublicContactBody) =>
  call(c, pageFormResponse, { method: 'POST', path: '/publicapi/send-contact-form', body });

/** `POST /creatorapi/send-contact-form`: the signed-in Contact page (the server picks the recipient). */
export const sendContactMessage = (c: ClientConfig, body: CreatorContactBody) =>
  call(c, pageFormResponse, { method: 'POST', path: '/creatorapi/send-contact-form', body });

/** `POST /creatorapi/feedback-submit` {feedback}. */
export const submitFeedback = (c: ClientConfig, feedback: string) =>
  call(c, pageFormResponse, { method: 'POST', path: '/creatorapi/feedback-submit', body: { feedback } });

/** `POST /publicapi/newsletter` {email}: the footer's signup. */
export const subscribeNewsletter = (c: ClientConfig, email: string) =>
  call(c, pageFormResponse, { method: 'POST', path: '/publicapi/newsletter', body: { email } });
