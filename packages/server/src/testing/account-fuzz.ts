import { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { Db } from '../db/open.ts';
import { credentials, files } from '../db/schema.ts';
import { storageFromConfig } from '../plugins/storage.ts';
import { issueTokenWithId } from '../repositories/account-tokens.ts';
import { createSession } from '../repositories/sessions.ts';
import { contactRow, makeProfile, rosterCreator } from './account-fixtures.ts';
import { multipart, sampleFiles } from './campaign-factories.ts';
import { makeContact, TEST_PASSWORD } from './factories.ts';

// The fuzz's valid requests for the account screens' calls (routes/fuzz.test.ts). The fuzz sends as the organiser;
// calls that only a creator (profiles, deactivation) or a manager (roster) may make are sent with a session of a
// throwaway creator or manager instead, made fresh per operation (deactivation ends its creator).

export interface AccountFuzzFixtures {
  creator: { id: number; token: string };
  manager: { id: number; token: string };
  /** A creator on the manager's roster, without a login. */
  rostered: { id: number; uid: string };
  profile: { id: number; uid: string };
  /** A login another account may be granted access to. */
  granteeEmail: string;
  /** Emailed username-change links of a throwaway login, one per role that sends a valid request (each is used once). */
  usernameLinks: { token: string; id: number }[];
  /** Stored files of the organiser's own. */
  taxUid: string;
  photoUid: string;
}

type Fx = { account: AccountFuzzFixtures; next(): number };

/** A login without hashing a password (these contacts never sign in with one). */
async function withLogin(db: Db) {
  const c = await makeContact(db, { login: false });
  await db.insert(credentials).values({ contactId: c.id, username: c.email, passwordHash: 'fuzz-no-password' });
  return c;
}

async function storedFile(db: Db, config: Config, ownerContactId: number, kind: 'tax' | 'photo', content: Buffer, contentType: string) {
  const key = `${kind}/fuzz-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await storageFromConfig(config).put(key, Readable.from([content]), contentType);
  const [row] = await db.insert(files).values({ ownerContactId, kind, storageKey: key, contentType, sizeBytes: content.length, originalName: `${kind}.bin` }).returning();
  return row!.uid;
}

export async function accountFuzzFixtures(db: Db, config: Config, adminId: number): Promise<AccountFuzzFixtures> {
  const creator = await makeContact(db, { login: false });
  const manager = await makeContact(db, { contactType: 'manager', login: false });
  const rostered = await rosterCreator(db, manager.id, false);
  const profile = await makeProfile(db, creator.id, `fuzz.${creator.id}`);
  const grantee = await withLogin(db);
  const renamer = await withLogin(db);
  const usernameLinks = [];
  for (const n of [1, 2])
    usernameLinks.push(await issueTokenWithId(db, { purpose: 'username_change', contactId: renamer.id, detail: { username: `renamed${n}.${renamer.email}` }, ttlMs: 3_600_000 }));
  return {
    creator: { id: creator.id, token: (await createSession(db, creator.id, false)).token },
    manager: { id: manager.id, token: (await createSession(db, manager.id, false)).token },
    rostered: { id: rostered.id, uid: (await contactRow(db, rostered.id)).uid },
    profile: { id: profile.id, uid: profile.uid },
    granteeEmail: grantee.email,
    usernameLinks,
    taxUid: await storedFile(db, config, adminId, 'tax', sampleFiles.pdf, 'application/pdf'),
    photoUid: await storedFile(db, config, adminId, 'photo', sampleFiles.png, 'image/png'),
  };
}

const CREATOR_ONLY = ['POST /creatorapi/profile', 'POST /creatorapi/profile-save', 'POST /creatorapi/profile-delete', 'POST /creatorapi/deactivate-account'];
const MANAGER_ONLY = ['POST /creatorapi/unlink-creator-from-manager', 'POST /creatorapi/manager/creator-payment-email'];

/** The session an operation is sent with instead of the organiser's, when only a creator or a manager may call it. */
export function accountFuzzToken(key: string, fx: Fx): string | undefined {
  if (CREATOR_ONLY.includes(key)) return fx.account.creator.token;
  if (MANAGER_ONLY.includes(key)) return fx.account.manager.token;
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
  'POST /creatorapi/profile': (fx) => ({ ContactPlatformID: fx.account.profile.id, UID: fx.account.profile.uid }),
  'POST /creatorapi/profile-save': (fx) => ({ Handle: `@fuzz.new${fx.next()}`, PlatformID: 4, Followers: 10, Rate: '$10.00', BrandRate: '$20.00' }),
  'POST /creatorapi/profile-delete': (fx) => ({ ContactPlatformID: fx.account.profile.id, UID: fx.account.profile.uid }),
  // The organiser's own password again: the fuzz's later operations sign in with it.
  'POST /creatorapi/change-password': () => ({ originalPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }),
  'POST /creatorapi/deactivate-account': () => ({ confirmation: 'Deactivate my account' }),
  'POST /creatorapi/update-username': (fx) => ({ username: `fuzz.renamed${fx.next()}@example.test` }),
  'POST /creatorapi/confirm-username': (fx) => {
    const link = fx.account.usernameLinks.pop()!;
    return { token: link.token, id: link.id };
  },
  'POST /creatorapi/accounts': (fx) => ({ action: 'add', email: fx.account.granteeEmail }),
  'POST /creatorapi/unlink-creator-from-manager': (fx) => ({ creatorContactId: fx.account.rostered.id }),
  'POST /creatorapi/manager/creator-payment-email': (fx) => ({ ContactID: fx.account.rostered.id, ContactUID: fx.account.rostered.uid, email: 'fuzz.pay@example.test' }),
};

export const validAccountForms: Record<string, () => { payload: Buffer; headers: Record<string, string> }> = {
  'POST /creatorapi/tax-save': () => multipart({}, { name: 'w9.pdf', content: sampleFiles.pdf }),
  'POST /creatorapi/photo': () => multipart({}, { name: 'me.png', content: sampleFiles.png }),
};

/** The stored file a path names, for the file routes. */
export function accountPathValue(path: string, fx: Fx): string | undefined {
  if (path.startsWith('/creatorapi/tax-file/')) return fx.account.taxUid;
  if (path.startsWith('/creatorapi/photo/')) return fx.account.photoUid;
  return undefined;
}
