import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, campaigns, competitions, organisationMembers, organisations } from '../db/schema.ts';
import { messages } from '@chorus/core';
import { backgroundOf } from '../lib/background.ts';
import { routeTable } from '../lib/http.ts';
import { endContest } from '../repositories/contest-payments.ts';
import { holdEntries } from '../repositories/moderation.ts';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { changedTables, dbFingerprint } from '../testing/db-snapshot.ts';
import { multipart, sampleFiles } from '../testing/campaign-factories.ts';
import { approvedEntries, auth, loginAs, makeContact } from '../testing/factories.ts';
import { makeHandle } from '../testing/campaign-factories.ts';
import { offerWithFiles, orgPendingPayment } from '../testing/org-campaign-fixtures.ts';
import { batchIn, entryIn, inviteTo, makeMember, makeOrganisation, orgContest, owedPaymentIn, type MadeOrganisation } from '../testing/org-fixtures.ts';
import { orgConversationIn } from '../testing/studio-creator-fixtures.ts';

/**
 * Tenancy (issue 21): organisation A's owner tries organisation B's ids on every /orgapi route. A route naming one of
 * B's rows answers 404 and changes nothing; a list, count or export answers A's rows only; a create lands in A
 * whatever the body says.
 */

interface B {
  org: MadeOrganisation;
  owner: number;
  member: number;
  live: number;
  entries: number[];
  ended: number;
  endedEntry: number;
  payment: number;
  batch: number;
  /** B's campaign (with a contract file), its offer with a draft, contract and results file, its payment To Be Paid (no payment email). */
  campaign: number;
  offer: number;
  campaignPayment: number;
  campaignCreator: number;
  /** A conversation of one of B's campaigns. */
  conversation: string;
}
interface Fixtures {
  t: TestApp;
  a: MadeOrganisation;
  b: B;
  token: string;
  n(): number;
}
type Call = Omit<InjectOptions, 'method' | 'headers'> & { url: string; headers?: Record<string, string> };
// Bodies are read field by field below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
interface Row {
  request: (fx: Fixtures) => Call | Promise<Call>;
  /** 404 with nothing changed (the default), or what the answer must (not) hold. */
  check?: (body: Json, status: number, fx: Fixtures) => void | Promise<void>;
}

const bIds = (list: { id: number }[], fx: Fixtures, ids: number[]) => expect(list.map((r) => r.id).filter((id) => ids.includes(id)), 'B’s rows in A’s answer').toEqual([]);

