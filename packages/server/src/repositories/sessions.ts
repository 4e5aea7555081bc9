import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { sessions } from '../db/schema.ts';
import { hashToken, newToken } from '../lib/tokens.ts';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function createSession(db: Db, contactId: number, remember: boolean) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS));
  await db.insert(sessions).values({ tokenHash: hashToken(token), actorContactId: contactId, actingContactId: contactId, expiresAt });
  return { token, expiresAt };
}

export async function findLiveSession(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return row;
}

export async function revokeSession(db: Db, id: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function setActing(db: Db, id: number, contactId: number) {
  await db.update(sessions).set({ actingContactId: contactId }).where(eq(sessions.id, id));
}
