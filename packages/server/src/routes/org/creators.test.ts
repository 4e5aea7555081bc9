import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorSearchMessages, cursorMessages, encodeCursor, OFFER_DEADLINE_MS } from '@chorus/core';
import { responseRate } from '../../repositories/offers.ts';
import { makeOffer } from '../../testing/campaign-admin-factories.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, loginAs, makeContact } from '../../testing/factories.ts';
import { makeMember, makeOrganisation } from '../../testing/org-fixtures.ts';
import { creatorWithHandle, orgCampaign, type MadeCreator } from '../../testing/studio-creator-fixtures.ts';

// Find creators (issue 22): each filter and sort returns the right handles, only invitable creators are offered,
// and what a card says about past work and invitations is the asking organisation's only.

interface Card {
  handle: string;
  contactPlatformId: number;
  responseRate: number | null;
  completedCampaigns: number;
  completedWithUs: number;
  invitedState: string | null;
  country: string | null;
}

describe.each(dbKinds)('creator search on %s', (kind) => {
  let t: TestApp;
  const P = `fs${Math.random().toString(36).slice(2, 7)}`;
  const tokens: Record<'a' | 'aViewer' | 'b' | 'staff' | 'creator', string> = { a: '', aViewer: '', b: '', staff: '', creator: '' };
  const c: Record<'alpha' | 'bravo' | 'charlie' | 'delta' | 'echo', MadeCreator> = {} as never;
  let a1 = 0;
  let b1 = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.db;
    const orgA = await makeOrganisation(db);
    const orgB = await makeOrganisation(db);
    const [ownerA, viewerA, ownerB] = [await makeMember(db, orgA, 'owner'), await makeMember(db, orgA, 'viewer'), await makeMember(db, orgB, 'owner')];
    const staff = await makeContact(db, { contactType: 'admin' });
    c.alpha = await creatorWithHandle(db, `${P}alpha`, { platformId: 4, followers: 5000, songRateCents: 30_000, brandRateCents: 50_000 }, { countryId: 1 });
    c.bravo = await creatorWithHandle(db, `${P}bravo`, { platformId: 1, followers: 20_000, songRateCents: 10_000, brandRateCents: 80_000 }, { countryId: 4 });
    c.charlie = await creatorWithHandle(db, `${P}charlie`, { platformId: 4, followers: 800, songRateCents: 0, brandRateCents: 15_000 }, { countryId: 6 });
    c.delta = await creatorWithHandle(db, `${P}delta`, { platformId: 7, followers: 100_000, songRateCents: 90_000, brandRateCents: 0 }, { countryId: 1 });
    c.echo = await creatorWithHandle(db, `${P}echo`, { platformId: 4, followers: 3000, songRateCents: 20_000, brandRateCents: 25_000 }, { countryId: 2, lastName: `Q${P}` });
    // Never offered: not approved, denied, deactivated, not creators.
    await creatorWithHandle(db, `${P}pending`, { followers: 1_000_000 }, { approvalStatusId: 1 });
    await creatorWithHandle(db, `${P}denied`, { followers: 1_000_000 }, { approvalStatusId: 2 });
    await creatorWithHandle(db, `${P}gone`, { followers: 1_000_000 }, { deactivatedAt: new Date() });
    await creatorWithHandle(db, `${P}manager`, { followers: 1_000_000 }, { contactType: 'manager' });
    await creatorWithHandle(db, `${P}organiser`, { followers: 1_000_000 }, { contactType: 'organiser' });

    const campaignA1 = await orgCampaign(db, orgA);
    const campaignA2 = await orgCampaign(db, orgA);
    const campaignB1 = await orgCampaign(db, orgB);
    a1 = campaignA1.id;
    b1 = campaignB1.id;
    const offer = (campaignId: number, who: MadeCreator, steps: Parameters<typeof makeOffer>[2] = [], invitedAt?: Date) =>
      makeOffer(db, { campaignId, contactId: who.id, contactPlatformId: who.handleId, invitedAt }, steps);
    const long = new Date(Date.now() - 3 * OFFER_DEADLINE_MS);
    await offer(a1, c.alpha, ['accept', 'complete']);
    await offer(b1, c.bravo, ['accept', 'complete']);
    await offer(a1, c.bravo);
    await offer(campaignA2.id, c.charlie, ['expire'], long);
    await offer(b1, c.delta, ['decline']);
    await offer(campaignA2.id, c.delta, ['expire'], long);

    tokens.a = await loginAs(t.app, ownerA.email);
    tokens.aViewer = await loginAs(t.app, viewerA.email);
    tokens.b = await loginAs(t.app, ownerB.email);
    tokens.staff = await loginAs(t.app, staff.email);
    tokens.creator = await loginAs(t.app, c.alpha.email);
  });
  afterAll(async () => t?.close());

  const search = async (query: Record<string, string | number | boolean>, who: keyof typeof tokens = 'a', url = '/orgapi/creators') => {
    const qs = new URLSearchParams(Object.entries({ q: P, ...query }).map(([k, v]) => [k, String(v)]));
    return t.app.inject({ method: 'GET', url: `${url}?${qs}`, headers: auth(tokens[who]) });
  };
  const handles = async (query: Record<string, string | number | boolean>, who: keyof typeof tokens = 'a') => {
    const res = await search(query, who);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().results.data.creators as Card[]).map((r) => r.handle.slice(P.length));
  };

  it('offers approved, active creators only, most followers first by default, with their cards and no emails', async () => {
    const res = await search({});
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().results.data;
    expect(data.creators.map((r: Card) => r.handle.slice(P.length))).toEqual(['delta', 'bravo', 'alpha', 'echo', 'charlie']);
    expect(data).toMatchObject({ total: 5, totalCapped: false, next: null });
    expect(data.creators[2]).toEqual({
      contactPlatformId: c.alpha.handleId,
      contactId: c.alpha.id,
      handle: `${P}alpha`,
      platformId: 4,
      platform: 'TikTok',
      followers: 5000,
      songRateCents: 30_000,
      brandRateCents: 50_000,
      responseRate: 100,
      country: 'US',
      completedCampaigns: 1,
      completedWithUs: 1,
      invitedState: null,
    });
    expect(res.body).not.toContain('@test.chorus');
    expect(await handles({ q: `${P}pending` })).toEqual([]);
    // A viewer searches too; staff under /adminapi; a creator may not.
    expect(await handles({}, 'aViewer')).toHaveLength(5);
    expect((await search({}, 'staff', '/adminapi/creators-search')).statusCode).toBe(200);
    expect((await search({}, 'creator')).statusCode).toBe(403);
  });

  it('filters by platform, country, followers, rate, response rate and text', async () => {
    expect(await handles({ platformId: 4 })).toEqual(['alpha', 'echo', 'charlie']);
    expect(await handles({ country: 'us' })).toEqual(['delta', 'alpha']);
    expect(await handles({ minFollowers: 1000, maxFollowers: 20_000 })).toEqual(['bravo', 'alpha', 'echo']);
    // A rate of 0 is not set: within no budget.
    expect(await handles({ rateKind: 'song', maxRateCents: 20_000 })).toEqual(['bravo', 'echo']);
    expect(await handles({ rateKind: 'brand', maxRateCents: 20_000 })).toEqual(['charlie']);
    expect(await handles({ minResponseRate: 50 })).toEqual(['delta', 'bravo', 'alpha']);
    expect(await handles({ minResponseRate: 100 })).toEqual(['bravo', 'alpha']);
    expect(await handles({ q: `@${P.toUpperCase()}AL` })).toEqual(['alpha']);
    expect(await handles({ q: `q${P}` })).toEqual(['echo']);
  });

  it('sorts by followers, rate, response rate and completed offers, either way', async () => {
    expect(await handles({ dir: 'asc' })).toEqual(['charlie', 'echo', 'alpha', 'bravo', 'delta']);
    expect(await handles({ sort: 'rate', rateKind: 'brand', dir: 'asc' })).toEqual(['delta', 'charlie', 'echo', 'alpha', 'bravo']);
    expect(await handles({ sort: 'rate', rateKind: 'song' })).toEqual(['delta', 'alpha', 'echo', 'bravo', 'charlie']);
    // Ties by the newest handle; no response rate yet sorts lowest.
    expect(await handles({ sort: 'responseRate' })).toEqual(['bravo', 'alpha', 'delta', 'charlie', 'echo']);
    expect(await handles({ sort: 'completed' })).toEqual(['bravo', 'alpha', 'echo', 'delta', 'charlie']);
  });

  it('response rates and completed counts are those the campaign detail computes', async () => {
    const res = await search({});
    for (const card of res.json().results.data.creators as Card[]) expect(card.responseRate, card.handle).toBe(await responseRate(t.db, card.contactPlatformId));
    const rates = Object.fromEntries((res.json().results.data.creators as Card[]).map((r) => [r.handle.slice(P.length), r.responseRate]));
    expect(rates).toEqual({ alpha: 100, bravo: 100, charlie: 0, delta: 50, echo: null });
  });

  it("migration 0031 fills in the counts of offers made before it as the transitions keep them", async () => {
    const before = (await search({})).json().results.data.creators;
    await t.db.execute(sql`update contact_platforms set answered_invites = 0, known_invites = 0, completed_offers = 0 where handle like ${`${P}%`}`);
    const file = fs.readFileSync(path.join(import.meta.dirname, '../../../migrations/0031_creator_search.sql'), 'utf8');
    await t.db.execute(sql.raw(file.split('--> statement-breakpoint').at(-1)!));
    expect((await search({})).json().results.data.creators).toEqual(before);
  });

  it('past work and invitations are the asking organisation’s own', async () => {
    expect(await handles({ workedWithUs: true })).toEqual(['alpha']);
    expect(await handles({ workedWithUs: false })).toEqual(['delta', 'bravo', 'echo', 'charlie']);
    expect(await handles({ workedWithUs: true }, 'b')).toEqual(['bravo']);
    const bCards = (await search({}, 'b')).json().results.data.creators as Card[];
    expect(Object.fromEntries(bCards.map((r) => [r.handle.slice(P.length), r.completedWithUs]))).toEqual({ delta: 0, bravo: 1, alpha: 0, echo: 0, charlie: 0 });

    const invited = (await search({ campaignId: a1 })).json().results.data.creators as Card[];
    expect(Object.fromEntries(invited.map((r) => [r.handle.slice(P.length), r.invitedState]))).toEqual({
      delta: null,
      bravo: 'invited',
      alpha: 'completed',
      echo: null,
      charlie: null,
    });
    // Another organisation's campaign is not found, as one that does not exist; staff may name any.
    for (const [campaignId, who] of [
      [a1, 'b'],
      [b1, 'a'],
      [999_999, 'a'],
    ] as const) {
      const res = await search({ campaignId }, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().messages).toEqual(['Campaign not found.']);
    }
    const staff = (await search({ campaignId: b1 }, 'staff', '/adminapi/creators-search')).json().results.data.creators as Card[];
    expect(staff.find((r) => r.handle === `${P}bravo`)).toMatchObject({ invitedState: 'completed', completedWithUs: 1 });
  });

  it('pages by cursor in the order asked, and refuses what it cannot run', async () => {
    const Q = `${P}pg`;
    for (let i = 0; i < 12; i++) await creatorWithHandle(t.db, `${Q}${i}`, { followers: 100 + (i % 4) });
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res = await search({ q: Q, pageSize: 10, sort: 'followers', dir: 'asc', ...(after && { after }) });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().results.data;
      expect(data.total).toBe(12);
      seen.push(...(data.creators as Card[]).map((r) => r.handle));
      after = data.next;
      pages++;
    } while (after && pages < 5);
    expect(pages).toBe(2);
    expect(new Set(seen).size).toBe(12);
    const all = (await search({ q: Q, pageSize: 25, dir: 'asc' })).json().results.data.creators.map((r: Card) => r.handle);
    expect(seen).toEqual(all);

    const refused = async (query: Record<string, string | number>, message: string) => {
      const res = await search(query);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().messages).toContain(message);
    };
    await refused({ after: encodeCursor(['rate', 'desc', 5, 3]) }, cursorMessages.invalid);
    await refused({ after: 'not a cursor!' }, cursorMessages.invalid);
    await refused({ sort: 'rate' }, creatorSearchMessages.rateKindNeeded);
    await refused({ maxRateCents: 100 }, creatorSearchMessages.rateKindNeeded);
    await refused({ minFollowers: 10, maxFollowers: 5 }, creatorSearchMessages.followerRange);
    await refused({ country: 'XX' }, creatorSearchMessages.country);
    await refused({ platformId: 5 }, creatorSearchMessages.platform);
    await refused({ minResponseRate: 101 }, creatorSearchMessages.responseRate);
    await refused({ sort: 'name' }, creatorSearchMessages.sort);
    await refused({ pageSize: 7 }, creatorSearchMessages.pageSize);
  });
});
