import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open.ts';
import { contacts, credentials, linkedAccounts, managerCreators } from '../db/schema.ts';
import { hashPassword } from '../lib/tokens.ts';

let seq = 0;
export const TEST_PASSWORD = 'Test-password-1';

export interface MadeContact {
  id: number;
  email: string;
}

/** A contact with a login (unless `login: false`), built straight in the database. */
export async function makeContact(
  db: Db,
  opts: Partial<typeof contacts.$inferInsert> & { login?: boolean } = {},
): Promise<MadeContact> {
  const n = ++seq;
  const email = opts.emailPrimary ?? `user${n}.${Math.random().toString(36).slice(2, 8)}@test.chorus`;
  const { login = true, ...fields } = opts;
  const [row] = await db
    .insert(contacts)
    .values({ contactType: 'creator', firstName: `First${n}`, lastName: `Last${n}`, emailPrimary: email, ...fields })
    .returning({ id: contacts.id });
  if (login) await db.insert(credentials).values({ contactId: row!.id, username: email, passwordHash: await hashPassword(TEST_PASSWORD) });
  return { id: row!.id, email };
}

export async function linkToManager(db: Db, managerId: number, creatorId: number) {
  await db.insert(managerCreators).values({ managerId, creatorId });
}

export async function grantAccess(db: Db, ownerId: number, granteeId: number) {
  await db.insert(linkedAccounts).values({ ownerContactId: ownerId, granteeContactId: granteeId });
}

/** Signs in through the API and returns the token. */
export async function loginAs(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/creatorapi/auth/login', payload: { username: email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.token as string;
}
