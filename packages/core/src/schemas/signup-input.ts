import * as z from 'zod';
import { countries, genders, sexualOrientations, states } from '../lookups.ts';
import { passwordMessages, passwordProblems } from '../rules/passwords.ts';
import {
  birthdayProblem,
  HANDLE_PLATFORM_IDS,
  handleProblem,
  isPhoneValid,
  stripHandle,
  rateToCents,
  ROSTER_BIRTH_YEARS,
  SIGNUP_BIRTH_YEARS,
  signupMessages as m,
} from '../rules/signup.ts';
import { bodyId, emailSchema, INT4_MAX, textInput } from './common.ts';

// Request bodies of sign-up (POST contact/savecreator) and manager onboarding (POST contact/savemanager),
// field names as accounts.md §3 gives them. Every rule of §5 is checked here, with the spec's messages, so the
// server refuses what the wizards would not let through.

const required = (max: number, message: string) => textInput(max).min(1, message);
const oneOf = (ids: readonly number[], message: string) =>
  z.number(message).int(message).refine((id) => ids.includes(id), message);

const password = textInput(256, { trim: false }).superRefine((pw, ctx) => {
  for (const message of passwordProblems(pw)) ctx.addIssue({ code: 'custom', message });
});

const birthday = (years: { min: number; max: number }) =>
  textInput(10).superRefine((v, ctx) => {
    const problem = birthdayProblem(v, years);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const phone = textInput(40).refine(isPhoneValid, m.phone);

const handle = textInput(100)
  .superRefine((v, ctx) => {
    const problem = handleProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(stripHandle);

/** A rate in dollars, as a number or a money string ('$10.00'); in cents after parsing. */
const rate = (missing: string) =>
  z
    .union([z.number(), textInput(20)], { error: missing })
    .refine((v) => v !== '', missing)
    .transform((v, ctx) => {
      const cents = rateToCents(v);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: m.rate });
        return z.NEVER;
      }
      return cents;
    });

const followers = z.number(m.followers).int(m.followers).min(0, m.followers).max(INT4_MAX, m.followers);

const platformId = oneOf(HANDLE_PLATFORM_IDS, m.platform);

const stateId = oneOf(states.map((s) => s.id), m.state);
const countryId = oneOf(countries.map((c) => c.id), m.country);
const genderId = oneOf(genders.map((g) => g.id), m.gender);
const orientationId = oneOf(sexualOrientations.map((o) => o.id), m.orientation);

/** Refuses the same handle twice on one platform within one request (the database refuses it across accounts). */
const uniqueHandles = <T extends { platformId: number; handle: string }>(list: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  for (const p of list) {
    const key = `${p.platformId}|${p.handle.toLowerCase()}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', message: m.handleTwice });
    seen.add(key);
  }
};

export const MAX_PROFILES = 20;
export const MAX_ROSTER = 100;

/** One social profile at sign-up: profileArray (handle, platformId, brandRate, rate). */
export const signupProfileInput = z.object({
  handle,
  platformId,
  followers: followers.default(0),
  rate: rate(m.songRate),
  brandRate: rate(m.brandRate),
});

const matchingConfirmation = (body: { password: string; passwordConfirm: string }, ctx: z.RefinementCtx) => {
  if (body.password !== body.passwordConfirm) ctx.addIssue({ code: 'custom', message: passwordMessages.mismatch, path: ['passwordConfirm'] });
};

/** The creator sign-up payload of accounts.md §3. `username` is the login email; `email` defaults to it. */
export const creatorSignupBody = z
  .object({
    isManager: z.literal(false).optional(),
    username: emailSchema,
    email: emailSchema.optional(),
    password,
    passwordConfirm: textInput(256, { trim: false }),
    firstName: required(100, m.firstName),
    lastName: required(100, m.lastName),
    addressLine1: required(200, m.address),
    city: required(100, m.city),
    stateId,
    postalCode: required(20, m.postalCode),
    countryId: countryId.default(1),
    paymentEmail: textInput(254).toLowerCase().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, m.paymentEmail),
    mobilePhone: phone,
    primaryPhone: textInput(40).optional(),
    AllowText: z.boolean().default(false),
    birthday: birthday(SIGNUP_BIRTH_YEARS),
    genderIdentityId: genderId.default(1),
    sexualOrientationId: orientationId.default(1),
    /** Sent by the original client beside genderIdentityId; not stored. */
    gender: textInput(100).optional(),
    profileArray: z
      .array(signupProfileInput, { error: m.profiles })
      .min(1, m.profiles)
      .max(MAX_PROFILES, `At most ${MAX_PROFILES} profiles`)
      .superRefine(uniqueHandles),
  })
  .superRefine(matchingConfirmation);
export type CreatorSignupBody = z.infer<typeof creatorSignupBody>;

/** A manager asking for access (isManager): no password; the team reaches out. */
export const managerRequestBody = z.object({
  isManager: z.literal(true),
  username: emailSchema,
  email: emailSchema.optional(),
  firstName: textInput(100).optional(),
  lastName: textInput(100).optional(),
});
export type ManagerRequestBody = z.infer<typeof managerRequestBody>;

/** POST contact/savecreator: a creator's sign-up, or a manager's request when `isManager` is true. */
export const saveCreatorBody = z.discriminatedUnion('isManager', [managerRequestBody, creatorSignupBody]);
export type SaveCreatorBody = z.infer<typeof saveCreatorBody>;

/** A roster creator's handle: contactPlatforms (platform, handle, songRate, brandRate). */
export const rosterHandleInput = z.object({
  platform: platformId,
  handle,
  followers: followers.default(0),
  songRate: rate(m.songRate),
  brandRate: rate(m.brandRate),
});

/** One creator of a manager's roster (Add Creator: every field required, the birthday changed from its default). */
export const rosterCreatorInput = z.object({
  firstName: required(100, m.firstName),
  lastName: required(100, m.lastName),
  addressLine1: required(200, m.address),
  city: required(100, m.city),
  stateId,
  stateOther: textInput(100).optional(),
  postalCode: required(20, m.postalCode),
  countryId,
  birthday: birthday(ROSTER_BIRTH_YEARS),
  genderId: genderId.default(1),
  sexualOrientationId: orientationId.default(1),
  contactPlatforms: z
    .array(rosterHandleInput, { error: m.handles })
    .min(1, m.handles)
    .max(MAX_PROFILES, `At most ${MAX_PROFILES} handles`)
    .superRefine((list, ctx) => uniqueHandles(list.map((h) => ({ platformId: h.platform, handle: h.handle })), ctx)),
});
export type RosterCreatorInput = z.infer<typeof rosterCreatorInput>;

/** A manager's onboarding invitation: the link the team sends after an access request (token and its row id). */
export const managerInviteBody = z.object({
  inviteToken: z.string(m.inviteRequired).min(1, m.inviteRequired).max(100, m.inviteInvalid).regex(/^[\w-]*$/, m.inviteInvalid),
  inviteId: bodyId,
});
export type ManagerInviteBody = z.infer<typeof managerInviteBody>;

/** POST link-creator-to-manager: the managed creator payload (accounts.md §3), as Add Creator collects it. */
export const linkCreatorBody = rosterCreatorInput;
export type LinkCreatorBody = z.infer<typeof linkCreatorBody>;
export type LinkCreatorInput = z.input<typeof linkCreatorBody>;

/** POST contact/savemanager: the manager (with a login) and its roster, with the invitation it was sent. */
export const saveManagerBody = z
  .object({
    ...managerInviteBody.shape,
    primaryEmail: emailSchema,
    password,
    passwordConfirm: textInput(256, { trim: false }),
    firstName: required(100, m.firstName),
    lastName: required(100, m.lastName),
    paymentEmail: textInput(254).toLowerCase().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, m.paymentEmail),
    primaryPhone: phone,
    company: required(200, m.company),
    AllowText: z.boolean().default(false),
    creators: z
      .array(rosterCreatorInput, { error: m.addCreator })
      .min(1, m.addCreator)
      .max(MAX_ROSTER, `At most ${MAX_ROSTER} creators at once`)
      .superRefine((list, ctx) =>
        uniqueHandles(
          list.flatMap((c) => c.contactPlatforms.map((h) => ({ platformId: h.platform, handle: h.handle }))),
          ctx,
        ),
      ),
  })
  .superRefine(matchingConfirmation);
export type SaveManagerBody = z.infer<typeof saveManagerBody>;

/** What a client sends (rates as typed, handles with their @). */
export type SaveCreatorInput = z.input<typeof saveCreatorBody>;
export type SaveManagerInput = z.input<typeof saveManagerBody>;
