import type { FastifyInstance } from 'fastify';
import {
  confirmAccountBody,
  confirmAccountResponse,
  magicLinkBody,
  magicLinkQuery,
  magicLinkResponse,
  messages,
  passwordResetBody,
  passwordResetResponse,
} from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { route } from '../../lib/http.ts';
import { COOKIE_NAME } from '../../plugins/auth.ts';
import { confirmAccount, requestPasswordReset, verifyMagicLink } from '../../repositories/account-tokens-flows.ts';

/** What works through an emailed link: password reset, magic links (sign-in, entry verification), account confirmation. */
export function accountLinkRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/password-reset',
      summary: 'Email a password reset link (the same answer whether or not the email has an account)',
      access: 'public',
      body: passwordResetBody,
      response: passwordResetResponse,
      rateLimit: 'auth',
    },
    async ({ body }) => {
      // The answer goes before the email is looked up: it takes the same time whether or not an account has it
      // (writing a reset link took ~4 ms more on PostgreSQL, enough to tell accounts apart).
      app.background.run('password reset', async () => {
        await requestPasswordReset(db, config.PUBLIC_URL, body.username);
      });
      return { results: { success: true, message: messages.accountLinks.resetSent } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/magic-link/verify',
      summary:
        'Verify an emailed link (query magic_token, magic_token_uid): a reset link is checked, or with newPassword/confirmPassword resets the password; a sign-in link opens a session; an entry link verifies the entry; an undo link puts a changed login email back',
      access: 'public',
      query: magicLinkQuery,
      body: magicLinkBody,
      response: magicLinkResponse,
      rateLimit: 'auth',
    },
    async ({ query, body, req, reply }) => {
      const { expiresAt: _unused, ...out } = await verifyMagicLink(db, query, body);
      if (out.token) {
        reply.setCookie(COOKIE_NAME, out.token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.cookieSecure || req.protocol === 'https',
        });
      }
      return out;
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/confirm-account',
      summary: "Confirm a new account's email with the link's contactId and uid",
      access: 'public',
      body: confirmAccountBody,
      response: confirmAccountResponse,
      rateLimit: 'auth',
    },
    async ({ body }) => ({ results: { success: true, message: await confirmAccount(db, body.contactId, body.uid) } }),
  );
}
