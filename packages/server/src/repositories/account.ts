import { and, asc, desc, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import {
  accountMessages as am,
  countries,
  formatRate,
  genders,
  HANDLE_PLATFORM_IDS,
  platforms,
  sexualOrientations,
  states,
  type ContactInformation,
  type ContactPlatform,
  type InformationSaveBody,
  type ProfileSaveBody,
} from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { contactPlatforms, contacts, credentials, managerCreators, offers, paymentEmails, sessions } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../lib/http.ts';
import { sessionsChanged } from '../lib/session-cache.ts';
import type { ContactRow } from './contacts.ts';

export type ContactPlatformRow = typeof contactPlatforms.$inferSelect;

/** Offer states that are over: a handle whose offers are all in one of these has nothing open. */
const CLOSED_OFFER_STATES = ['declined', 'expired', 'completed', 'failed', 'pulled'] as const;

/**
 * Whom a call acts on: the session's acting contact, or (the manager's Admin page) a creator on the acting
 * manager's roster, named by id and UID. Anyone else's id answers 404, whether or not it exists.
 */
export async function subjectOf(db: Db | Tx, acting: ContactRow, ref: { ContactID?: number; ContactUID?: string }): Promise<ContactRow> {
  if (ref.ContactID === undefined || ref.ContactID === acting.id) return acting;
  if (acting.contactType !== 'manager') throw notFound();
  const [row] = await db
    .select({ contact: contacts })
    .from(managerCreators)
    .innerJoin(contacts, eq(contacts.id, managerCreators.creatorId))
    .where(and(eq(managerCreators.managerId, acting.id), eq(managerCreators.creatorId, ref.ContactID)));
  if (!row || row.contact.deactivatedAt || (ref.ContactUID !== undefined && row.contact.uid !== ref.ContactUID)) throw notFound();
  return row.contact;
}

export const selectionTables = () => ({
  GenderIdentity: genders.map((g) => ({ GenderIdentityID: g.id, GenderIdentityName: g.name })),
  SexualOrientation: sexualOrientations.map((o) => ({ SexualOrientationID: o.id, SexualOrientationName: o.name })),
  State: states.map((s) => ({ StateID: s.id, StateName: s.name, CountryID: s.countryId })),
  Country: countries.map((c) => ({ CountryID: c.id, CountryName: c.name })),
  Platform: handlePlatforms().map((p) => ({ PlatformID: p.PlatformID, PlatformName: p.PlatformName })),
});

export const handlePlatforms = () =>
  HANDLE_PLATFORM_IDS.map((id) => ({ PlatformID: id, PlatformName: platforms.find((p) => p.id === id)!.name }));
const platformName = (id: number) => platforms.find((p) => p.id === id)?.name ?? 'Other';

/** The confirmed payment email, else the latest requested one, else null. */
async function paymentEmailOf(db: Db | Tx, contactId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: paymentEmails.email })
    .from(paymentEmails)
    .where(and(eq(paymentEmails.contactId, contactId), ne(paymentEmails.status, 'Cancelled')))
    .orderBy(sql`(${paymentEmails.status} = 'Confirmed') desc`, sql`${paymentEmails.confirmedAt} desc nulls last`, desc(paymentEmails.id))
    .limit(1);
  return row?.email ?? null;
}

