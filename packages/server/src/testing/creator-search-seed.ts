import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { campaigns } from '../db/schema.ts';
import type { Scope } from '../lib/http.ts';
import { makeCampaign } from './campaign-admin-factories.ts';
import { makeOrganisation } from './org-fixtures.ts';

// The creator search at scale (issue 22): `handles` handles of handles/2 creators, bulk-inserted with
// generate_series (the plan test and bench/creator-search.mjs). Numbers spread by multiplicative hashes, so every
// order has many distinct keys; one creator in 20 not approved, one in 50 deactivated; 20 countries, four platforms;
// another organisation's 100 campaigns with an invite to every handle; one organisation's campaign with a completed offer
// for one handle in 40.

export interface SeededSearch {
  scope: Scope;
  organisationId: number;
  campaignId: number;
}

export async function seedCreatorSearch(db: Db, handles: number): Promise<SeededSearch> {
  const creators = Math.ceil(handles / 2);
  const tag = `s${Math.random().toString(36).slice(2, 8)}`;
  await db.execute(sql`
    insert into contacts (contact_type, first_name, last_name, email_primary, country_id, approval_status_id, deactivated_at)
    select 'creator', 'First' || g, 'Last' || (g * 7) % 9973, ${tag} || '.' || g || '@search.test', 1 + g % 20,
           case when g % 20 = 7 then 1 else 3 end, case when g % 50 = 3 then now() else null end
    from generate_series(1, ${creators}) g`);
  await db.execute(sql`
    insert into contact_platforms (contact_id, platform_id, handle, followers, song_rate_cents, brand_rate_cents,
                                   answered_invites, known_invites, completed_offers)
    select c.id, (array[1, 4, 7, 8])[1 + (c.id + k) % 4], ${tag} || 'h' || c.id || '_' || k,
           (c.id * 7919 + k * 104729) % 2000000, ((c.id * 31 + k) % 500) * 100, ((c.id * 17 + k) % 800) * 100,
           (c.id + k) % 7, (c.id + k) % 7 + (c.id * 3 + k) % 5, (c.id + k) % 9
    from contacts c cross join generate_series(1, 2) k
    where c.email_primary like ${`${tag}.%`}`);
  // Another organisation's 100 campaigns invited every handle: offers is a big table too.
  await db.execute(sql`
    insert into campaigns (title, platform_id, rate_cents, brand_name, contact_name, contact_email)
    select 'Other ' || g, 4, 15000, ${`Other ${tag}`}, 'Bench Client', 'client@bench.test' from generate_series(1, 100) g`);
  await db.execute(sql`
    insert into offers (campaign_id, contact_id, contact_platform_id, rate_cents, respond_by)
    select k.id, cp.contact_id, cp.id, 15000, now() + interval '2 days'
    from contact_platforms cp
    inner join (select id, row_number() over (order by id) - 1 as n from campaigns where brand_name = ${`Other ${tag}`}) k on k.n = cp.id % 100
    where cp.handle like ${`${tag}h%`}`);
  const org = await makeOrganisation(db, { name: `Search bench ${tag}` });
  const campaign = await makeCampaign(db, { brandName: org.name, draftRequired: false });
  await db.update(campaigns).set({ organisationId: org.id }).where(eq(campaigns.id, campaign.id));
  await db.execute(sql`
    insert into offers (campaign_id, contact_id, contact_platform_id, state, rate_cents, respond_by, responded_at, accepted_at, closed_at)
    select ${campaign.id}::int, cp.contact_id, cp.id, 'completed', 15000, now(), now(), now(), now()
    from contact_platforms cp where cp.handle like ${`${tag}h%`} and cp.id % 40 = 0`);
  // As autovacuum leaves a table: statistics, and pages marked all-visible.
  await db.execute(sql`vacuum analyze`);
  return { scope: org.scope, organisationId: org.id, campaignId: campaign.id };
}
