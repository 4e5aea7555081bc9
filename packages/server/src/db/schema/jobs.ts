import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Periodic jobs claimed across nodes (`jobs/claims.ts`): a job's round runs on the node whose claim moved `until`
 * forward; the others find it held and skip. Safe on PGlite too, where a held advisory lock would need a
 * transaction open for the whole round (and PGlite runs one transaction at a time).
 */
export const jobClaims = pgTable('job_claims', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
