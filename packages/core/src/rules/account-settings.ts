import { OTHER_STATE_ID } from '../lookups.ts';
import type { ContactDetail } from '../schemas/auth.ts';
import { PRODUCT } from '../messages.ts';
import { birthdayProblem, DEFAULT_BIRTHDAY, ROSTER_BIRTH_YEARS } from './signup.ts';

/**
 * The signed-in account screens (accounts.md §2 "Signed-in account screens", §4, §5, §8, §9; campaigns.md §5):
 * their messages word for word where the spec gives them, ours in the same voice where it does not, and the rules
 * both the screens and the server apply.
 */
export const accountMessages = {
  // Contact information (accounts.md §5, §8; campaigns.md §5).
  contactSaved: 'Contact Information Successfully Update',
  contactFailed: 'Unsuccessfully updated. Please try again',
  firstName: 'Invalid First Name',
  lastName: 'Invalid Last Name',
  address: 'Invalid Address',
  city: 'Invalid City',
  stateOther: 'Invalid State Other',
  postalCode: 'Invalid Post Code',
  email: 'Invalid Email',
  paymentEmail: 'Invalid PayPal',
  // Social profiles (accounts.md §4, §5, §8, §9).
  profileSaved: 'Successfully Updated!',
  profileDeleted: 'Profile deleted.',
  handleLocked: 'A handle cannot be changed. Delete this profile and add the new handle instead.',
  platformLocked: 'The platform of a profile cannot be changed. Delete this profile and add a new one instead.',
  ratePositive: 'Rates must be more than $0.00',
  handleTaken: (platform: string) =>
    `That ${platform} handle is already linked to an account in our system. Please reach out to our team if it is yours.`,
  profileOpenOffers:
    'This profile has open campaign offers, so it cannot be deleted yet. Finish or decline those offers first, then delete it.',
  profileHistory:
    'This profile has campaign history (offers and their payments), so it cannot be deleted: that record is kept for your payments.',
  profilesCreatorsOnly: 'Only creator accounts have social media profiles.',
  brandRateHelp: 'The typical price you charge for promoting a brand or product in a post.',
  // Login information (accounts.md §5).
  usernameTaken: 'Email already exists',
  usernameSame: 'That is already your login email.',
  usernameSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your login email changes once you follow it; until then, keep using the current one.`,
  usernameChanged: 'Your login email has been changed. Use the new one the next time you log in.',
  usernameLinkFailed: 'This link is invalid or has expired. Please request the change again.',
  noLogin: 'This account has no login.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  wrongPassword: 'Your current password is incorrect.',
  originalRequired: 'Please enter your current password',
  tooManyPasswordTries: 'Too many attempts with a wrong password. Please wait a few minutes and try again.',
  usernameUndone:
    'Your login email has been put back and every session of your account has been signed out. Please reset your password now: someone else may know it.',
  usernameUndoFailed: 'This link is invalid, has expired or was already used.',
  usernameUndoTaken: `That address is now used by another ${PRODUCT} account. Please contact our team to get your account back.`,
  // Accounts and roster (accounts.md §8).
  creatorRemoved: 'Successfully Removed Creator!',
  noAccountsYouCanAccess: 'There are no accounts you can access yet.',
  onlyYou: 'You are the only one who has permission to access your account.',
  accessGranted: (email: string) => `${email} can now access your account.`,
  accessRemoved: 'Access removed.',
  noSuchLogin: `No ${PRODUCT} account uses that email. Ask them to sign up first, then try again.`,
  grantSelf: 'That is your own login.',
  alreadyGranted: 'That account can already access yours.',
  notOnRoster: 'That creator is not on your roster.',
  // Account activity (issue 23): who did what in the account, for its owner.
  activitySwitchIn: 'Logged in as this account',
  activityUsernameRequested: (email: string) => `Asked to change the login email to ${email}`,
  activityUsernameChanged: (from: string, to: string) => `Changed the login email from ${from} to ${to}`,
  activityUsernameUndone: (email: string) => `Put the login email back to ${email} and signed out every session`,
  activityPasswordChanged: 'Changed the password',
  activityByLink: 'Someone with the emailed link',
  activityNone: 'Nobody has logged in as you or changed your account yet.',
  managerKeepsRoster: 'This creator has no login of their own: their manager keeps them on the roster.',
  // Payment email on the manager's Admin page (campaigns.md §1).
  paymentEmailSaved: 'Payment email saved.',
  paymentEmailHasLogin: 'This creator has their own login: they set their payment email themselves.',
  // Top markets (campaigns.md §4 onboarding wizard step 3, §7 POST market).
  marketsSaved: 'Top markets saved.',
  marketsInvalid: 'Choose between 1 and 50 different countries from the list.',
  marketsCreatorOnly: 'Only a creator account has top markets. Switch to the creator first.',
  // Deactivation (accounts.md §4, §5, §8, §9).
  deactivateFailed: 'Please make sure all fields are properly filled out.',
  deactivated: 'Your account has been deactivated. You will be logged out in 5 seconds.',
  deactivateOwnOnly: 'Switch back to your own account to deactivate it.',
  deactivateOrganiser: 'Organiser accounts cannot be deactivated here.',
  // Tax documents and photo (accounts.md §5, §8).
  taxSaved: 'Tax form uploaded.',
  taxDeleted: 'Tax form deleted.',
  taxNone: 'No tax form uploaded.',
  taxInformation:
    '<p>Upload your completed tax form (W-9 for US residents, W-8BEN otherwise) as a PDF, JPEG or PNG. It is kept private: only you can view it.</p>',
  fileRequired: 'Please choose a file to upload.',
  photoSaved: 'Profile photo updated.',
  uploadFailed: 'Upload failed',
  uploadError: 'An error occurred while uploading the file',
} as const;

/** How many countries a creator may name as top markets (POST market). */
export const MAX_TOP_MARKETS = 50;

/** The text the deactivation form must receive, exactly (accounts.md §5). */
export const DEACTIVATE_PHRASE = 'Deactivate my account';
/** Logout after a deactivation (accounts.md §9). */
export const DEACTIVATE_LOGOUT_MS = 5000;
/** Profile photo limit (accounts.md §9): 104857600 bytes. */
export const PHOTO_MAX_BYTES = 104_857_600;
/** Contact information birth years (accounts.md §5, §9). */
export const CONTACT_BIRTH_YEARS = ROSTER_BIRTH_YEARS;

export const isDeactivatePhrase = (typed: string): boolean => typed === DEACTIVATE_PHRASE;

/** State Other is required (and shown) only for state 111, Other/None. */
export const needsStateOther = (stateId: number): boolean => stateId === OTHER_STATE_ID;

/**
 * What is wrong with a contact-information birthday, or null: empty (or the picker's 1910-01-01 default) means
 * none given, which is allowed; otherwise a real date with a year from 1910 to 2020.
 */
export function contactBirthdayProblem(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (v === '' || v === DEFAULT_BIRTHDAY) return null;
  return birthdayProblem(v, CONTACT_BIRTH_YEARS);
}

/** A rate typed into a profile form, with its leading $ removed (the form sends it that way, the server strips it too). */
export const stripDollar = (typed: string): string => typed.trim().replace(/^\$+/, '');

/** Which empty state the creator's Accounts page shows for each list. */
export const accountsEmptyText = { controlling: accountMessages.onlyYou, other: accountMessages.noAccountsYouCanAccess } as const;

/**
 * Whether a session acts as the account's owner: the login itself, or a manager acting for a roster creator who has
 * no login of their own. Only the owner changes identity or money (the login email, the password, the payment email,
 * who may access the account, deactivation, the account's activity). The server's 'owner' rule decides (lib/http.ts);
 * the screens use this to offer a delegate the owner's note instead of forms the server would refuse.
 */
export const actsAsOwner = (contact: Pick<ContactDetail, 'contactID' | 'actorContactID' | 'logInUsername'>): boolean =>
  contact.actorContactID === undefined || contact.actorContactID === contact.contactID || contact.logInUsername === null;

/** The fields of ContactInformation that informationsave writes back (a subset of the read shape). */
export interface StoredContactFields {
  FirstName: string;
  LastName: string;
  AddressLine1: string | null;
  AddressLine2: string | null;
  City: string | null;
  StateID: number;
  State_Other: string | null;
  PostalCode: string | null;
  CountryID: number;
  Phone_Primary: string | null;
  Phone_Mobile: string | null;
  EmailAddress_Primary: string | null;
  EmailAddress_Other1: string | null;
  GenderIdentityID: number;
  SexualOrientationID: number;
  ContactNotes_ByInfluencer: string | null;
  CompanyName: string | null;
  AllowText: boolean;
  Birthday: string | null;
  LogInUsername?: string | null;
}

/**
 * A whole informationsave body (accounts.md §7, campaigns.md §7: … PrimaryPhone, MobilePhone, Birthday) from the
 * stored contact information. informationsave writes every field, so a form that edits only some (the dashboard's
 * contact-information modal, the onboarding wizard) starts from this and changes its own: a field left out would be
 * saved blank (the mobile phone, gender, notes and text consent were lost that way).
 */
export const informationBodyOf = (c: StoredContactFields) => ({
  FirstName: c.FirstName,
  LastName: c.LastName,
  AddressLine1: c.AddressLine1 ?? '',
  AddressLine2: c.AddressLine2 ?? '',
  City: c.City ?? '',
  StateId: c.StateID,
  OtherState: c.State_Other ?? '',
  PostalCode: c.PostalCode ?? '',
  CountryId: c.CountryID,
  PrimaryPhone: c.Phone_Primary ?? '',
  MobilePhone: c.Phone_Mobile ?? '',
  PrimaryEmail: c.EmailAddress_Primary ?? c.LogInUsername ?? '',
  OtherEmail: c.EmailAddress_Other1 ?? '',
  GenderIdentityID: c.GenderIdentityID,
  SexualOrientationID: c.SexualOrientationID,
  InfluencerContactNotes: c.ContactNotes_ByInfluencer ?? '',
  CompanyName: c.CompanyName ?? '',
  AllowText: c.AllowText,
  Birthday: c.Birthday ?? '',
});
