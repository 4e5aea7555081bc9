import * as z from 'zod/mini';
import { contactDetail } from './auth.ts';
import { pageInformation } from './campaigns.ts';
import { int, isoDate, results } from './wire.ts';

// Responses of the signed-in account screens (accounts.md §3, §7; campaigns.md §3), with the spec's names.

const str = /* @__PURE__ */ z.nullable(z.string());

/** Contact information (accounts.md §3, campaigns.md §3). Birthday is year-month-day or null. */
export const contactInformation = /* @__PURE__ */ z.object({
  ContactID: int,
  UID: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Birthday: str,
  GenderIdentityID: int,
  SexualOrientationID: int,
  AddressLine1: str,
  AddressLine2: str,
  City: str,
  StateID: int,
  State_Other: str,
  PostalCode: str,
  CountryID: int,
  Phone_Primary: str,
  Phone_Mobile: str,
  AllowText: z.boolean(),
  EmailAddress_Primary: str,
  EmailAddress_Other1: str,
  EmailAddress_Payment: str,
  ContactNotes_ByInfluencer: str,
  CompanyName: str,
  Contact_ImageURLLocation: str,
  LogInUsername: str,
  /** Whether the contact has a login (a manager's roster creators may not): the Admin page edits the payment email only without one. */
  HasLogin: z.boolean(),
  /** The creator's top markets (country ids, campaigns.md §4 step 3); empty until saved. */
  TopMarkets: z.array(int),
});
export type ContactInformation = z.infer<typeof contactInformation>;

export const selectionTables = {
  GenderIdentity: /* @__PURE__ */ z.array(z.object({ GenderIdentityID: int, GenderIdentityName: z.string() })),
  SexualOrientation: /* @__PURE__ */ z.array(z.object({ SexualOrientationID: int, SexualOrientationName: z.string() })),
  State: /* @__PURE__ */ z.array(z.object({ StateID: int, StateName: z.string(), CountryID: int })),
  Country: /* @__PURE__ */ z.array(z.object({ CountryID: int, CountryName: z.string() })),
  Platform: /* @__PURE__ */ z.array(z.object({ PlatformID: int, PlatformName: z.string() })),
};

/** GET information: results.ContactInformation and the selection tables; contactDetail.logInUsername. */
export const informationResponse = /* @__PURE__ */ z.object({
  results: z.object({ success: z.boolean(), ContactInformation: contactInformation, ...selectionTables }),
  contactDetail,
});
export type InformationResponse = z.infer<typeof informationResponse>;

/** A plain success with the message to show. */
export const accountOkResponse = /* @__PURE__ */ results({});
export type AccountOkResponse = z.infer<typeof accountOkResponse>;

/** A social profile (accounts.md §3 ContactPlatform, campaigns.md §3): rates as money strings with $. */
export const contactPlatform = /* @__PURE__ */ z.object({
  ContactPlatformID: int,
  UID: z.string(),
  PlatformID: int,
  Platform: z.string(),
  PlatformName: z.string(),
  Handle: z.string(),
  Followers: int,
  /** '$10.00'; '$0.00' when never set (the screen shows 'Please Update'). */
  SongRate: z.string(),
  BrandRate: z.string(),
  IsEditable: z.boolean(),
  /** Share of invitations answered before the deadline (campaigns.md §4); null until the creator has had one. */
  Score_ResponseRate_Invite: z.nullable(z.number()),
});
export type ContactPlatform = z.infer<typeof contactPlatform>;

const platformOption = /* @__PURE__ */ z.object({ PlatformID: int, PlatformName: z.string() });

/** GET profiles: results.ContactPlatforms and the Platforms a handle may be on. */
export const profilesResponse = /* @__PURE__ */ results({ ContactPlatforms: z.array(contactPlatform), Platforms: z.array(platformOption) });
export type ProfilesResponse = z.infer<typeof profilesResponse>;

/** POST profile: one profile, or the defaults of a new one (TikTok, $10.00 song, $20.00 brand). */
export const profileResponse = /* @__PURE__ */ results({ ContactPlatform: contactPlatform, Platforms: z.array(platformOption) });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** POST profile-save: the saved profile. */
export const profileSaveResponse = /* @__PURE__ */ results({ ContactPlatform: contactPlatform });
export type ProfileSaveResponse = z.infer<typeof profileSaveResponse>;

/** GET username-detail: the login email, and a change waiting for its confirmation link. */
export const usernameDetailResponse = /* @__PURE__ */ results({ LogInUsername: str, PendingUsername: str });
export type UsernameDetailResponse = z.infer<typeof usernameDetailResponse>;

/**
 * An entry of a linked-account list (accounts.md §3: Email, Name, ContactID). Role: a login granted access
 * (`login`), or a manager whose roster holds the account (`manager`); either can be removed by the owner.
 */
export const linkedEntry = /* @__PURE__ */ z.object({ Email: str, Name: z.string(), ContactID: int, Role: z.enum(['login', 'manager']) });
export type LinkedEntry = z.infer<typeof linkedEntry>;

/**
 * GET accounts: results.Accounts, one list per type: `controlling` (who can access my account) and `other`
 * (accounts I can access).
 */
export const accountsResponse = /* @__PURE__ */ results({
  Accounts: z.array(z.object({ type: z.enum(['controlling', 'other']), entries: z.array(linkedEntry) })),
});
export type AccountsResponse = z.infer<typeof accountsResponse>;

/** What was done to or in an account: a switch into it ('log in as'), a delegate's change, an owner's identity change. */
export const accountEventKinds = ['switch_in', 'delegate_change', 'username_change_requested', 'username_changed', 'username_change_undone', 'password_changed'] as const;

/** One entry of the account's activity: who (the login that acted), when, what (a sentence). */
export const accountEvent = /* @__PURE__ */ z.object({
  ID: int,
  CreatedAt: isoDate,
  Kind: z.enum(accountEventKinds),
  ActorContactID: z.nullable(int),
  ActorName: z.string(),
  ActorEmail: str,
  /** Whether someone other than the owner acted (a delegate). */
  ByDelegate: z.boolean(),
  What: z.string(),
});
export type AccountEvent = z.infer<typeof accountEvent>;

/** GET account-activity: the owner's account events, newest first. */
export const accountActivityResponse = /* @__PURE__ */ results({ Events: z.array(accountEvent), PageInformation: pageInformation });
export type AccountActivityResponse = z.infer<typeof accountActivityResponse>;

/** A roster entry (accounts.md §3): ContactID, UID, FirstName, LastName, image_url. */
export const rosterEntry = /* @__PURE__ */ z.object({
  ContactID: int,
  UID: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  image_url: str,
  HasLogin: z.boolean(),
});
export type RosterEntry = z.infer<typeof rosterEntry>;

/** GET manager/roster: data.roster. */
export const rosterResponse = /* @__PURE__ */ results({ data: z.object({ roster: z.array(rosterEntry) }) });
export type RosterResponse = z.infer<typeof rosterResponse>;

/** GET tax (accounts.md §3 tax form). TaxForm_URL serves the file to its owner. */
export const taxResponse = /* @__PURE__ */ results({
  TaxForm_IsUploaded: z.boolean(),
  TaxForm_URL: str,
  TaxForm_FileName: str,
  TaxFormInformationHTMLMessage: z.string(),
});
export type TaxResponse = z.infer<typeof taxResponse>;

/** POST photo: where the new photo is served (also the contact's image from now on). */
export const photoResponse = /* @__PURE__ */ results({ Contact_ImageURLLocation: z.string() });
export type PhotoResponse = z.infer<typeof photoResponse>;
