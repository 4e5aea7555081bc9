import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/open.ts';
import { contactPlatforms, contacts, credentials, linkedAccounts, managerCreators } from '../db/schema.ts';
import { hashPassword } from '../lib/tokens.ts';

export const DEMO_PASSWORD = 'Chorus-demo-1';
export const DEMO_USERS = {
  creator: 'creator@chorus.test',
  manager: 'manager@chorus.test',
  admin: 'admin@chorus.test',
  /** Owner of the organisation Nightshade Records (issue 21). */
  label: 'label@chorus.test',
  /** Editor in Nightshade Records. */
  labelEditor: 'label-editor@chorus.test',
  /** Owner of the organisation Lumen Skin. */
  brand: 'brand@chorus.test',
  /** A login from before logins were emails: signing in asks to link a unique email first (login step 2). */
  username: 'samrivera',
} as const;

type NewContact = typeof contacts.$inferInsert;
type Handle = { platformId: number; handle: string; followers: number; song: number; brand: number };

interface DemoPerson {
  contact: Omit<NewContact, 'contactType'> & { contactType: NewContact['contactType'] };
  login?: string;
  handles?: Handle[];
}

const people = {
  maya: {
    login: DEMO_USERS.creator,
    contact: {
      contactType: 'creator', firstName: 'Maya', lastName: 'Lopez', birthday: '1998-04-17', genderIdentityId: 3,
      addressLine1: '2140 Sunset Blvd, Apt 5', city: 'Los Angeles', stateId: 5, postalCode: '90026', countryId: 1,
      phonePrimary: '+1 323 555 0142', phoneMobile: '+1 323 555 0142', allowText: true,
      emailPrimary: DEMO_USERS.creator, imageUrl: null,
    },
    handles: [
      { platformId: 4, handle: 'mayamoves', followers: 184_300, song: 15_000, brand: 32_500 },
      { platformId: 1, handle: 'maya.lopez', followers: 52_800, song: 9_000, brand: 18_000 },
      { platformId: 7, handle: 'MayaMovesDance', followers: 21_400, song: 6_000, brand: 12_000 },
    ],
  },
  jordan: {
    login: DEMO_USERS.manager,
    contact: {
      contactType: 'manager', firstName: 'Jordan', lastName: 'Reyes', company: 'Northline Talent',
      addressLine1: '88 Music Row', city: 'Nashville', stateId: 43, postalCode: '37203', countryId: 1,
      phonePrimary: '+1 615 555 0190', emailPrimary: DEMO_USERS.manager,
    },
  },
  admin: {
    login: DEMO_USERS.admin,
    contact: {
      contactType: 'admin', firstName: 'Avery', lastName: 'Chen', company: 'Chorus',
      addressLine1: '500 Howard St', city: 'San Francisco', stateId: 5, postalCode: '94105', countryId: 1,
      emailPrimary: DEMO_USERS.admin,
    },
  },
  // Organisers (issue 21): members of the demo's organisations (seed/organisations.ts), not creators.
  rae: {
    login: DEMO_USERS.label,
    contact: { contactType: 'organiser', firstName: 'Rae', lastName: 'Donovan', company: 'Nightshade Records', emailPrimary: DEMO_USERS.label },
  },
  kit: {
    login: DEMO_USERS.labelEditor,
    contact: { contactType: 'organiser', firstName: 'Kit', lastName: 'Morales', company: 'Nightshade Records', emailPrimary: DEMO_USERS.labelEditor },
  },
  priscilla: {
    login: DEMO_USERS.brand,
    contact: { contactType: 'organiser', firstName: 'Priscilla', lastName: 'Moe', company: 'Lumen Skin', emailPrimary: DEMO_USERS.brand },
  },
  // Jordan's roster: two creators with their own logins, one without (managed entirely by Jordan).
  theo: {
    login: 'theo.nguyen@chorus.test',
    contact: {
      contactType: 'creator', firstName: 'Theo', lastName: 'Nguyen', birthday: '2001-09-03', genderIdentityId: 2,
      addressLine1: '1200 Lamar Blvd', city: 'Austin', stateId: 44, postalCode: '78704', countryId: 1,
      phoneMobile: '+1 512 555 0117', emailPrimary: 'theo.nguyen@chorus.test',
    },
    handles: [
      { platformId: 4, handle: 'theoplaysbass', followers: 412_000, song: 42_000, brand: 80_000 },
      { platformId: 8, handle: 'theo.edits', followers: 9_800, song: 2_500, brand: 5_000 },
    ],
  },
  priya: {
    login: 'priya.shah@chorus.test',
    contact: {
      contactType: 'creator', firstName: 'Priya', lastName: 'Shah', birthday: '1996-12-11', genderIdentityId: 3,
      addressLine1: '45 Queen St W', city: 'Toronto', stateId: 58, postalCode: 'M5H 2M5', countryId: 2,
      phoneMobile: '+1 416 555 0163', emailPrimary: 'priya.shah@chorus.test',
    },
    handles: [
      { platformId: 1, handle: 'priyasings', followers: 96_500, song: 12_000, brand: 25_000 },
      { platformId: 4, handle: 'priya.sings', followers: 230_100, song: 20_000, brand: 40_000 },
    ],
  },
  // A creator whose login is a plain username, not an email (accounts.md §2, login steps 2 and 3).
  sam: {
    login: DEMO_USERS.username,
    contact: {
      contactType: 'creator', firstName: 'Sam', lastName: 'Rivera', birthday: '1999-07-08', genderIdentityId: 1,
      addressLine1: '1550 Larimer St', city: 'Denver', stateId: 6, postalCode: '80202', countryId: 1,
      phoneMobile: '+1 303 555 0128', emailPrimary: 'sam.rivera@example.com',
    },
    handles: [{ platformId: 4, handle: 'samriverabeats', followers: 31_200, song: 4_000, brand: 8_000 }],
  },
  dante: {
    contact: {
      contactType: 'creator', firstName: 'Dante', lastName: 'Okafor', birthday: '2003-02-26', genderIdentityId: 2,
      addressLine1: '310 Peachtree St NE', city: 'Atlanta', stateId: 11, postalCode: '30308', countryId: 1,
      emailPrimary: 'dante.okafor@example.com',
    },
    handles: [
      { platformId: 4, handle: 'danteskates', followers: 58_900, song: 7_500, brand: 15_000 },
      { platformId: 7, handle: 'DanteSkatesATL', followers: 12_300, song: 3_000, brand: 6_000 },
    ],
  },
} satisfies Record<string, DemoPerson>;

