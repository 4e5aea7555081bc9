import * as z from 'zod';
import { countries, genders, OTHER_STATE_ID, sexualOrientations, states } from '../lookups.ts';
import { accountMessages as m, contactBirthdayProblem, DEACTIVATE_PHRASE, MAX_TOP_MARKETS, stripDollar } from '../rules/account-settings.ts';
import { passwordProblems } from '../rules/passwords.ts';
import { HANDLE_PLATFORM_IDS, handleProblem, stripHandle, rateToCents, signupMessages } from '../rules/signup.ts';
import { bodyId, emailSchema, idNumberOrString, idParam, INT4_MAX, pageQuery, textInput } from './common.ts';

// Request schemas of the signed-in account screens (accounts.md §7), with the spec's field names. Each rule of
// §5 is checked here with its message, so the server refuses what the screens would not let through.

const required = (max: number, message: string) => textInput(max).min(1, message);
const optionalText = (max: number) => textInput(max).nullish();
/** An id that older clients send as a string ('4') and newer ones as a number. */
const lookupId = (ids: readonly number[], message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^[0-9]{1,4}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
    if (!ids.includes(n)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** A profile's or contact's UID: a UUID, or 'New' for a profile not saved yet. */
const uidInput = textInput(40);

/**
 * The creator a manager's Admin page acts on (`/account/admin?ContactID&UID`): absent, a call acts on the session's
 * acting contact; present, the server checks that the acting contact manages this creator (else 404).
 */
const subject = {
  ContactID: idNumberOrString.optional(),
  ContactUID: uidInput.optional(),
};
export const subjectQuery = z.object({ ContactID: idParam.optional(), ContactUID: uidInput.optional() });
export type SubjectQuery = z.infer<typeof subjectQuery>;

const birthday = textInput(10)
  .nullish()
  .superRefine((v, ctx) => {
    const problem = contactBirthdayProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const optionalEmail = textInput(254)
  .toLowerCase()
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), m.email)
  .nullish();

/** POST informationsave (accounts.md §7): required name, address, city, postal code and primary email; State Other for 111. */
export const informationSaveBody = z
  .object({
    ...subject,
    FirstName: required(100, m.firstName),
    LastName: required(100, m.lastName),
    AddressLine1: required(200, m.address),
    AddressLine2: optionalText(200),
    City: required(100, m.city),
    StateId: lookupId(states.map((s) => s.id), signupMessages.state).default(OTHER_STATE_ID),
    OtherState: optionalText(100),
    PostalCode: required(20, m.postalCode),
    CountryId: lookupId(countries.map((c) => c.id), signupMessages.country).default(1),
    PrimaryPhone: optionalText(40),
    MobilePhone: optionalText(40),
    PrimaryEmail: emailSchema,
    OtherEmail: optionalEmail,
    GenderIdentityID: lookupId(genders.map((g) => g.id), signupMessages.gender).default(1),
    SexualOrientationID: lookupId(sexualOrientations.map((o) => o.id), signupMessages.orientation).default(1),
    /** Sent by the original client; there are no pronoun choices in the lookups, so it is not stored. */
    PersonalPronounID: z.unknown().optional(),
    InfluencerContactNotes: optionalText(2000),
    CompanyName: optionalText(200),
    AllowText: z.boolean().default(false),
    Birthday: birthday,
  })
  .superRefine((b, ctx) => {
    if (b.StateId === OTHER_STATE_ID && !b.OtherState?.trim()) ctx.addIssue({ code: 'custom', message: m.stateOther, path: ['OtherState'] });
  });
export type InformationSaveBody = z.infer<typeof informationSaveBody>;

/**
 * POST market (campaigns.md §4 step 3, §7 `topmarketlist`): the creator's top markets, 1 to 50 distinct country
 * ids of the lookup list. Anything else is refused whole with one sentence.
 */
export const marketsBody = z.object({
  topmarketlist: z
    .array(z.number({ error: m.marketsInvalid }), { error: m.marketsInvalid })
    .min(1, m.marketsInvalid)
    .max(MAX_TOP_MARKETS, m.marketsInvalid)
    .refine((ids) => new Set(ids).size === ids.length && ids.every((id) => countries.some((c) => c.id === id)), m.marketsInvalid),
});
export type MarketsBody = z.infer<typeof marketsBody>;

/** POST profile and POST profile-delete: which profile ({ContactPlatformID: 0, UID: 'New'} is a new one). */
export const profileRefBody = z.object({
  ...subject,
  ContactPlatformID: z.union([z.literal(0), z.literal('0'), idNumberOrString], { error: 'Invalid ContactPlatformID' }).transform(Number),
  UID: uidInput,
});
export type ProfileRefBody = z.infer<typeof profileRefBody>;

/** A rate as the form sends it ('$10.00', '10', 10): the leading $ stripped, in cents; null when not sent. */
const rateInput = z
  .union([z.number(), textInput(20)], { error: signupMessages.rate })
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && stripDollar(v) === '')) return null;
    const cents = rateToCents(typeof v === 'string' ? stripDollar(v) : v);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: signupMessages.rate });
      return z.NEVER;
    }
    if (cents <= 0) {
      ctx.addIssue({ code: 'custom', message: m.ratePositive });
      return z.NEVER;
    }
    return cents;
  });

