import type { FastifyInstance } from 'fastify';
import { checkUsernameQuery, checkUsernameResponse, messages, saveCreatorBody, saveManagerBody, signupMessages, signupResponse } from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { route } from '../../lib/http.ts';
import { usernameTaken } from '../../repositories/contacts.ts';
import { requestManagerAccess, saveManager, signUpCreator } from '../../repositories/signup.ts';

const answer = (message: string) => ({ results: { success: true, message }, data: { success: true, message } });

/**
 * Joining Chorus (accounts.md §2, §4, §7): the username check, a creator's sign-up or a manager's request, and
 * manager onboarding. All public and under the per-address 'auth' limit, like sign-in.
 */
export function signupRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const ctx = { publicUrl: config.PUBLIC_URL, teamEmail: config.TEAM_EMAIL };

  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/check-username',
      summary: 'Whether an email is free to sign up with (the wizard asks before leaving its first step)',
      access: 'public',
      query: checkUsernameQuery,
      response: checkUsernameResponse,
      // It says whether an email has an account, as the spec's wizard needs: rate limited like sign-in.
      rateLimit: 'auth',
    },
    async ({ query }) =>
      (await usernameTaken(db, query.username))
        ? { results: { success: false, message: messages.username.taken } }
        : { results: { success: true } },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/contact/savecreator',
      summary: 'Sign up as a creator (unconfirmed until the mailed link is followed), or ask for a manager account (isManager)',
      access: 'public',
      body: saveCreatorBody,
      response: signupResponse,
      rateLimit: 'auth',
    },
    async ({ body }) => {
      if (body.isManager) {
        await requestManagerAccess(db, body, ctx);
        app.mail.wake();
        return answer(signupMessages.managerRequest);
      }
      await signUpCreator(db, body, ctx);
      app.mail.wake();
      return answer(signupMessages.success);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/contact/savemanager',
      summary: 'Manager onboarding: the manager account and its roster of creators with their handles',
      access: 'public',
      body: saveManagerBody,
      response: signupResponse,
      rateLimit: 'auth',
    },
    async ({ body }) => {
      await saveManager(db, body, ctx);
      app.mail.wake();
      return answer(signupMessages.success);
    },
  );
}
