import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contestInput, postKey, type ContestInput } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { competitions, contactPlatforms, contacts, credentials, linkedAccounts, managerCreators, posts } from '../db/schema.ts';
import { publicChanged } from '../lib/public-cache.ts';
import { hashPassword } from '../lib/tokens.ts';
import { createContest } from '../repositories/contest-admin.ts';
import { moderate } from '../repositories/entries.ts';
import { STAFF_SCOPE } from '../lib/http.ts';

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
    .values({ contactType: 'creator', firstName: `First${n}`, lastName: `Last${n}`, emailPrimary: email, emailConfirmedAt: new Date(), ...fields })
    .returning({ id: contacts.id });
  if (login) await db.insert(credentials).values({ contactId: row!.id, username: email, passwordHash: await hashPassword(TEST_PASSWORD) });
  return { id: row!.id, email };
}

/** A TikTok handle of the contact (`handle`, else a fresh one): a signed-in entry must name one of the entrant's. */
export async function entrantHandle(db: Db, contactId: number, handle = `handle${++seq}${Math.random().toString(36).slice(2, 6)}`): Promise<string> {
  await db.insert(contactPlatforms).values({ contactId, platformId: 4, handle });
  return handle;
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

/** A contest through the same repository the organiser API uses. */
export async function makeContest(db: Db, input: Partial<ContestInput> = {}) {
  const row = await createContest(db, STAFF_SCOPE, contestInput.parse({ name: `Contest ${++seq}`, organizer: 'Test Label', prizes: ['1st Place $100'], ...input }));
  publicChanged(db, [row.id]);
  return row;
}

/** Creates entries straight in the database and approves them through moderation, as an organiser would. */
export async function approvedEntries(
  db: Db,
  contestId: number,
  rows: { creator: string; platform?: string; likes?: number; views?: number; followers?: number; email?: string; contactId?: number | null }[],
) {
  const inserted = await db
    .insert(posts)
    .values(
      rows.map((r, i) => {
        const link = `https://www.tiktok.com/@${r.creator}/video/${Date.now()}${i}${Math.floor(Math.random() * 1e6)}`;
        return {
          contestId,
          creator: r.creator,
          platform: r.platform ?? 'tiktok',
          email: r.email ?? `${r.creator}@fans.test`,
          contactId: r.contactId ?? null,
          link,
          postKey: postKey(link),
          likes: r.likes ?? 0,
          views: r.views ?? 0,
          followers: r.followers ?? 0,
        };
      }),
    )
    .returning({ id: posts.id });
  await db.update(competitions).set({ entriesCount: sql`${competitions.entriesCount} + ${inserted.length}` }).where(eq(competitions.id, contestId));
  await moderate(db, inserted.map((r) => r.id), 'approved');
  publicChanged(db, [contestId]);
  return inserted.map((r) => r.id);
}

export const auth = (token: string) => ({ 'x-api-key': token });
