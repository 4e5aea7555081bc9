import type { FastifyInstance } from 'fastify';
import { messages, organisationRequestBody, organisationRequestResponse } from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { route } from '../../lib/http.ts';
import { requestOrganisation } from '../../repositories/organisation-requests.ts';

/** An organisation asks to join (issue 21): public, under the sign-up limits; it lands pending for staff's review. */
export function orgRequestRoutes(app: FastifyInstance, { db }: { db: Db }) {
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
