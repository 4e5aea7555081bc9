import type { FastifyInstance } from 'fastify';
import { inviteAcceptBody, memberInviteBody, memberInviteResponse, messages, organisationRequestBody, organisationRequestResponse, organisationSwitchResponse } from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { route } from '../../lib/http.ts';
import { requestOrganisation } from '../../repositories/organisation-requests.ts';
import { acceptInvite, inviteMember } from '../../repositories/organisation-invites.ts';

/** An organisation asks to join (issue 21): public, under the sign-up limits; it lands pending for staff's review. */
export function orgRequestRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  // Invitations (issue 21): an owner invites an email with a role; whoever holds the mailed link accepts it.
  route(
    app,
    {
      method: 'POST',
      url: '/orgapi/invites',
      summary: 'Invite an email to the organisation with a role: a link that works once, within 7 days (owners)',
      access: 'orgOwner',
      body: memberInviteBody,
      response: memberInviteResponse,
      status: 201,
    },
    async ({ scope, body }) => {
      const data = await inviteMember(db, scope, config.PUBLIC_URL, body.email, body.role);
      return { results: { success: true, message: messages.organisation.invite.sent(body.email), data } };
    },
  );
  route(
    app,
    {
      method: 'POST',
      url: '/orgapi/invites/accept',
      summary: "Accept an invitation with its link: joins the email's organiser login, or makes it (names and password)",
      access: 'public',
      rateLimit: 'auth',
      body: inviteAcceptBody,
      response: organisationSwitchResponse,
    },
    async ({ body }) => {
      const data = await acceptInvite(db, body);
      return { results: { success: true, message: messages.organisation.invite.joined(data.name), data } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/orgapi/requests',
      summary: "Ask for an organisation (name, website, what it runs, its owner's login): pending until staff approve it",
      access: 'public',
      rateLimit: 'auth',
      body: organisationRequestBody,
      response: organisationRequestResponse,
      status: 201,
    },
    async ({ body }) => ({ results: { success: true, message: messages.organisation.request.received, data: await requestOrganisation(db, body) } }),
  );
}