export type DemoIds = Record<keyof typeof people, number>;

/** Removes the demo people (and through cascades their sessions, links and handles). */
export async function removeDemoIdentity(tx: Tx): Promise<void> {
  const emails = Object.values(people).map((p) => p.contact.emailPrimary!);
  await tx.delete(contacts).where(inArray(contacts.emailPrimary, emails));
}

export async function seedIdentity(tx: Tx): Promise<DemoIds> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = {} as DemoIds;
  for (const [key, person] of Object.entries(people) as [keyof typeof people, DemoPerson][]) {
    const [row] = await tx.insert(contacts).values({ ...person.contact, emailConfirmedAt: new Date() }).returning({ id: contacts.id });
    ids[key] = row!.id;
    if (person.login) await tx.insert(credentials).values({ contactId: row!.id, username: person.login, passwordHash });
    for (const h of person.handles ?? [])
      await tx.insert(contactPlatforms).values({
        contactId: row!.id, platformId: h.platformId, handle: h.handle, followers: h.followers,
        songRateCents: h.song, brandRateCents: h.brand,
      });
  }
  await tx.insert(managerCreators).values([
    { managerId: ids.jordan, creatorId: ids.theo },
    { managerId: ids.jordan, creatorId: ids.priya },
    { managerId: ids.jordan, creatorId: ids.dante },
  ]);
  // Theo also lets his manager into his account through the creator-side setting.
  await tx.insert(linkedAccounts).values({ ownerContactId: ids.theo, granteeContactId: ids.jordan });
  return ids;
}
