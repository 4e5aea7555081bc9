import type { FastifyInstance } from 'fastify';
import { creatorSearchQuery, creatorSearchResponse } from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { route } from '../../lib/http.ts';
import { searchCreators } from '../../repositories/creator-search.ts';

/**
 * Find creators (issue 22): handles an organisation may invite, filtered, sorted and paged by cursor; under /orgapi in
 * the session's organisation (its campaigns' offers only), under /adminapi for staff (every organisation's).
 */
export function creatorSearchRoutes(app: FastifyInstance, { db }: { db: Db }) {
  for (const [url, access] of [
    ['/orgapi/creators', 'orgViewer'],
    ['/adminapi/creators-search', 'admin'],
  ] as const)
    route(
      app,
      {
        method: 'GET',
        url,
        summary: 'Find creators: approved, active creators’ handles by platform, country, followers, rate, response rate, past work and text; sorted, cursor pages',
        access,
        query: creatorSearchQuery,
        response: creatorSearchResponse,
      },
      async ({ scope, query }) => ({ results: { success: true, data: await searchCreators(db, scope, query) } }),
    );
}
