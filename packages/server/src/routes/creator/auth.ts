import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  approvalStatusResponse,
  checkResponse,
  sessionResponse,
  emailSchema,
  loginBody,
  loginResponse,
  logoutResponse,
  messages,
} from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { HttpError, route } from '../../lib/http.ts';
import type { LoginLimiter } from '../../lib/login-limiter.ts';
import { verifyPassword } from '../../lib/tokens.ts';
import { COOKIE_NAME } from '../../plugins/auth.ts';
import { approvalOf, contactDetailOf, findCredentialByUsername } from '../../repositories/contacts.ts';
import { createSession, revokeSession } from '../../repositories/sessions.ts';

export function authRoutes(app: FastifyInstance, { db, config, limiter }: { db: Db; config: Config; limiter: LoginLimiter }) {
  // Secure whenever the request came over HTTPS (directly, or through a trusted proxy), or when configured.
  const cookieOptions = (req: FastifyRequest) =>
    ({ path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure || req.protocol === 'https' }) as const;
  const clearCookie = (req: FastifyRequest, reply: FastifyReply) => reply.clearCookie(COOKIE_NAME, cookieOptions(req));

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/auth/login',
      summary: 'Sign in with email and password; returns the token and sets the HttpOnly cookie',
      forAnyAccount: true,
      access: 'public',
      body: loginBody,
      response: loginResponse,
      rateLimit: 'auth',
    },
    async ({ body, req, reply }) => {
      // The attempt is counted before the password is checked, so parallel guesses cannot pass the limit.
      const key = `${req.ip}|${body.username}`;
      if (!(await limiter.reserve(key))) throw new HttpError(429, messages.login.tooManyAttempts);
      const found = await findCredentialByUsername(db, body.username);
      const ok = await verifyPassword(found?.passwordHash, body.password);
      if (!found || !ok || found.contact.deactivatedAt) throw new HttpError(401, messages.login.invalidCredentials);
      await limiter.reset(key);
      // Only with the right password: says nothing about an email to someone who does not hold the account.
      if (!found.contact.emailConfirmedAt) throw new HttpError(403, messages.accountLinks.unconfirmed);
      const remember = body.rememberMe ?? false;
      const { token, expiresAt } = await createSession(db, found.contact.id, remember);
      reply.setCookie(COOKIE_NAME, token, { ...cookieOptions(req), ...(remember && { expires: expiresAt }) });
      // A login that is a username rather than an email is asked to link one (login step 2, POST username).
      const linkEmail = !emailSchema.safeParse(found.username).success;
      return {
        error: false,
        messages: [],
        data: { token, ...(linkEmail && { linkEmail }) },
        contactDetail: await contactDetailOf(db, found.contact, found.contact.id),
      };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/auth/logout',
      summary: 'Revoke the session token and clear the cookie',
      forAnyAccount: true,
      access: 'public',
      response: logoutResponse,
    },
    async ({ session, req, reply }) => {
      if (session) await revokeSession(db, session.id);
      clearCookie(req, reply);
      return { results: { success: true, message: 'Logged out' } };
    },
  );

  route(
    app,
    { method: 'GET', url: '/creatorapi/check', summary: 'The signed-in contact', access: 'user', response: checkResponse },
    async ({ session }) => ({
      results: { success: true, contactDetail: await contactDetailOf(db, session.acting, session.actor.id, session.actingUsername) },
    }),
  );

  // A page's first look at who is there: a visitor is an answer (null), not an error, so public pages log no failed
  // request. Same contact as `check` (a switch that ended still answers 403 with its message).
  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/session',
      summary: 'The signed-in contact, or null for a visitor (200 either way)',
      access: 'public',
      response: sessionResponse,
    },
    async ({ session }) => ({
      results: {
        success: true,
        contactDetail: session ? await contactDetailOf(db, session.acting, session.actor.id, session.actingUsername) : null,
      },
    }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/check-approval-status',
      summary: 'Approval status and country code of the acting contact',
      access: 'user',
      response: approvalStatusResponse,
    },
    async ({ session }) => ({ results: { success: true, ...approvalOf(session.acting) } }),
  );
}