const followersInput = z
  .union([z.number(), textInput(12)], { error: signupMessages.followers })
  .transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^[0-9]{1,10}$/.test(v.replace(/,/g, '')) ? Number(v.replace(/,/g, '')) : Number.NaN;
    if (!Number.isInteger(n) || n < 0 || n > INT4_MAX) {
      ctx.addIssue({ code: 'custom', message: signupMessages.followers });
      return z.NEVER;
    }
    return n;
  });

/**
 * POST profile-save (accounts.md §5, §7): Handle, PlatformID, Followers, Rate, BrandRate, plus ContactPlatformID and
 * UID when updating. Followers 0 or more; a handle longer than 1 character (a leading @ is stripped); both rates
 * required for a new profile; rates that are sent must be positive amounts (a leading $ is stripped).
 */
export const profileSaveBody = z
  .object({
    ...subject,
    ContactPlatformID: z.union([z.literal(0), z.literal('0'), idNumberOrString]).transform(Number).optional(),
    UID: uidInput.optional(),
    Handle: textInput(100)
      .superRefine((v, ctx) => {
        const problem = handleProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform(stripHandle)
      .optional(),
    PlatformID: lookupId(HANDLE_PLATFORM_IDS, signupMessages.platform).optional(),
    Followers: followersInput.default(0),
    Rate: rateInput,
    BrandRate: rateInput,
  })
  .superRefine((b, ctx) => {
    if (b.ContactPlatformID) return;
    if (b.Handle === undefined) ctx.addIssue({ code: 'custom', message: signupMessages.handle, path: ['Handle'] });
    if (b.PlatformID === undefined) ctx.addIssue({ code: 'custom', message: signupMessages.platform, path: ['PlatformID'] });
    if (b.Rate === null) ctx.addIssue({ code: 'custom', message: signupMessages.songRate, path: ['Rate'] });
    if (b.BrandRate === null) ctx.addIssue({ code: 'custom', message: signupMessages.brandRate, path: ['BrandRate'] });
  });
export type ProfileSaveBody = z.infer<typeof profileSaveBody>;

/** The account's own password, asked again before a change to its identity (re-authentication). */
const currentPasswordInput = z.string({ error: m.originalRequired }).pipe(textInput(256, { trim: false }).min(1, m.originalRequired));

/** POST update-username: the new login email, and the current password (only the owner may change the login). */
export const updateUsernameBody = z.object({ username: emailSchema, currentPassword: currentPasswordInput });
export type UpdateUsernameBody = z.infer<typeof updateUsernameBody>;

/** POST confirm-username: the emailed link's token and its row id. */
export const confirmUsernameBody = z.object({
  token: textInput(200).min(1, m.usernameLinkFailed),
  id: idNumberOrString,
});
export type ConfirmUsernameBody = z.infer<typeof confirmUsernameBody>;

/** POST undo-username-change: the link mailed to the old login email (token and row id). */
export const undoUsernameBody = z.object({
  token: textInput(200).min(1, m.usernameUndoFailed),
  id: idNumberOrString,
});
export type UndoUsernameBody = z.infer<typeof undoUsernameBody>;

/** GET account-activity: newest first, paged. */
export const accountActivityQuery = pageQuery([25, 100] as const, 25);
export type AccountActivityQuery = z.infer<typeof accountActivityQuery>;

/** POST change-password {originalPassword, newPassword}: the new one follows every rule of §5. */
export const changePasswordBody = z.object({
  originalPassword: currentPasswordInput,
  newPassword: textInput(256, { trim: false }).superRefine((pw, ctx) => {
    for (const message of passwordProblems(pw)) ctx.addIssue({ code: 'custom', message });
  }),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** POST accounts {action, email, linkedContactId}: a creator grants a login access by email, or removes one. */
export const accountsBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add'), email: emailSchema, linkedContactId: z.unknown().optional() }),
  z.object({ action: z.literal('remove'), email: z.unknown().optional(), linkedContactId: bodyId }),
]);
export type AccountsBody = z.infer<typeof accountsBody>;

/** POST unlink-creator-from-manager {creatorContactId}. */
export const unlinkCreatorBody = z.object({ creatorContactId: idNumberOrString });
export type UnlinkCreatorBody = z.infer<typeof unlinkCreatorBody>;

/** POST deactivate-account: the phrase typed, exactly. */
export const deactivateBody = z.object({
  confirmation: z.string({ error: m.deactivateFailed }).refine((v) => v === DEACTIVATE_PHRASE, m.deactivateFailed),
});
export type DeactivateBody = z.infer<typeof deactivateBody>;

/** POST manager/creator-payment-email: a manager sets the payment email of a rostered creator who has no login. */
export const creatorPaymentEmailBody = z.object({
  ContactID: idNumberOrString,
  ContactUID: uidInput,
  email: textInput(254).toLowerCase().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, m.paymentEmail),
});
export type CreatorPaymentEmailBody = z.infer<typeof creatorPaymentEmailBody>;

/** GET photo/:uid, GET tax-file/:uid. */
export const fileUidParams = z.object({ uid: z.string().regex(/^[0-9a-f-]{36}$/i, 'Not found.') });
