import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorSearchQuery, type CreatorSearchQuery } from '@chorus/core';
import { openDatabase, type Database } from '../db/open.ts';
import { dbKinds } from '../testing/app.ts';
import { seedCreatorSearch, type SeededSearch } from '../testing/creator-search-seed.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { planOf } from '../testing/plans.ts';
import { searchCountQuery, searchPageQuery } from './creator-search.ts';

// The creator search at 100,000 handles (issue 22): every order and the filters read their indexes (`EXPLAIN (FORMAT
// JSON)` after ANALYZE, as the moderation queue's plan tests do): never a whole pass over handles, creators or offers.

const BIG = ['contact_platforms', 'contacts', 'offers'];

describe.each(dbKinds)('creator search plans on %s', (kind) => {
  const HANDLES = 100_000;
  let database: Database;
  let pg: TestDatabase | null = null;
  let dataDir: string;
  let seeded: SeededSearch;

  const plan = (q: SQLWrapper) => planOf(database.db, q);
  const query = (q: Record<string, string>): CreatorSearchQuery => creatorSearchQuery.parse(q);
  /** The page's plan scans no big table whole and looks up one of `indexes` (any one of a list). */
  const reads = async (q: Record<string, string>, indexes: (string | string[])[], { sorted = false } = {}) => {
    const nodes = await plan(searchPageQuery(database.db, seeded.scope, query(q)));
    const label = `${JSON.stringify(q)}: ${JSON.stringify(nodes)}`;
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && BIG.includes(n['Relation Name'] ?? '')), label).toEqual([]);
    // In the index's order: no sort of the matches, unless a narrow filter found few to sort.
    if (!sorted) expect(nodes.filter((n) => /Sort/.test(n['Node Type'])), label).toEqual([]);
    const used = nodes.map((n) => n['Index Name']);
    for (const index of indexes) expect([index].flat().some((i) => used.includes(i)), `${index} in ${label}`).toBe(true);
    return nodes;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-search-plans-'));
    pg = kind === 'postgres' ? await createTestDatabase() : null;
    database = await openDatabase({ databaseUrl: pg?.url, dataDir });
    seeded = await seedCreatorSearch(database.db, HANDLES);
  }, 600_000);
  afterAll(async () => {
    await database?.close();
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads each order on its own index, either way, and deep pages from the cursor on', async () => {
    await reads({}, ['contact_platforms_followers_idx', 'contacts_pkey']);
    await reads({ dir: 'asc' }, ['contact_platforms_followers_idx']);
    await reads({ sort: 'rate', rateKind: 'song' }, ['contact_platforms_song_rate_idx']);
    await reads({ sort: 'rate', rateKind: 'brand', dir: 'asc' }, ['contact_platforms_brand_rate_idx']);
    await reads({ sort: 'responseRate' }, ['contact_platforms_response_rate_idx']);
    await reads({ sort: 'completed' }, ['contact_platforms_completed_idx']);
    const { encodeCursor } = await import('@chorus/core');
    const nodes = await reads({ after: encodeCursor(['followers', 'desc', 500_000, 50_000]) }, ['contact_platforms_followers_idx']);
    expect(nodes.find((n) => n['Index Name'] === 'contact_platforms_followers_idx')?.['Index Cond']).toMatch(/ROW\(.*\) < ROW\(/);
  });

  it('filters on indexes: platform, followers, rate, response rate, country, past work, text', async () => {
    await reads({ platformId: '4' }, [['contact_platforms_platform_followers_idx', 'contact_platforms_followers_idx']]);
    await reads({ minFollowers: '1000', maxFollowers: '50000' }, [['contact_platforms_followers_idx', 'contact_platforms_platform_followers_idx']], { sorted: true });
    await reads({ rateKind: 'song', maxRateCents: '5000', sort: 'rate' }, ['contact_platforms_song_rate_idx']);
    await reads({ minResponseRate: '80', sort: 'responseRate' }, ['contact_platforms_response_rate_idx']);
    await reads({ minResponseRate: '80' }, [['contact_platforms_followers_idx', 'contact_platforms_response_rate_idx']], { sorted: true });
    await reads({ country: 'GB' }, [['contacts_creator_country_idx', 'contact_platforms_followers_idx']], { sorted: true });
    await reads({ workedWithUs: 'true' }, [['offers_campaign_handle_idx', 'offers_contact_platform_idx', 'contact_platforms_pkey', 'contact_platforms_followers_idx']], { sorted: true });
    await reads({ workedWithUs: 'false', platformId: '7' }, [['contact_platforms_platform_followers_idx', 'contact_platforms_followers_idx']], { sorted: true });
    // A handle's start, or a name's.
    await reads({ q: 'h12' }, ['contact_platforms_handle_prefix_idx', 'contacts_creator_name_idx', 'contacts_creator_last_name_idx'], { sorted: true });
  });

  it('counts at most 10,001 matches, on the same indexes when a filter is narrow', async () => {
    const nodes = await plan(searchCountQuery(database.db, seeded.scope, query({})));
    expect(nodes.find((n) => n['Node Type'] === 'Limit'), JSON.stringify(nodes)).toMatchObject({ 'Plan Rows': 10_001 });
    const narrow = await plan(searchCountQuery(database.db, seeded.scope, query({ q: 'h12' })));
    expect(narrow.filter((n) => n['Node Type'] === 'Seq Scan' && BIG.includes(n['Relation Name'] ?? '')), JSON.stringify(narrow)).toEqual([]);
  });
});
