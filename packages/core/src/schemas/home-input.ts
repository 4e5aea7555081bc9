import * as z from 'zod';
import { countries, OTHER_STATE_ID, states } from '../lookups.ts';
import { accountMessages as am } from '../rules/account-settings.ts';
import { PAYMENT_EMAIL_PATTERN } from '../rules/payments.ts';
import { homeMessages as m } from '../rules/home.ts';
import { isTimeZone } from '../rules/format.ts';
import { signupProfileInput } from './signup-input.ts';
import { bodyId, dateInput, httpUrlInput, idNumberOrString, idParam, textInput } from './common.ts';

const required = (max: number, message: string) => textInput(max).min(1, message);
const lookupId = (ids: readonly number[], message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^[0-9]{1,4}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
    if (!ids.includes(n)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** GET /creatorapi/home: the viewer's IANA time zone, for the Earn page's "this month" (UTC without it). */
export const homeQuery = z.object({
  timeZone: textInput(64)
    .refine((v) => isTimeZone(v), m.timeZone)
    .optional(),
});
export type HomeQuery = z.infer<typeof homeQuery>;

/** POST /creatorapi/confirm-info (campaigns.md §7): the confirm-info wizard's info, payment email and profiles. */
export const confirmInfoBody = z
  .object({
    FirstName: required(100, am.firstName),
    LastName: required(100, am.lastName),
    Address: required(200, am.address),
    City: required(100, am.city),
    StateID: lookupId(states.map((s) => s.id), m.state),
    OtherState: textInput(100).nullish(),
    PostalCode: required(20, am.postalCode),
    CountryID: lookupId(countries.map((c) => c.id), m.country),
    PaymentEmail: textInput(254).toLowerCase().regex(PAYMENT_EMAIL_PATTERN, am.email),
    /** The handles to add (existing ones are kept); may be empty when the creator has profiles already. */
    profileArray: z.array(signupProfileInput).max(20).default([]),
  })
  .superRefine((b, ctx) => {
    if (b.StateID === OTHER_STATE_ID && !b.OtherState?.trim()) ctx.addIssue({ code: 'custom', message: am.stateOther, path: ['OtherState'] });
  });
export type ConfirmInfoBody = z.infer<typeof confirmInfoBody>;

/** POST /creatorapi/apply-to-help-wanted (campaigns.md §7). */
export const applyToHelpWantedBody = z.object({
  ExploreSurveyID: idNumberOrString,
  EmailAddress: textInput(254).toLowerCase().regex(PAYMENT_EMAIL_PATTERN, am.email),
  /** The answers, one per field name, every one non-blank; a string of JSON as the original client sends it, or an object. */
  ExploreSurveyResponseJSON: z.union([textInput(20_000), z.record(z.string(), z.unknown())], { error: m.fillEveryField }),
  ContactID: idNumberOrString,
  /** The handle applying (ContactPlatformID); only one at a time. */
  ContactPlatformID: idNumberOrString,
  CampaignName: textInput(300).optional(),
});
export type ApplyToHelpWantedBody = z.infer<typeof applyToHelpWantedBody>;

const fieldInput = z.object({ label: required(200, 'Every field needs a label'), name: required(100, 'Every field needs a name') });

/** Organiser: POST /adminapi/opportunities and PUT /adminapi/opportunities/:id. */
export const opportunityBody = z.object({
  title: required(300, 'Title is required'),
  publicTitle: required(300, 'Public title is required'),
  shortDescription: textInput(1000).default(''),
  description: textInput(20_000).default(''),
  imageUrl: httpUrlInput().nullish(),
  logoUrl: httpUrlInput().nullish(),
  partnerName: textInput(200).nullish(),
  platformId: bodyId.default(4),
  endDate: dateInput.nullish(),
  surveyUrl: httpUrlInput().nullish(),
  active: z.boolean().default(true),
  fields: z.array(fieldInput).max(30).default([]),
});
export type OpportunityBody = z.infer<typeof opportunityBody>;
export const opportunityParams = z.object({ id: idParam });