const rows: Record<string, Row> = {
  'GET /orgapi/organisations': {
    request: () => ({ url: '/orgapi/organisations' }),
    check: (body, status, fx) => {
      expect(status).toBe(200);
      bIds(body.results.data, fx, [fx.b.org.id]);
    },
  },
  'POST /orgapi/organisations/switch': { request: (fx) => ({ url: '/orgapi/organisations/switch', payload: { organisationId: fx.b.org.id } }) },
  'GET /orgapi/organisation': {
    request: (fx) => ({ url: `/orgapi/organisation?organisationId=${fx.b.org.id}` }),
    check: (body, status, fx) => {
      expect(status).toBe(200);
      expect(body.results.data.id).toBe(fx.a.id);
    },
  },
  'PATCH /orgapi/organisation': {
    request: (fx) => ({ url: '/orgapi/organisation', payload: { id: fx.b.org.id, organisationId: fx.b.org.id, name: 'Renamed by A' } }),
    check: async (body, status, fx) => {
      expect(status).toBe(200);
      expect(body.results.data.id).toBe(fx.a.id);
      const [b] = await fx.t.db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, fx.b.org.id));
      expect(b!.name).toBe(fx.b.org.name);
    },
  },
  'GET /orgapi/members': {
    request: () => ({ url: '/orgapi/members' }),
    check: (body, status, fx) => {
      expect(status).toBe(200);
      expect(body.results.data.map((m: { contactId: number }) => m.contactId)).not.toContain(fx.b.member);
      expect(body.results.data.map((m: { contactId: number }) => m.contactId)).not.toContain(fx.b.owner);
    },
  },
  'POST /orgapi/members': {
    // Adding a login is to A only, whatever the body says.
    request: async (fx) => {
      const c = await makeContact(fx.t.db, { contactType: 'organiser' });
      return { url: '/orgapi/members', payload: { email: c.email, role: 'owner', organisationId: fx.b.org.id } };
    },
    check: async (body, status, fx) => {
      expect(status).toBe(201);
      const memberships = await fx.t.db.select().from(organisationMembers).where(eq(organisationMembers.contactId, body.results.data.contactId));
      expect(memberships.map((m) => m.organisationId)).toEqual([fx.a.id]);
    },
  },
  'POST /orgapi/requests': {
    // A request makes a new pending organisation, whoever sends it; A's owner gains nothing of it, B is untouched.
    request: (fx) => {
      const n = fx.n();
      return { url: '/orgapi/requests', payload: { organisationName: fx.b.org.name, whatTheyRun: 'Contests', firstName: 'Te', lastName: 'Nant', email: `tenant${n}@tenancy.test`, password: 'Tenant-pass1!', passwordConfirm: 'Tenant-pass1!' } };
    },
    check: async (body, status, fx) => {
      expect(status).toBe(201);
      expect(body.results.data).toMatchObject({ status: 'pending' });
      expect(body.results.data.id).not.toBe(fx.b.org.id);
      const [b] = await fx.t.db.select().from(organisations).where(eq(organisations.id, fx.b.org.id));
      expect(b!.status).toBe('approved');
    },
  },
  'POST /orgapi/invites': {
    // An invitation is to A, whatever the body names.
    request: (fx) => ({ url: '/orgapi/invites', payload: { email: `tenant.invitee${fx.n()}@tenancy.test`, role: 'owner', organisationId: fx.b.org.id } }),
    check: async (body, status, fx) => {
      expect(status).toBe(201);
      const [token] = await fx.t.db.select().from(accountTokens).where(eq(accountTokens.purpose, 'organisation_invite')).orderBy(desc(accountTokens.id)).limit(1);
      expect(token!.detail).toMatchObject({ organisationId: fx.a.id, email: body.results.data.email });
    },
  },
  'POST /orgapi/invites/accept': {
    // B's invitation without its token: nothing is joined.
    request: async (fx) => {
      const invite = await inviteTo(fx.t.db, fx.b.org, `tenant.joiner${fx.n()}@tenancy.test`, 'owner');
      return { url: '/orgapi/invites/accept', payload: { inviteId: invite.inviteId, inviteToken: 'guessed-token', firstName: 'Te', lastName: 'Nant', password: 'Tenant-pass1!', passwordConfirm: 'Tenant-pass1!' } };
    },
    check: (body, status) => {
      expect(status).toBe(400);
      expect(body.messages).toEqual([messages.organisation.invite.invalid]);
    },
  },
  'PATCH /orgapi/members/:contactId': { request: (fx) => ({ url: `/orgapi/members/${fx.b.member}`, payload: { role: 'owner' } }) },
  'DELETE /orgapi/members/:contactId': { request: (fx) => ({ url: `/orgapi/members/${fx.b.owner}` }) },
  'GET /orgapi/contests': {
    request: () => ({ url: '/orgapi/contests' }),
    check: (body, status, fx) => {
      expect(status).toBe(200);
      bIds(body.results.data, fx, [fx.b.live, fx.b.ended]);
    },
  },
  'POST /orgapi/contests': {
    // B's id in the body is dropped (B's name as the organiser would be refused: routes/org/contests.test.ts).
    request: (fx) => ({ url: '/orgapi/contests', payload: { name: `Tenancy ${fx.n()}`, organizer: `Artist of ${fx.n()}`, organisationId: fx.b.org.id, prizes: ['1st Place $10'] } }),
    check: async (body, status, fx) => {
      expect(status).toBe(201);
      const [c] = await fx.t.db.select({ org: competitions.organisationId }).from(competitions).where(eq(competitions.id, body.results.data.id));
      // Sent with B's id, still A's: the organisation comes from the session.
      expect(c!.org).toBe(fx.a.id);
    },
  },
  'GET /orgapi/contests/:id': { request: (fx) => ({ url: `/orgapi/contests/${fx.b.live}` }) },
  'POST /orgapi/contests/:id/cover': { request: (fx) => ({ url: `/orgapi/contests/${fx.b.live}/cover`, ...multipart({}, { name: 'cover.png', content: sampleFiles.png }) }) },
  'POST /orgapi/contests/:id/sound': { request: (fx) => ({ url: `/orgapi/contests/${fx.b.live}/sound`, ...multipart({}, { name: 'song.wav', content: sampleFiles.wav }) }) },
  'PATCH /orgapi/contests/:id': { request: (fx) => ({ url: `/orgapi/contests/${fx.b.live}`, payload: { event: 'Hijacked' } }) },
  'DELETE /orgapi/contests/:id': { request: (fx) => ({ url: `/orgapi/contests/${fx.b.live}` }) },
  'GET /orgapi/contests/:id/entries': { request: (fx) => ({ url: `/orgapi/contests/${fx.b.live}/entries` }) },
  'GET /orgapi/contests/:id/overview': { request: (fx) => ({ url: `/orgapi/contests/${fx.b.live}/overview` }) },
  'POST /orgapi/entries/approve': { request: async (fx) => ({ url: '/orgapi/entries/approve', payload: { ids: [...fx.b.entries, await entryIn(fx.t.db, (await orgContest(fx.t.db, fx.a)).id)] } }) },
  'POST /orgapi/entries/reject': { request: (fx) => ({ url: '/orgapi/entries/reject', payload: { ids: fx.b.entries } }) },
  'POST /orgapi/entries/delete': { request: (fx) => ({ url: '/orgapi/entries/delete', payload: { ids: fx.b.entries } }) },
  'POST /orgapi/entries/hold': { request: async (fx) => ({ url: '/orgapi/entries/hold', payload: { ids: [...fx.b.entries, await entryIn(fx.t.db, (await orgContest(fx.t.db, fx.a)).id)] } }) },
  'POST /orgapi/entries/release': {
    request: async (fx) => {
      // B's entries held: A's owner cannot release them.
      await holdEntries(fx.t.db, fx.b.entries, true);
      return { url: '/orgapi/entries/release', payload: { ids: fx.b.entries } };
    },
  },
  'POST /orgapi/contests/:id/metrics': { request: (fx) => ({ url: `/orgapi/contests/${fx.b.live}/metrics`, payload: { metrics: [{ id: fx.b.entries[0], likes: 999_999 }] } }) },
  'POST /orgapi/contests/:id/end': { request: (fx) => ({ url: `/orgapi/contests/${fx.b.live}/end` }) },
  'POST /orgapi/contests/:id/awards': { request: (fx) => ({ url: `/orgapi/contests/${fx.b.ended}/awards`, payload: { award: 'Best Dance', entryId: fx.b.endedEntry } }) },
  'POST /orgapi/contests/:id/reopen': { request: (fx) => ({ url: `/orgapi/contests/${fx.b.ended}/reopen`, payload: {} }) },
  'GET /orgapi/contest-payments': {
    // Filtering by B's contest finds nothing, and counts nothing.
    request: (fx) => ({ url: `/orgapi/contest-payments?contestId=${fx.b.ended}` }),
    check: (body, status) => {
      expect(status).toBe(200);
      expect(body.results.data).toMatchObject({ rows: [], total: 0 });
    },
  },
  'POST /orgapi/contest-payments/:id/paid': { request: (fx) => ({ url: `/orgapi/contest-payments/${fx.b.payment}/paid` }) },
  'POST /orgapi/contest-payments/:id/remind': { request: (fx) => ({ url: `/orgapi/contest-payments/${fx.b.payment}/remind` }) },
  // Campaigns (issue 22): B's campaigns, offers, their files and payments.
  'GET /orgapi/campaigns': {
    request: () => ({ url: '/orgapi/campaigns' }),
    check: (body, status, fx) => {
      expect(status).toBe(200);
      bIds(body.results.data, fx, [fx.b.campaign]);
    },
  },
  'POST /orgapi/campaigns': {
    request: (fx) => ({ url: '/orgapi/campaigns', payload: { title: `Tenancy ${fx.n()}`, platformId: 4, rateCents: 10_000, organisationId: fx.b.org.id } }),
    check: async (body, status, fx) => {
      expect(status).toBe(201);
      // Sent with B's id, still A's, and branded as A (by its name now: a row above renames it).
      const [a] = await fx.t.db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, fx.a.id));
      expect(body.results.data.brandName).toBe(a!.name);
      const [c] = await fx.t.db.select({ org: campaigns.organisationId }).from(campaigns).where(eq(campaigns.id, body.results.data.id));
      expect(c!.org).toBe(fx.a.id);
    },
  },
  'GET /orgapi/campaigns/:id': { request: (fx) => ({ url: `/orgapi/campaigns/${fx.b.campaign}` }) },
  'PATCH /orgapi/campaigns/:id': { request: (fx) => ({ url: `/orgapi/campaigns/${fx.b.campaign}`, payload: { title: 'Hijacked', budgetCents: 1 } }) },
  'POST /orgapi/campaigns/:id/contract': { request: (fx) => ({ url: `/orgapi/campaigns/${fx.b.campaign}/contract`, ...multipart({}, { name: 'contract.pdf', content: sampleFiles.pdf }) }) },
  'GET /orgapi/campaigns/:id/contract-file': { request: (fx) => ({ url: `/orgapi/campaigns/${fx.b.campaign}/contract-file` }) },
  'POST /orgapi/campaigns/:id/invite': {
    request: async (fx) => ({ url: `/orgapi/campaigns/${fx.b.campaign}/invite`, payload: { contactPlatformIds: [(await makeHandle(fx.t.db, (await makeContact(fx.t.db, { login: false })).id)).id] } }),
  },
  'GET /orgapi/offers': {
    request: () => ({ url: '/orgapi/offers?pageSize=1000' }),
    check: (body, status, fx) => {
      expect(status).toBe(200);
      bIds(body.results.data.rows, fx, [fx.b.offer]);
    },
  },
  'GET /orgapi/offers/:id': { request: (fx) => ({ url: `/orgapi/offers/${fx.b.offer}` }) },
  'GET /orgapi/offers/:id/files/:kind': { request: (fx) => ({ url: `/orgapi/offers/${fx.b.offer}/files/draft` }) },
  'POST /orgapi/offers/:id/approve-draft': { request: (fx) => ({ url: `/orgapi/offers/${fx.b.offer}/approve-draft`, payload: { feedbackNotes: '<p>x</p>' } }) },
  'POST /orgapi/offers/:id/reject-draft': { request: (fx) => ({ url: `/orgapi/offers/${fx.b.offer}/reject-draft`, payload: { feedbackNotes: '<p>x</p>' } }) },
  'POST /orgapi/offers/:id/answer-request': { request: (fx) => ({ url: `/orgapi/offers/${fx.b.offer}/answer-request`, payload: { feedbackNotes: '<p>x</p>' } }) },
  'POST /orgapi/offers/:id/accept-counter': { request: (fx) => ({ url: `/orgapi/offers/${fx.b.offer}/accept-counter` }) },
  'POST /orgapi/offers/:id/reject-counter': { request: (fx) => ({ url: `/orgapi/offers/${fx.b.offer}/reject-counter` }) },
  'POST /orgapi/offers/:id/verify': { request: (fx) => ({ url: `/orgapi/offers/${fx.b.offer}/verify` }) },
  'POST /orgapi/offers/:id/complete': { request: (fx) => ({ url: `/orgapi/offers/${fx.b.offer}/complete` }) },
  'POST /orgapi/offers/:id/pull': { request: (fx) => ({ url: `/orgapi/offers/${fx.b.offer}/pull` }) },
  'GET /orgapi/campaign-payments': {
    // Filtering by B's campaign finds nothing, and counts nothing.
    request: (fx) => ({ url: `/orgapi/campaign-payments?campaignId=${fx.b.campaign}` }),
    check: (body, status) => {
      expect(status).toBe(200);
      expect(body.results.data).toMatchObject({ rows: [], total: 0 });
    },
  },
  'GET /orgapi/campaign-payments/summary': {
    request: () => ({ url: '/orgapi/campaign-payments/summary' }),
    check: (body, status, fx) => {
      expect(status).toBe(200);
      expect(body.results.data.campaigns.map((c: { campaignId: number }) => c.campaignId)).not.toContain(fx.b.campaign);
      expect(body.results.data.creators.map((c: { contactId: number }) => c.contactId)).not.toContain(fx.b.campaignCreator);
    },
  },
  'POST /orgapi/campaign-payments/:id/remind': { request: (fx) => ({ url: `/orgapi/campaign-payments/${fx.b.campaignPayment}/remind` }) },
  'GET /orgapi/payouts/owed': {
    request: () => ({ url: '/orgapi/payouts/owed' }),
    check: (body, status, fx) => {
      expect(status).toBe(200);
      const all = [...body.results.data.payable, ...body.results.data.missingPaymentEmail].flatMap((g: { payments: { type: string; id: number }[] }) => g.payments);
      expect(all.filter((p: { type: string; id: number }) => p.type === 'contest' && p.id === fx.b.payment)).toEqual([]);
      expect(all.filter((p: { type: string; id: number }) => p.type === 'campaign' && p.id === fx.b.campaignPayment)).toEqual([]);
    },
  },
  'GET /orgapi/payouts': {
    request: () => ({ url: '/orgapi/payouts' }),
    check: (body, status, fx) => {
      expect(status).toBe(200);
      bIds(body.results.data, fx, [fx.b.batch]);
    },
  },
  'POST /orgapi/payouts': {
    // B owes a payment to a confirmed email; A owes nothing: A's batch cannot take B's payment.
    request: () => ({ url: '/orgapi/payouts', payload: {} }),
    check: (_body, status) => expect(status).toBe(409),
  },
  'GET /orgapi/payouts/:id': { request: (fx) => ({ url: `/orgapi/payouts/${fx.b.batch}` }) },
  'GET /orgapi/payouts/:id/csv': { request: (fx) => ({ url: `/orgapi/payouts/${fx.b.batch}/csv` }) },
  'POST /orgapi/payouts/:id/paid': { request: (fx) => ({ url: `/orgapi/payouts/${fx.b.batch}/paid` }) },
  // Find creators and the organisation's chat (issue 22): B's campaign is not found; B's conversations neither.
  'GET /orgapi/creators': { request: (fx) => ({ url: `/orgapi/creators?campaignId=${fx.b.campaign}` }) },
  'GET /orgapi/conversations': {
    request: () => ({ url: '/orgapi/conversations' }),
    check: (body, status, fx) => {
      expect(status).toBe(200);
      expect(body.results.data.Conversations.map((c: { ConversationID: string }) => c.ConversationID)).not.toContain(fx.b.conversation);
    },
  },
  'GET /orgapi/conversations/:id/messages': { request: (fx) => ({ url: `/orgapi/conversations/${fx.b.conversation}/messages` }) },
  'POST /orgapi/conversations/:id/messages': { request: (fx) => ({ url: `/orgapi/conversations/${fx.b.conversation}/messages`, payload: { text: 'From A' } }) },
  'POST /orgapi/conversations/:id/read': { request: (fx) => ({ url: `/orgapi/conversations/${fx.b.conversation}/read` }) },
};