export async function contactInformationOf(db: Db | Tx, c: ContactRow): Promise<ContactInformation> {
  const [login] = await db.select({ u: credentials.username }).from(credentials).where(eq(credentials.contactId, c.id));
  return {
    ContactID: c.id,
    UID: c.uid,
    FirstName: c.firstName,
    LastName: c.lastName,
    Birthday: c.birthday ?? null,
    GenderIdentityID: c.genderIdentityId,
    SexualOrientationID: c.sexualOrientationId,
    AddressLine1: c.addressLine1,
    AddressLine2: c.addressLine2,
    City: c.city,
    StateID: c.stateId,
    State_Other: c.stateOther,
    PostalCode: c.postalCode,
    CountryID: c.countryId,
    Phone_Primary: c.phonePrimary,
    Phone_Mobile: c.phoneMobile,
    AllowText: c.allowText,
    EmailAddress_Primary: c.emailPrimary,
    EmailAddress_Other1: c.emailOther1,
    EmailAddress_Payment: await paymentEmailOf(db, c.id),
    ContactNotes_ByInfluencer: c.notesByInfluencer,
    CompanyName: c.company,
    Contact_ImageURLLocation: c.imageUrl,
    LogInUsername: login?.u ?? null,
    HasLogin: !!login,
    TopMarkets: c.topMarkets ?? [],
  };
}

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() ? v.trim() : null);

/** POST informationsave: the contact's own fields; State Other is kept only for state 111. */
export async function saveInformation(db: Db, contactId: number, b: InformationSaveBody): Promise<void> {
  const birthday = b.Birthday?.trim() && b.Birthday.trim() !== '1910-01-01' ? b.Birthday.trim() : null;
  await db
    .update(contacts)
    .set({
      firstName: b.FirstName,
      lastName: b.LastName,
      addressLine1: b.AddressLine1,
      addressLine2: blankToNull(b.AddressLine2) ?? null,
      city: b.City,
      stateId: b.StateId,
      stateOther: b.StateId === 111 ? (blankToNull(b.OtherState) ?? null) : null,
      postalCode: b.PostalCode,
      countryId: b.CountryId,
      phonePrimary: blankToNull(b.PrimaryPhone) ?? null,
      phoneMobile: blankToNull(b.MobilePhone) ?? null,
      emailPrimary: b.PrimaryEmail,
      emailOther1: blankToNull(b.OtherEmail) ?? null,
      genderIdentityId: b.GenderIdentityID,
      sexualOrientationId: b.SexualOrientationID,
      notesByInfluencer: blankToNull(b.InfluencerContactNotes) ?? null,
      company: blankToNull(b.CompanyName) ?? null,
      allowText: b.AllowText,
      birthday,
      updatedAt: new Date(),
    })
    .where(eq(contacts.id, contactId));
}

// ---- Social profiles ----

export type ResponseRateOf = (db: Db | Tx, contactPlatformId: number) => Promise<number | null>;

export async function toContactPlatform(db: Db | Tx, row: ContactPlatformRow, rate?: ResponseRateOf): Promise<ContactPlatform> {
  const name = platformName(row.platformId);
  return {
    ContactPlatformID: row.id,
    UID: row.uid,
    PlatformID: row.platformId,
    Platform: name,
    PlatformName: name,
    Handle: row.handle,
    Followers: row.followers,
    SongRate: dollars(row.songRateCents),
    BrandRate: dollars(row.brandRateCents),
    IsEditable: true,
    Score_ResponseRate_Invite: rate ? await rate(db, row.id) : null,
  };
}

/** Money strings with $ as the spec's rates are ('$0.00' included: the screen says 'Please Update' for it). */
const dollars = (cents: number) => (cents === 0 ? '$0.00' : formatRate(cents));

export async function profilesOf(db: Db | Tx, contactId: number): Promise<ContactPlatformRow[]> {
  return db.select().from(contactPlatforms).where(eq(contactPlatforms.contactId, contactId)).orderBy(asc(contactPlatforms.id));
}

/** A profile of `contactId` by id and UID, or 404. */
export async function findProfile(db: Db | Tx, contactId: number, id: number, uid: string): Promise<ContactPlatformRow> {
  const [row] = await db
    .select()
    .from(contactPlatforms)
    .where(and(eq(contactPlatforms.id, id), eq(contactPlatforms.contactId, contactId)));
  if (!row || row.uid !== uid) throw notFound();
  return row;
}

/** Profiles belong to creators; managers and organisers have none (the setting is hidden for managers). */
export function assertCreator(c: ContactRow) {
  if (c.contactType !== 'creator') throw forbidden(am.profilesCreatorsOnly);
}

