import type { FastifyRequest } from 'fastify';
import { ENTRY_SIGN_IN_MINUTES, ENTRY_TOKEN_PREFIX } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { sessions } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

/**
 * Contest-entry tokens: what an embed on an artist's site gets when a fan signs in inside the widget
 * (docs/architecture.md, "Signing in inside an embed"). They are sessions like any other (stored hashed, revocable,
 * expiring), told apart by their prefix: a full token is base64url and never holds a '.', and only the hash of the
 * whole token is stored, so a prefix cannot be added to or removed from a token without it no longer matching.
 */
const PREFIX = ENTRY_TOKEN_PREFIX;

export const ENTRY_TOKEN_TTL_MS = ENTRY_SIGN_IN_MINUTES * 60_000;

export const isEntryToken = (token: string): boolean => token.startsWith(PREFIX);

/** The only calls an entry token is good for: entering a contest, and reading it as the fan (their eligibility). */
const ENTRY_ROUTES = new Set(['POST /publicapi/embed/contests/:id/entries', 'GET /publicapi/contests/:id']);

export const entryTokenAllowed = (req: FastifyRequest): boolean => ENTRY_ROUTES.has(`${req.method} ${req.routeOptions.url ?? ''}`);

export async function createEntrySession(db: Db, contactId: number) {
  const token = `${PREFIX}${newToken()}`;
  const expiresAt = new Date(Date.now() + ENTRY_TOKEN_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), actorContactId: contactId, actingContactId: contactId, expiresAt });
  return { token, expiresAt };
}
