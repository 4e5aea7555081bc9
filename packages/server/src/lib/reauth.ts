import { eq } from 'drizzle-orm';
import { accountMessages as am } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { credentials } from '../db/schema.ts';
import { badRequest, HttpError, notFound } from './http.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { verifyPassword } from './tokens.ts';

/**
 * Re-authentication before a change to an account's identity (login email, password): the account's own password,
 * checked as login checks it (argon2), and counted against the login limiter under the key a sign-in with that
 * email uses, so guesses here and on the login page share one budget and a stolen session cannot brute-force it.
 * Returns the login (its username is the address to tell about the change).
 */
export async function verifyCurrentPassword(
  db: Db,
  limiter: LoginLimiter,
  ip: string,
  contactId: number,
  password: string,
): Promise<{ username: string; passwordHash: string }> {
  const [login] = await db.select().from(credentials).where(eq(credentials.contactId, contactId));
  if (!login) throw notFound(am.noLogin);
  const key = `${ip}|${login.username}`;
  if (!(await limiter.reserve(key))) throw new HttpError(429, am.tooManyPasswordTries);
  if (!(await verifyPassword(login.passwordHash, password))) throw badRequest(am.wrongPassword);
  await limiter.reset(key);
  return login;
}