async function handleOwner(db: Db | Tx, platformId: number, handle: string, exceptId?: number) {
  const [row] = await db
    .select({ id: contactPlatforms.id })
    .from(contactPlatforms)
    .where(
      and(
        eq(contactPlatforms.platformId, platformId),
        sql`lower(${contactPlatforms.handle}) = lower(${handle})`,
        exceptId !== undefined ? ne(contactPlatforms.id, exceptId) : undefined,
      ),
    );
  return row;
}

/**
 * POST profile-save: adds a profile (handle, platform, followers, both rates) or updates one (followers and rates;
 * the handle and platform stay: delete and add again to change them). A handle is unique per platform across all
 * accounts: a taken one answers 409 naming the platform.
 */
export async function saveProfile(db: Db, contactId: number, b: ProfileSaveBody): Promise<ContactPlatformRow> {
  return db.transaction(async (tx) => {
    if (b.ContactPlatformID) {
      const row = await findProfile(tx, contactId, b.ContactPlatformID, b.UID ?? '');
      if (b.Handle !== undefined && b.Handle.toLowerCase() !== row.handle.toLowerCase()) throw conflict(am.handleLocked);
      if (b.PlatformID !== undefined && b.PlatformID !== row.platformId) throw conflict(am.platformLocked);
      const [updated] = await tx
        .update(contactPlatforms)
        .set({
          followers: b.Followers,
          ...(b.Rate !== null && { songRateCents: b.Rate }),
          ...(b.BrandRate !== null && { brandRateCents: b.BrandRate }),
          updatedAt: new Date(),
        })
        .where(eq(contactPlatforms.id, row.id))
        .returning();
      return updated!;
    }
    const handle = b.Handle!;
    const platformId = b.PlatformID!;
    if (await handleOwner(tx, platformId, handle)) throw conflict(am.handleTaken(platformName(platformId)));
    const [created] = await tx
      .insert(contactPlatforms)
      .values({ contactId, platformId, handle, followers: b.Followers, songRateCents: b.Rate!, brandRateCents: b.BrandRate! })
      .returning();
    return created!;
  });
}

/**
 * POST profile-delete: refused while the handle has open offers (say so), and when it has any offer history at
 * all: offers, their events and payments hang off the handle and would go with it.
 */
export async function deleteProfile(db: Db, contactId: number, id: number, uid: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findProfile(tx, contactId, id, uid);
    const [counts] = await tx
      .select({
        open: sql<number>`count(*) filter (where ${notInArray(offers.state, [...CLOSED_OFFER_STATES])})::int`,
        all: sql<number>`count(*)::int`,
      })
      .from(offers)
      .where(eq(offers.contactPlatformId, row.id));
    if (counts && counts.open > 0) throw conflict(am.profileOpenOffers);
    if (counts && counts.all > 0) throw conflict(am.profileHistory);
    await tx.delete(contactPlatforms).where(eq(contactPlatforms.id, row.id));
  });
}

// ---- Sessions ----

/**
 * Revokes every live session that signed in as `contactId` except `keepSessionId` (a password change keeps its
 * own). Sessions of others switched into the contact are not theirs to end: the auth plugin puts them back on
 * their own login once the contact is deactivated.
 */
export async function revokeSessionsOf(db: Db | Tx, contactId: number, keepSessionId?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.actorContactId, contactId),
        isNull(sessions.revokedAt),
        keepSessionId !== undefined ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
  sessionsChanged(db, [contactId]);
}

/** POST deactivate-account: the account is kept (data stays) but can no longer sign in; every session ends now. */
export async function deactivate(db: Db, contactId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(contacts).set({ deactivatedAt: new Date(), updatedAt: new Date() }).where(and(eq(contacts.id, contactId), isNull(contacts.deactivatedAt)));
    await revokeSessionsOf(tx, contactId);
  });
}

