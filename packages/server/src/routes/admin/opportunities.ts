import type { FastifyInstance } from 'fastify';
import { adminApplicationsResponse, adminOpportunitiesResponse, adminOpportunityResponse, accountOkResponse, opportunityBody, opportunityParams } from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { route } from '../../lib/http.ts';
import {
  applicationsOf,
  createOpportunity,
  deleteOpportunity,
  listForOrganiser,
  opportunityForOrganiser,
  updateOpportunity,
} from '../../repositories/opportunities.ts';

/** The organiser's opportunities (help wanted / explore) and their applications (CLI: opportunities, opportunity-create, opportunity-edit, applications). */
export function adminOpportunityRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(
    app,
    { method: 'GET', url: '/adminapi/opportunities', summary: 'Every opportunity with its fields and application count, newest first', access: 'admin', response: adminOpportunitiesResponse },
    async () => ({ results: { success: true, data: await listForOrganiser(db) } }),
  );
  route(
    app,
    { method: 'POST', url: '/adminapi/opportunities', summary: 'Create an opportunity with its fields', access: 'admin', body: opportunityBody, response: adminOpportunityResponse, status: 201 },
    async ({ body }) => ({ results: { success: true, data: await createOpportunity(db, body) } }),
  );
  route(
    app,
    { method: 'GET', url: '/adminapi/opportunities/:id', summary: 'One opportunity', access: 'admin', params: opportunityParams, response: adminOpportunityResponse },
    async ({ params }) => ({ results: { success: true, data: await opportunityForOrganiser(db, params.id) } }),
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/adminapi/opportunities/:id',
      summary: 'Replace an opportunity and its fields (applications keep their answers)',
      access: 'admin',
      params: opportunityParams,
      body: opportunityBody,
      response: adminOpportunityResponse,
    },
    async ({ params, body }) => ({ results: { success: true, data: await updateOpportunity(db, params.id, body) } }),
  );
  route(
    app,
    { method: 'DELETE', url: '/adminapi/opportunities/:id', summary: 'Delete an opportunity with its applications', access: 'admin', params: opportunityParams, response: accountOkResponse },
    async ({ params }) => {
      await deleteOpportunity(db, params.id);
      return { results: { success: true } };
    },
  );
  route(
    app,
    { method: 'GET', url: '/adminapi/opportunities/:id/applications', summary: 'The applications to an opportunity', access: 'admin', params: opportunityParams, response: adminApplicationsResponse },
    async ({ params }) => ({ results: { success: true, data: await applicationsOf(db, params.id) } }),
  );
}