const methodOf = (key: string) => key.split(' ')[0] as InjectOptions['method'];

describe.each(dbKinds)("organisation A's owner on organisation B's ids, on %s", (kind) => {
  let fx: Fixtures;

  beforeAll(async () => {
    const t = await createTestApp(kind);
    const db = t.db;
    const a = await makeOrganisation(db);
    const org = await makeOrganisation(db);
    const ownerA = await makeMember(db, a, 'owner');
    const owner = await makeMember(db, org, 'owner');
    const member = await makeMember(db, org, 'editor');
    const live = (await orgContest(db, org)).id;
    const entries = [await entryIn(db, live), await entryIn(db, live)];
    await approvedEntries(db, live, [{ creator: 'bfan', likes: 5 }]);
    const ended = (await orgContest(db, org, { prizes: ['1st Place $10', 'Best Dance $5'] })).id;
    const [endedEntry] = await approvedEntries(db, ended, [{ creator: 'bdancer', likes: 3 }]);
    await endContest(db, ended);
    const batch = await batchIn(db, org);
    // One more owed to a confirmed email, outside any batch.
    const { paymentId } = await owedPaymentIn(db, org);
    const { offerId, campaignId } = await offerWithFiles(t.config, db, org);
    const campaignPayment = await orgPendingPayment(db, org, { confirmed: false, campaignId });
    const conversation = await orgConversationIn(db, org);
    let n = 0;
    fx = {
      t,
      a,
      b: {
        org,
        owner: owner.id,
        member: member.id,
        live,
        entries,
        ended,
        endedEntry: endedEntry!,
        payment: paymentId,
        batch,
        campaign: campaignId,
        offer: offerId,
        campaignPayment: campaignPayment.paymentId,
        campaignCreator: campaignPayment.contactId,
        conversation,
      },
      token: await loginAs(t.app, ownerA.email),
      n: () => ++n,
    };
  });
  afterAll(() => fx?.t.close());

  it('has a row for every /orgapi route', () => {
    const registered = routeTable()
      .filter((r) => r.url.startsWith('/orgapi/'))
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((k) => !(k in rows)), 'These /orgapi routes have no row in routes/org-tenancy.test.ts').toEqual([]);
    expect(Object.keys(rows).filter((k) => !registered.includes(k))).toEqual([]);
  });

  it.each(Object.keys(rows))('%s', async (key) => {
    const row = rows[key]!;
    const call = await row.request(fx);
    const before = await dbFingerprint(fx.t.db);
    const res = await fx.t.app.inject({ ...call, method: methodOf(key), headers: { ...call.headers, ...auth(fx.token) } });
    await backgroundOf(fx.t.db).idle();
    if (row.check) await row.check(res.json(), res.statusCode, fx);
    else expect(res.statusCode, res.body).toBe(404);
    if (res.statusCode >= 400) {
      expect(res.json().error).toBe(true);
      expect(changedTables(before, await dbFingerprint(fx.t.db)), `${key} was refused but changed the database`).toEqual([]);
    }
  });
});
