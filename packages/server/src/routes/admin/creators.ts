import type { FastifyInstance } from 'fastify';
import { adminCreatorResponse, adminCreatorsResponse, creatorDenyBody, creatorIdParams, creatorReviewQuery } from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { route } from '../../lib/http.ts';
import { decideCreator, listCreators } from '../../repositories/creator-review.ts';

/** Staff review creator applications (issue 21): the list by approval status, approve, deny with a mailed reason. */
export function adminCreatorRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  route(
    app,
    { method: 'GET', url: '/adminapi/creators', summary: 'Creators by approval status (Pending, Denied, Approved), newest first', access: 'admin', query: creatorReviewQuery, response: adminCreatorsResponse },
    async ({ query }) => ({ results: { success: true, data: await listCreators(db, query) } }),
  );
  route(
    app,
    { method: 'POST', url: '/adminapi/creators/:id/approve', summary: 'Approve a creator for campaigns and contests (they are mailed)', access: 'admin', params: creatorIdParams, response: adminCreatorResponse },
    async ({ params }) => {
      const data = await decideCreator(db, config.PUBLIC_URL, params.id, { approve: true });
      return { results: { success: true, data } };
    },
  );
  route(
    app,
    {
      method: 'POST',
      url: '/adminapi/creators/:id/deny',
      summary: 'Deny a creator, with a reason they are mailed',
      access: 'admin',
      params: creatorIdParams,
      body: creatorDenyBody,
      response: adminCreatorResponse,
    },
    async ({ params, body }) => {
      const data = await decideCreator(db, config.PUBLIC_URL, params.id, { approve: false, reason: body.reason });
      return { results: { success: true, data } };
    },
  );
}
