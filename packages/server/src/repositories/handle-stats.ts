import { sql } from 'drizzle-orm';
import type { Tx } from '../db/open.ts';
import { contactPlatforms, offers } from '../db/schema.ts';
import { responseCountsQuery } from './offers.ts';

// A handle's offer counts for the studio's creator search (issue 22): invites answered and with a known outcome (the
// response rate, by its one definition: offers.ts `responseCountsQuery`) and offers completed, kept on the handle's
// row so the search filters and sorts on indexes (contact_platforms_response_rate_idx, …_completed_idx).

/**
 * Recounts one handle's offers onto its row, in the caller's transaction: `transitionOffer` calls it after every
 * state change (every path that moves an offer goes through it), so the counts are those of the last change. An
 * invite past its deadline counts as expired once anything of the handle moves, and at the latest when the sweep
 * expires it. The row is written (and locked) only when a count changed.
 */
export async function refreshHandleStats(tx: Tx, contactPlatformId: number, now: Date): Promise<void> {
  const rate = responseCountsQuery(tx, contactPlatformId, now.toISOString()).as('rate');
  const completed = sql`(select count(*)::int from ${offers} where ${offers.contactPlatformId} = ${contactPlatformId} and ${offers.state} = 'completed')`;
  await tx.execute(sql`
    update ${contactPlatforms} set answered_invites = r.answered, known_invites = r.known, completed_offers = r.completed
    from (select ${rate.answered} as answered, ${rate.known} as known, ${completed} as completed from ${rate}) r
    where ${contactPlatforms.id} = ${contactPlatformId}
      and (${contactPlatforms.answeredInvites}, ${contactPlatforms.knownInvites}, ${contactPlatforms.completedOffers}) is distinct from (r.answered, r.known, r.completed)`);
}
