import type { FastifyInstance } from 'fastify';
import {
  checkUsernameQuery,
  checkUsernameResponse,
  linkCreatorBody,
  linkCreatorResponse,
  managerInviteBody,
  managerInviteResponse,
  messages,
  saveCreatorBody,
  saveManagerBody,
  signupMessages,
  signupResponse,
  teamContactResponse,
} from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { badRequest, forbidden, route } from '../../lib/http.ts';
import { usernameTaken } from '../../repositories/contacts.ts';
import { inviteRequest, linkCreatorToManager, requestManagerAccess, saveManager, signUpCreator } from '../../repositories/signup.ts';

const answer = (message: string) => ({ results: { success: true, message }, data: { success: true, message } });

/**
 * Joining Chorus (accounts.md §2, §4, §7): the username check, a creator's sign-up or a manager's request, manager
 * onboarding (by the invitation the team sends after a request), and a manager adding a creator to their roster.
 * The public calls are under the per-address 'auth' limit, like sign-in.
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
        return answer(signupMessages.managerRequest);
      }
      await signUpCreator(db, body, ctx);
      return answer(signupMessages.success);
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/team-contact',
      summary: "The team's address (TEAM_EMAIL), for the screens' 'contact {email}' lines",
      access: 'public',
      response: teamContactResponse,
    },
    async ({ reply }) => {
      reply.header('cache-control', 'public, max-age=300');
      return { results: { success: true, email: config.TEAM_EMAIL } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/manager-invite',
      summary: 'Checks a manager onboarding invitation without using it; answers who asked (to prefill the form)',
      access: 'public',
      body: managerInviteBody,
      response: managerInviteResponse,
      rateLimit: 'auth',
    },
    async ({ body }) => {
      const request = await inviteRequest(db, body);
      if (!request) throw badRequest(signupMessages.inviteInvalid);
      return { results: { success: true, email: request.email, firstName: request.firstName, lastName: request.lastName } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/contact/savemanager',
      summary: 'Manager onboarding by invitation: the manager account and its roster of creators with their handles',
      access: 'public',
      body: saveManagerBody,
      response: signupResponse,
      rateLimit: 'auth',
    },
    async ({ body }) => {
      await saveManager(db, body, ctx);
      return answer(signupMessages.success);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/link-creator-to-manager',
      summary: "Add Creator: a new creator (no login) on the acting manager's roster, with their handles",
      access: 'user',
      body: linkCreatorBody,
      response: linkCreatorResponse,
    },
    async ({ session, body }) => {
      // Only a manager's roster takes creators (a login the manager let in acts for them, as for unlinking).
      if (session.acting.contactType !== 'manager') throw forbidden(signupMessages.managersOnly);
      const creator = await linkCreatorToManager(db, session.acting.id, body, config.TEAM_EMAIL);
      return { results: { success: true, message: signupMessages.creatorAdded, ContactID: creator.id, UID: creator.uid } };
    },
  );
}
