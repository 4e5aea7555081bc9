import type { FastifyInstance } from 'fastify';
import { adminOrganisationResponse, adminOrganisationsResponse, organisationDenyBody, organisationIdParams, organisationListQuery } from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { route } from '../../lib/http.ts';
import { decideOrganisation, listOrganisations } from '../../repositories/organisation-requests.ts';

/** Staff review organisations' requests (issue 21): the list, approve (the owner is mailed a confirmation link), deny. */
export function adminOrganisationRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  route(
    app,
    { method: 'GET', url: '/adminapi/organisations', summary: 'Organisations with their owners and requests, pending first', access: 'admin', query: organisationListQuery, response: adminOrganisationsResponse },
    async ({ query }) => ({ results: { success: true, data: await listOrganisations(db, { status: query.status }) } }),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/adminapi/organisations/:id/approve',
      summary: "Approve a pending organisation: its owner is mailed the account confirmation link, then can sign in",
      access: 'admin',
      params: organisationIdParams,
      response: adminOrganisationResponse,
    },
    async ({ params }) => {
      const data = await decideOrganisation(db, config.PUBLIC_URL, params.id, { approve: true });
      return { results: { success: true, data } };
    },
  );
  route(
    app,
    {
      method: 'POST',
      url: '/adminapi/organisations/:id/deny',
      summary: 'Deny a pending organisation, with a reason its owner is mailed',
      access: 'admin',
      params: organisationIdParams,
      body: organisationDenyBody,
      response: adminOrganisationResponse,
    },
    async ({ params, body }) => {
      const data = await decideOrganisation(db, config.PUBLIC_URL, params.id, { approve: false, reason: body.reason });
      return { results: { success: true, data } };
    },
  );
}
