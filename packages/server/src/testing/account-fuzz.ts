import { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { Db } from '../db/open.ts';
import { credentials, files } from '../db/schema.ts';
import { storageFromConfig } from '../plugins/storage.ts';
import { issueTokenWithId } from '../repositories/account-tokens.ts';
import { createSession } from '../repositories/sessions.ts';
import { makeProfile, managerInvite, rosterCreator } from './account-fixtures.ts';
import { multipart, sampleFiles } from './campaign-factories.ts';
import { makeContact, TEST_PASSWORD } from './factories.ts';

// The fuzz's valid requests for the account screens' calls (routes/fuzz.test.ts). The fuzz sends as the organiser;
// calls that only a creator (profiles, deactivation), a manager (roster) or a file's owner may make are sent with a
// session of a throwaway contact of that kind instead.

export interface AccountFuzzFixtures {
  /** A creator with a session and a profile (the profile calls). */
  creator: { id: number; token: string };
  profile: { id: number; uid: string };
  /** Another profile of that creator, for the delete. */
  doomedProfile: { id: number; uid: string };
  /** A creator whose session the deactivation ends. */
  deactivator: { token: string };
  manager: { id: number; token: string };
  /** Creators on the manager's roster, without a login: one to keep (payment email), one to unlink. */
  rostered: { id: number; uid: string };
  unlinkable: { id: number };
  /** A login another account may be granted access to. */
  granteeEmail: string;
  /** Emailed username-change links of a throwaway login, one per role that sends a valid request (each is used once). */
  usernameLinks: { token: string; id: number }[];
  /** A contact owning a tax form and a photo (read with its session); another owning a tax form to delete. */
  fileOwner: { token: string; taxUid: string; photoUid: string };
  /** A contest's cover (public, no owner). */
  contestFileUid: string;
  taxDeleter: { token: string };
  /** A login that is a username, not an email (login step 2 links one). */
  usernameLogin: { token: string };
  /** Manager onboarding invitations, each for its own access request: one per valid onboarding, one to check. */
  managerInvites: { token: string; id: number }[];
  inviteToCheck: { token: string; id: number };
}

type Fx = { account: AccountFuzzFixtures; next(): number };

/** A login without hashing a password (these contacts never sign in with one). */
async function withLogin(db: Db) {
  const c = await makeContact(db, { login: false });
  await db.insert(credentials).values({ contactId: c.id, username: c.email, passwordHash: 'fuzz-no-password' });
  return c;
}

async function storedFile(db: Db, config: Config, ownerContactId: number | null, kind: 'tax' | 'photo' | 'contest_image', content: Buffer, contentType: string) {
  const key = `${kind}/fuzz-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await storageFromConfig(config).put(key, Readable.from([content]), contentType);
  const [row] = await db.insert(files).values({ ownerContactId, kind, storageKey: key, contentType, sizeBytes: content.length, originalName: `${kind}.bin` }).returning();
  return row!.uid;
}

const session = async (db: Db, contactId: number) => (await createSession(db, contactId, false)).token;

const made = new WeakMap<Db, Promise<AccountFuzzFixtures>>();

/**
 * Made once per database and shared by every operation (the fuzz asks for fixtures before each one): each thing a
 * call uses up (a profile it deletes, a creator it unlinks or deactivates, a file it deletes, a link it follows)
 * belongs to that one call.
 */
export function accountFuzzFixtures(db: Db, config: Config): Promise<AccountFuzzFixtures> {
  let p = made.get(db);
  if (!p) {
    p = makeFixtures(db, config);
    made.set(db, p);
  }
  return p;
}

async function makeFixtures(db: Db, config: Config): Promise<AccountFuzzFixtures> {
  const creator = await makeContact(db, { login: false });
  const deactivator = await makeContact(db, { login: false });
  const manager = await makeContact(db, { contactType: 'manager', login: false });
  const rostered = await rosterCreator(db, manager.id, false);
  const unlinkable = await rosterCreator(db, manager.id, false);
  const profile = await makeProfile(db, creator.id, `fuzz.${creator.id}`);
  const doomed = await makeProfile(db, creator.id, `fuzz.doomed.${creator.id}`);
  const grantee = await withLogin(db);
  const renamer = await withLogin(db);
  const usernameLinks = [];
  for (const n of [1, 2])
    usernameLinks.push(await issueTokenWithId(db, { purpose: 'username_change', contactId: renamer.id, detail: { username: `renamed${n}.${renamer.email}` }, ttlMs: 24 * 3_600_000 }));
  const owner = await makeContact(db, { login: false });
  const deleter = await makeContact(db, { login: false });
  const usernameLogin = await makeContact(db, { login: false });
  await db.insert(credentials).values({ contactId: usernameLogin.id, username: `fuzzuser${usernameLogin.id}`, passwordHash: 'fuzz-no-password' });
  const invite = async () => {
    const made = await managerInvite(db);
    return { token: made.inviteToken, id: made.inviteId };
  };
  const managerInvites = [await invite(), await invite(), await invite()];
  await storedFile(db, config, deleter.id, 'tax', sampleFiles.pdf, 'application/pdf');
  return {
    creator: { id: creator.id, token: await session(db, creator.id) },
    profile: { id: profile.id, uid: profile.uid },
    doomedProfile: { id: doomed.id, uid: doomed.uid },
    deactivator: { token: await session(db, deactivator.id) },
    manager: { id: manager.id, token: await session(db, manager.id) },
    rostered: { id: rostered.id, uid: rostered.uid },
    unlinkable: { id: unlinkable.id },
    granteeEmail: grantee.email,
    usernameLinks,
    fileOwner: {
      token: await session(db, owner.id),
      taxUid: await storedFile(db, config, owner.id, 'tax', sampleFiles.pdf, 'application/pdf'),
      photoUid: await storedFile(db, config, owner.id, 'photo', sampleFiles.png, 'image/png'),
    },
    contestFileUid: await storedFile(db, config, null, 'contest_image', sampleFiles.png, 'image/png'),
    taxDeleter: { token: await session(db, deleter.id) },
    usernameLogin: { token: await session(db, usernameLogin.id) },
    managerInvites,
    inviteToCheck: await invite(),
  };
}

/** The session an operation is sent with instead of the organiser's, when only a creator or a manager (or the owner) may call it. */
export function accountFuzzToken(key: string, fx: Fx): string | undefined {
  const a = fx.account;
  switch (key) {
    case 'POST /creatorapi/profile':
    case 'POST /creatorapi/profile-save':
    case 'POST /creatorapi/profile-delete':
    case 'POST /creatorapi/market':
      return a.creator.token;
    case 'POST /creatorapi/deactivate-account':
      return a.deactivator.token;
    case 'POST /creatorapi/unlink-creator-from-manager':
    case 'POST /creatorapi/manager/creator-payment-email':
    case 'POST /creatorapi/link-creator-to-manager':
      return a.manager.token;
    case 'POST /creatorapi/username':
      return a.usernameLogin.token;
    case 'GET /creatorapi/tax-file/{uid}':
    case 'GET /creatorapi/photo/{uid}':
      return a.fileOwner.token;
    case 'DELETE /creatorapi/tax-delete':
      return a.taxDeleter.token;
  }
  return undefined;
}

export const validAccountBodies: Record<string, (fx: Fx) => object> = {
  'POST /creatorapi/informationsave': () => ({
    FirstName: 'Fuzz',
    LastName: 'Admin',
    AddressLine1: '1 Main St',
    City: 'Austin',
    StateId: 111,
    OtherState: 'Elsewhere',
    PostalCode: '78701',
    CountryId: 253,
    PrimaryEmail: 'fuzz.admin@example.test',
    OtherEmail: '',
    Birthday: '1990-01-02',
    AllowText: false,
  }),
  'POST /creatorapi/market': () => ({ topmarketlist: [253, 1] }),
  'POST /creatorapi/profile': (fx) => ({ ContactPlatformID: fx.account.profile.id, UID: fx.account.profile.uid }),
  'POST /creatorapi/profile-save': (fx) => ({ Handle: `@fuzz.new${fx.next()}`, PlatformID: 4, Followers: 10, Rate: '$10.00', BrandRate: '$20.00' }),
  'POST /creatorapi/profile-delete': (fx) => ({ ContactPlatformID: fx.account.doomedProfile.id, UID: fx.account.doomedProfile.uid }),
  // The organiser's own password again: the fuzz's later operations sign in with it.
  'POST /creatorapi/change-password': () => ({ originalPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }),
  'POST /creatorapi/deactivate-account': () => ({ confirmation: 'Deactivate my account' }),
  'POST /creatorapi/update-username': (fx) => ({ username: `fuzz.renamed${fx.next()}@example.test`, currentPassword: TEST_PASSWORD }),
  'POST /creatorapi/confirm-username': (fx) => {
    const link = fx.account.usernameLinks.pop()!;
    return { token: link.token, id: link.id };
  },
  'POST /creatorapi/accounts': (fx) => ({ action: 'add', email: fx.account.granteeEmail }),
  'POST /creatorapi/unlink-creator-from-manager': (fx) => ({ creatorContactId: fx.account.unlinkable.id }),
  'POST /creatorapi/manager/creator-payment-email': (fx) => ({ ContactID: fx.account.rostered.id, ContactUID: fx.account.rostered.uid, email: 'fuzz.pay@example.test' }),
  'POST /creatorapi/manager-invite': (fx) => ({ inviteToken: fx.account.inviteToCheck.token, inviteId: fx.account.inviteToCheck.id }),
  'POST /creatorapi/link-creator-to-manager': (fx) => {
    const n = fx.next();
    return {
      firstName: 'Ro',
      lastName: 'Ster',
      addressLine1: '2 Side St',
      city: 'Austin',
      stateId: 43,
      postalCode: '78701',
      countryId: 1,
      birthday: '2001-05-06',
      genderId: 1,
      sexualOrientationId: 1,
      contactPlatforms: [{ platform: 4, handle: `added${n}`, followers: 5, songRate: '$5', brandRate: 9 }],
    };
  },
};

/** Queries the schema's example cannot make valid. */
export const validAccountQueries: Record<string, (fx: Fx) => Record<string, string>> = {
  'POST /creatorapi/username': (fx) => ({ username: `linked${fx.next()}@example.test` }),
};

/** The next unused onboarding invitation, for a valid POST contact/savemanager. */
export function managerInviteOf(fx: Fx): { inviteToken: string; inviteId: number } {
  const invite = fx.account.managerInvites.pop()!;
  return { inviteToken: invite.token, inviteId: invite.id };
}

export const validAccountForms: Record<string, () => { payload: Buffer; headers: Record<string, string> }> = {
  'POST /creatorapi/tax-save': () => multipart({}, { name: 'w9.pdf', content: sampleFiles.pdf }),
  'POST /creatorapi/photo': () => multipart({}, { name: 'me.png', content: sampleFiles.png }),
  // A contest's cover and sound, from the studio (staff's and an organisation's routes).
  ...Object.fromEntries(
    (['/adminapi', '/orgapi'] as const).flatMap((prefix) => [
      [`POST ${prefix}/contests/{id}/cover`, () => multipart({}, { name: 'cover.png', content: sampleFiles.png })],
      [`POST ${prefix}/contests/{id}/sound`, () => multipart({}, { name: 'song.wav', content: sampleFiles.wav })],
    ]),
  ),
};

/** The stored file a path names, for the file routes. */
export function accountPathValue(path: string, fx: Fx): string | undefined {
  if (path.startsWith('/creatorapi/tax-file/')) return fx.account.fileOwner.taxUid;
  if (path.startsWith('/creatorapi/photo/')) return fx.account.fileOwner.photoUid;
  if (path.startsWith('/publicapi/contest-files/')) return fx.account.contestFileUid;
  return undefined;
}
