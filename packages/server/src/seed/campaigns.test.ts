import { asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerStates } from '@chorus/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  campaignPayments,
  campaignPaymentStatuses,
  campaigns,
  competitions,
  contacts,
  contestPayments,
  contestPaymentStatuses,
  credentials,
  files,
  notifications,
  offerEvents,
  offers,
  organisationMembers,
  organisations,
} from '../db/schema.ts';
import { listConversations } from '../repositories/chat.ts';
import { sweepOffers } from '../jobs/offer-sweeps.ts';
import type { Scope } from '../lib/http.ts';
import { getCampaign } from '../repositories/campaign-admin.ts';
import { detectType } from '../lib/file-rules.ts';
import { storageFromConfig } from '../plugins/storage.ts';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { checkOfferCounts } from '../testing/consistency.ts';
import { seedDemo } from './demo.ts';
import { DEMO_USERS } from './identity.ts';

const HOUR = 3_600_000;
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../host-app/public');

describe.each(dbKinds)('demo campaigns on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const storage = storageFromConfig(t.config);
    await seedDemo(t.db, { storage });
    await storage.close();
  }, 120_000);
  afterAll(() => t?.close());

  const mayaId = async () => (await t.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.emailPrimary, DEMO_USERS.creator)))[0]!.id;

  it('gives the demo creator an offer at every stage, two pages of 12 under all', async () => {
    const mine = await t.db.select().from(offers).where(eq(offers.contactId, await mayaId()));
    expect(mine.length).toBeGreaterThan(12);
    const states = new Set(mine.map((o) => o.state));
    expect([...offerStates].filter((s) => !states.has(s))).toEqual([]);
    expect(mine.filter((o) => o.state === 'invited' && !o.seenAt)).toHaveLength(1);
    expect(mine.some((o) => o.state === 'draft' && o.draftDecision === 'rejected' && o.feedbackNotes)).toBe(true);
    expect(mine.some((o) => o.state === 'countered' && o.counterOfferCents)).toBe(true);
    const byPlatform = new Set((await t.db.select({ p: campaigns.platformId }).from(campaigns)).map((r) => r.p));
    expect([...byPlatform].sort()).toEqual([1, 4, 7]);
  });

  it('keeps open stages open for the length of a demo: nothing is due for the sweep', async () => {
    const all = await t.db.select().from(offers);
    for (const o of all) {
      if (o.state === 'invited') expect(o.respondBy.getTime(), `offer ${o.id}`).toBeGreaterThan(Date.now() + 24 * HOUR);
      if (o.state === 'draft' || o.state === 'notify') expect(o.postBy!.getTime(), `offer ${o.id}`).toBeGreaterThan(Date.now() + 24 * HOUR);
    }
    expect(await sweepOffers(t.db)).toMatchObject({ expired: 0, failed: 0 });
  });

  it('has an event log and payments that agree with every offer', async () => {
    const all = await t.db.select().from(offers);
    const events = await t.db.select().from(offerEvents).orderBy(asc(offerEvents.id));
    const payments = await t.db.select().from(campaignPayments);
    for (const o of all) {
      const log = events.filter((e) => e.offerId === o.id);
      expect(log[0], `offer ${o.id}`).toMatchObject({ fromState: null, toState: 'invited', action: 'invite' });
      for (let i = 1; i < log.length; i++) {
        expect(log[i]!.fromState, `offer ${o.id} event ${i}`).toBe(log[i - 1]!.toState);
        expect(log[i]!.at.getTime()).toBeGreaterThanOrEqual(log[i - 1]!.at.getTime());
      }
      expect(log.at(-1)!.toState, `offer ${o.id}`).toBe(o.state);
      const pay = payments.find((p) => p.offerId === o.id);
      if (o.state === 'completed') expect(['Pending', 'Paid']).toContain(pay?.status);
      else if (['draft', 'review', 'notify', 'boost', 'results', 'verifying'].includes(o.state)) expect(pay?.status, `offer ${o.id}`).toBe('Potential');
      else expect(pay, `offer ${o.id} (${o.state})`).toBeUndefined();
    }
    const paid = payments.filter((p) => p.status === 'Paid');
    expect(paid.length).toBeGreaterThan(0);
    for (const p of paid) expect(p).toMatchObject({ paymentEmail: 'maya.lopez.pay@chorus.test', paidAt: expect.any(Date) });
  });

  it('gives each campaign that requires a contract its message and a PDF to download', async () => {
    const contract = await t.db.select().from(campaigns).where(eq(campaigns.contractRequired, true));
    expect(contract.length).toBeGreaterThan(0);
    const storage = storageFromConfig(t.config);
    for (const c of contract) {
      expect(c.contractMessage).toBeTruthy();
      const [file] = await t.db.select().from(files).where(eq(files.id, c.contractFileId!));
      expect(file).toMatchObject({ kind: 'campaign_contract', contentType: 'application/pdf' });
      const { body, size } = await storage.get(file!.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      expect(size).toBe(file!.sizeBytes);
      expect(await detectType(Buffer.concat(chunks))).toBe('application/pdf');
    }
    await storage.close();
  });

  it('puts the Nightshade contests and campaigns in Nightshade Records, the Lumen Skin campaign in Lumen Skin, with their logins', async () => {
    const orgs = await t.db.select().from(organisations).where(inArray(organisations.slug, ['nightshade-records', 'lumen-skin'])).orderBy(asc(organisations.id));
    expect(orgs.map((o) => [o.name, o.status])).toEqual([
      ['Nightshade Records', 'approved'],
      ['Lumen Skin', 'approved'],
    ]);
    const [nightshade, lumen] = orgs;
    const contests = await t.db.select({ org: competitions.organisationId }).from(competitions).where(like(competitions.organizer, '%Nightshade%'));
    expect(contests.length).toBeGreaterThan(0);
    expect(new Set(contests.map((c) => c.org))).toEqual(new Set([nightshade!.id]));
    const byBrand = async (brand: string) => new Set((await t.db.select({ org: campaigns.organisationId }).from(campaigns).where(eq(campaigns.brandName, brand))).map((c) => c.org));
    expect(await byBrand('Nightshade Records')).toEqual(new Set([nightshade!.id]));
    expect(await byBrand('Lumen Skin')).toEqual(new Set([lumen!.id]));
    const members = await t.db
      .select({ org: organisationMembers.organisationId, role: organisationMembers.role, login: credentials.username, type: contacts.contactType })
      .from(organisationMembers)
      .innerJoin(credentials, eq(credentials.contactId, organisationMembers.contactId))
      .innerJoin(contacts, eq(contacts.id, organisationMembers.contactId))
      .orderBy(asc(credentials.username));
    expect(members).toEqual([
      { org: lumen!.id, role: 'owner', login: DEMO_USERS.brand, type: 'organiser' },
      { org: nightshade!.id, role: 'editor', login: DEMO_USERS.labelEditor, type: 'organiser' },
      { org: nightshade!.id, role: 'owner', login: DEMO_USERS.label, type: 'organiser' },
    ]);
  });

  it('gives Lumen Skin’s campaigns a budget their offers keep within, and Summit Sips and CampusFit campaigns of their own (issue 22)', async () => {
    const orgs = await t.db.select().from(organisations).where(inArray(organisations.slug, ['lumen-skin', 'summit-sips', 'campusfit']));
    expect(orgs.map((o) => o.name).sort()).toEqual(['CampusFit', 'Lumen Skin', 'Summit Sips']);
    for (const org of orgs) {
      const owned = await t.db.select().from(campaigns).where(eq(campaigns.organisationId, org.id));
      expect(owned.length, org.name).toBeGreaterThan(0);
      expect(new Set(owned.map((c) => c.brandName))).toEqual(new Set([org.name]));
    }
    const lumen = orgs.find((o) => o.slug === 'lumen-skin')!;
    const glow = await t.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.organisationId, lumen.id));
    const states = new Set<string>();
    for (const { id } of glow) {
      const c = await getCampaign(t.db, { organisationId: lumen.id } as Scope, id);
      expect(c.budgetCents).toBe(162_500);
      expect(c.spend.committedCents).toBeLessThanOrEqual(c.budgetCents!);
      for (const s of Object.keys(c.offers)) states.add(s);
    }
    expect(states.size).toBeGreaterThanOrEqual(3);
  });

  it('shows every screen with life in it: notifications (some unread), chat, payments in every status, covers and logos of each campaign’s own brand (issue 24)', async () => {
    const maya = await mayaId();
    const mine = await t.db.select().from(notifications).where(eq(notifications.contactId, maya));
    expect(mine.filter((n) => !n.readAt).length).toBeGreaterThan(0);
    expect(mine.filter((n) => n.readAt).length).toBeGreaterThan(0);
    expect(mine.every((n) => n.createdAt.getTime() <= Date.now())).toBe(true);
    expect(mine.filter((n) => n.link).length).toBeGreaterThan(0);

    const chat = await listConversations(t.db, { contactId: maya, isAdmin: false });
    expect(chat.conversations.filter((c) => c.LastMessage).length).toBeGreaterThan(1);
    expect(chat.unreadTotal).toBeGreaterThan(0);
    const [jordan] = await t.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.emailPrimary, DEMO_USERS.manager));
    expect((await listConversations(t.db, { contactId: jordan!.id, isAdmin: false })).unreadTotal).toBeGreaterThan(0);

    const statuses = async (table: typeof campaignPayments | typeof contestPayments) =>
      new Set((await t.db.select({ s: table.status }).from(table).where(eq(table.contactId, maya))).map((r) => r.s));
    expect(await statuses(campaignPayments)).toEqual(new Set(campaignPaymentStatuses));
    expect(await statuses(contestPayments)).toEqual(new Set(contestPaymentStatuses));

    const asset = (url: string | null) => (url?.startsWith('/demo/') ? readFileSync(path.join(publicDir, url), 'utf8') : null);
    const all = await t.db.select().from(campaigns);
    const covers = new Map<string, string>();
    for (const c of all) {
      const cover = asset(c.imageUrl);
      expect(cover, `${c.title}: cover`).toBeTruthy();
      // The cover names this campaign's own song or product (not another brief's art), and no other brand uses it.
      const [title] = [...cover!.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]!);
      expect(c.title, c.imageUrl!).toContain(title);
      expect(covers.get(c.imageUrl!) ?? c.brandName).toBe(c.brandName);
      covers.set(c.imageUrl!, c.brandName);
      expect(asset(c.brandLogoUrl), `${c.title}: logo`).toContain(`aria-label="${c.brandName}"`);
    }
  });

  it('reseeds over itself, the list counts following the offers deleted and made again', async () => {
    const before = (await t.db.select({ id: campaigns.id }).from(campaigns)).length;
    expect(await checkOfferCounts(t.db)).toEqual([]);
    await seedDemo(t.db, { reset: true });
    expect((await t.db.select({ id: campaigns.id }).from(campaigns)).length).toBe(before);
    expect(await checkOfferCounts(t.db)).toEqual([]);
  }, 120_000);
});
