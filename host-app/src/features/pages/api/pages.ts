import {
  getFaq,
  getPublicFaq,
  getPublicLegal,
  sendContactMessage,
  sendPublicContactForm,
  submitFeedback,
  subscribeNewsletter,
} from '@chorus/client';
import type { CreatorContactBody, FaqResponse, LegalDocument, LegalType, PublicContactBody } from '@chorus/core';
import { apiConfig } from '../../../lib/api-client.ts';

export type FaqAudience = 'public' | 'account';

/** The FAQ list (or one question with `faqId`): visitors read the public one, signed-in screens the account one. */
export async function fetchFaq(audience: FaqAudience, faqId: number | undefined, signal?: AbortSignal): Promise<FaqResponse['results']> {
  const answer = audience === 'public' ? await getPublicFaq(apiConfig(), faqId, signal) : await getFaq(apiConfig(), { type: faqId ? undefined : 'account', faqId }, signal);
  return answer.results;
}

/** The current Terms of Service or Privacy Policy (sanitized HTML from the server). */
export async function fetchLegal(type: LegalType, signal?: AbortSignal): Promise<LegalDocument> {
  return (await getPublicLegal(apiConfig(), type, signal)).results.data;
}

/** Each form's call; every one answers `results.message` on success. */
export const formCalls = {
  publicContact: async (body: PublicContactBody) => (await sendPublicContactForm(apiConfig(), body)).results.message,
  signedInContact: async (body: CreatorContactBody) => (await sendContactMessage(apiConfig(), body)).results.message,
  feedback: async (feedback: string) => (await submitFeedback(apiConfig(), feedback)).results.message,
  newsletter: async (email: string) => (await subscribeNewsletter(apiConfig(), email)).results.message,
};
