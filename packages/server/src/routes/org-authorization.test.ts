import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@chorus/core';
import { backgroundOf } from '../lib/background.ts';
import { routeTable } from '../lib/http.ts';
import { endContest } from '../repositories/contest-payments.ts';
import { holdEntries } from '../repositories/moderation.ts';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { changedTables, dbFingerprint } from '../testing/db-snapshot.ts';
import { multipart, sampleFiles } from '../testing/campaign-factories.ts';
import { approvedEntries, auth, loginAs, makeContact, type MadeContact } from '../testing/factories.ts';
import { batchIn, entryIn, inviteTo, makeMember, makeOrganisation, orgContest, owedPaymentIn, type MadeOrganisation } from '../testing/org-fixtures.ts';
import { makeHandle } from '../testing/campaign-factories.ts';
import { offerWithFiles, orgCampaign, orgOffer, orgPendingPayment } from '../testing/org-campaign-fixtures.ts';
import { orgConversationIn } from '../testing/studio-creator-fixtures.ts';

/**
 * The organiser side's authorization matrix (issue 21): every /orgapi route has a row saying what each role gets for
 * a valid request on organisation A's rows. Roles: A's owner, editor and viewer; the owner of another organisation B
 * (who works in B: A's ids are not found, their own lists answer); staff (admin) switched into A (A's owner); a
 * creator (works in no organisation). The rest of the route table is in authorization.test.ts.
 */
const roles = ['anonymous', 'ownerA', 'editorA', 'viewerA', 'memberB', 'staff', 'creator'] as const;
type Role = (typeof roles)[number];
type SignedIn = Exclude<Role, 'anonymous'>;
type Statuses = Record<Role, number>;

/** `status` for A's members at or above `least` and staff; 403 for A's members below it; B as given; a creator 403. */
const atLeast = (least: 'viewer' | 'editor' | 'owner', status: number, memberB: number): Statuses => ({
  anonymous: 401,
  ownerA: status,
  editorA: least === 'owner' ? 403 : status,
  viewerA: least === 'viewer' ? status : 403,
  memberB,
  staff: status,
  creator: 403,
});
/** Reads and writes naming one of A's rows: B is told it does not exist. */
const onA = (least: 'viewer' | 'editor' | 'owner', status: number) => atLeast(least, status, 404);
/** Lists and creates in the caller's own organisation: B gets its own. */
const own = (least: 'viewer' | 'editor' | 'owner', status: number) => atLeast(least, status, status);

interface Fixtures {
  t: TestApp;
  a: MadeOrganisation;
  b: MadeOrganisation;
  contact: Record<SignedIn, MadeContact>;
  /** A live contest of A. */
  live: number;
  next(): number;
}
type Call = Omit<InjectOptions, 'method' | 'headers'> & { url: string; headers?: Record<string, string> };
interface Row {
  request: (fx: Fixtures, role: Role) => Call | Promise<Call>;
  expect: Statuses;
}

const at = (url: string) => (): Call => ({ url });
/** An entry of the contest held in moderation (what a release changes). */
const heldEntryIn = async (db: Fixtures['t']['db'], contestId: number) => {
  const id = await entryIn(db, contestId);
  await holdEntries(db, [id], true);
  return id;
};
const freshContest = async (fx: Fixtures) => (await orgContest(fx.t.db, fx.a)).id;

/** An organiser's step of a fresh offer of A in the state it needs (issue 22). */
const offerStep = (path: string, state: Parameters<typeof orgOffer>[2], payload?: object): Row => ({
  request: async (fx) => ({ url: `/orgapi/offers/${(await orgOffer(fx.t.db, fx.a, state, state === 'countered' ? { counterOfferCents: 16_000 } : {})).id}/${path}`, ...(payload && { payload }) }),
  expect: onA('editor', 200),
});
const freshCampaign = async (fx: Fixtures) => (await orgCampaign(fx.t.db, fx.a)).id;

/** The organisation's campaigns (issue 22): reads for viewers, changes for editors, A's ids not found for B. */
const campaignRows: Record<string, Row> = {
  'GET /orgapi/campaigns': { request: at('/orgapi/campaigns'), expect: own('viewer', 200) },
  'POST /orgapi/campaigns': { request: (fx) => ({ url: '/orgapi/campaigns', payload: { title: `Matrix ${fx.next()}`, platformId: 4, rateCents: 10_000, budgetCents: 100_000 } }), expect: own('editor', 201) },
  'GET /orgapi/campaigns/:id': { request: async (fx) => ({ url: `/orgapi/campaigns/${await freshCampaign(fx)}` }), expect: onA('viewer', 200) },
  'PATCH /orgapi/campaigns/:id': { request: async (fx) => ({ url: `/orgapi/campaigns/${await freshCampaign(fx)}`, payload: { rateCents: 12_000, budgetCents: 50_000 } }), expect: onA('editor', 200) },
  'POST /orgapi/campaigns/:id/contract': {
    request: async (fx) => ({ url: `/orgapi/campaigns/${await freshCampaign(fx)}/contract`, ...multipart({}, { name: 'contract.pdf', content: sampleFiles.pdf }) }),
    expect: onA('editor', 200),
  },
  'GET /orgapi/campaigns/:id/contract-file': { request: async (fx) => ({ url: `/orgapi/campaigns/${(await offerWithFiles(fx.t.config, fx.t.db, fx.a)).campaignId}/contract-file` }), expect: onA('viewer', 200) },
  'POST /orgapi/campaigns/:id/invite': {
    request: async (fx) => ({ url: `/orgapi/campaigns/${await freshCampaign(fx)}/invite`, payload: { contactPlatformIds: [(await makeHandle(fx.t.db, (await makeContact(fx.t.db, { login: false })).id)).id] } }),
    expect: onA('editor', 200),
  },
  'GET /orgapi/offers': { request: at('/orgapi/offers?q=handle'), expect: own('viewer', 200) },
  'GET /orgapi/offers/:id': { request: async (fx) => ({ url: `/orgapi/offers/${(await orgOffer(fx.t.db, fx.a, 'review')).id}` }), expect: onA('viewer', 200) },
  'GET /orgapi/offers/:id/files/:kind': { request: async (fx) => ({ url: `/orgapi/offers/${(await offerWithFiles(fx.t.config, fx.t.db, fx.a)).offerId}/files/draft` }), expect: onA('viewer', 200) },
  'POST /orgapi/offers/:id/approve-draft': offerStep('approve-draft', 'review', {}),
  'POST /orgapi/offers/:id/reject-draft': offerStep('reject-draft', 'review', { feedbackNotes: '<p>Once more</p>' }),
  'POST /orgapi/offers/:id/answer-request': offerStep('answer-request', 'negotiating', { feedbackNotes: '<p>Agreed</p>' }),
  'POST /orgapi/offers/:id/accept-counter': offerStep('accept-counter', 'countered'),
  'POST /orgapi/offers/:id/reject-counter': offerStep('reject-counter', 'countered'),
  'POST /orgapi/offers/:id/verify': offerStep('verify', 'verifying'),
  'POST /orgapi/offers/:id/complete': offerStep('complete', 'results'),
  'POST /orgapi/offers/:id/pull': offerStep('pull', 'invited'),
  'GET /orgapi/campaign-payments': { request: at('/orgapi/campaign-payments'), expect: own('viewer', 200) },
  'GET /orgapi/campaign-payments/summary': { request: at('/orgapi/campaign-payments/summary'), expect: own('viewer', 200) },
  'POST /orgapi/campaign-payments/:id/remind': {
    // A fresh payment of A's whose creator has no confirmed payment email: one reminder per request.
    request: async (fx) => ({ url: `/orgapi/campaign-payments/${(await orgPendingPayment(fx.t.db, fx.a, { confirmed: false })).paymentId}/remind` }),
    expect: onA('editor', 200),
  },
};

const matrix: Record<string, Row> = {
  ...campaignRows,
  'GET /orgapi/organisations': { request: at('/orgapi/organisations'), expect: { anonymous: 401, ownerA: 200, editorA: 200, viewerA: 200, memberB: 200, staff: 200, creator: 200 } },
  'POST /orgapi/organisations/switch': {
    request: (fx) => ({ url: '/orgapi/organisations/switch', payload: { organisationId: fx.a.id } }),
    // B's owner and a creator are not members of A: it is not found for them.
    expect: { anonymous: 401, ownerA: 200, editorA: 200, viewerA: 200, memberB: 404, staff: 200, creator: 404 },
  },
  // Anyone may ask for an organisation (public, under the sign-up limits); it is pending until staff decide.
  'POST /orgapi/requests': {
    request: (fx) => {
      const n = fx.next();
      return { url: '/orgapi/requests', payload: { organisationName: `Matrix Request ${n}`, whatTheyRun: 'Contests', firstName: 'Ma', lastName: 'Trix', email: `request${n}@matrix.test`, password: 'Matrix-pass1!', passwordConfirm: 'Matrix-pass1!' } };
    },
    expect: { anonymous: 201, ownerA: 201, editorA: 201, viewerA: 201, memberB: 201, staff: 201, creator: 201 },
  },
  'POST /orgapi/invites': { request: (fx) => ({ url: '/orgapi/invites', payload: { email: `invitee${fx.next()}@matrix.test`, role: 'editor' } }), expect: own('owner', 201) },
  // The mailed link is the proof: whoever holds it accepts, signed in or not.
  'POST /orgapi/invites/accept': {
    request: async (fx) => {
      const invite = await inviteTo(fx.t.db, fx.a, `joiner${fx.next()}@matrix.test`);
      return { url: '/orgapi/invites/accept', payload: { ...invite, firstName: 'Jo', lastName: 'Iner', password: 'Matrix-pass1!', passwordConfirm: 'Matrix-pass1!' } };
    },
    expect: { anonymous: 200, ownerA: 200, editorA: 200, viewerA: 200, memberB: 200, staff: 200, creator: 200 },
  },
  'GET /orgapi/organisation': { request: at('/orgapi/organisation'), expect: own('viewer', 200) },
  'PATCH /orgapi/organisation': { request: (fx) => ({ url: '/orgapi/organisation', payload: { website: `https://matrix${fx.next()}.example.com` } }), expect: own('owner', 200) },
  'GET /orgapi/members': { request: at('/orgapi/members'), expect: own('owner', 200) },
  'POST /orgapi/members': {
    request: async (fx) => ({ url: '/orgapi/members', payload: { email: (await makeContact(fx.t.db, { contactType: 'organiser' })).email, role: 'viewer' } }),
    expect: own('owner', 201),
  },
  'PATCH /orgapi/members/:contactId': {
    request: async (fx) => ({ url: `/orgapi/members/${(await makeMember(fx.t.db, fx.a, 'viewer')).id}`, payload: { role: 'editor' } }),
    expect: onA('owner', 200),
  },
  'DELETE /orgapi/members/:contactId': { request: async (fx) => ({ url: `/orgapi/members/${(await makeMember(fx.t.db, fx.a, 'viewer')).id}` }), expect: onA('owner', 200) },
  'GET /orgapi/contests': { request: at('/orgapi/contests'), expect: own('viewer', 200) },
  'POST /orgapi/contests': {
    request: (fx) => ({ url: '/orgapi/contests', payload: { name: `Created ${fx.next()}`, organizer: 'Matrix Label', prizes: ['1st Place $10'] } }),
    expect: own('editor', 201),
  },
  'GET /orgapi/contests/:id': { request: (fx) => ({ url: `/orgapi/contests/${fx.live}` }), expect: onA('viewer', 200) },
  'POST /orgapi/contest-payments/:id/remind': {
    // A fresh prize of A's won by a visitor (no payment email): one reminder per request.
    request: async (fx) => {
      const contest = await orgContest(fx.t.db, fx.a);
      await approvedEntries(fx.t.db, contest.id, [{ creator: `remind${fx.next()}`, likes: 1 }]);
      return { url: `/orgapi/contest-payments/${(await endContest(fx.t.db, contest.id))[0]!.id}/remind` };
    },
    expect: onA('editor', 200),
  },
  'POST /orgapi/contests/:id/cover': { request: (fx) => ({ url: `/orgapi/contests/${fx.live}/cover`, ...multipart({}, { name: 'cover.png', content: sampleFiles.png }) }), expect: onA('editor', 200) },
  'POST /orgapi/contests/:id/sound': { request: (fx) => ({ url: `/orgapi/contests/${fx.live}/sound`, ...multipart({}, { name: 'song.wav', content: sampleFiles.wav }) }), expect: onA('editor', 200) },
  'PATCH /orgapi/contests/:id': { request: (fx) => ({ url: `/orgapi/contests/${fx.live}`, payload: { event: `Edited ${fx.next()}` } }), expect: onA('editor', 200) },
  'DELETE /orgapi/contests/:id': { request: async (fx) => ({ url: `/orgapi/contests/${await freshContest(fx)}` }), expect: onA('editor', 200) },
  'GET /orgapi/contests/:id/entries': { request: (fx) => ({ url: `/orgapi/contests/${fx.live}/entries` }), expect: onA('viewer', 200) },
  'GET /orgapi/contests/:id/overview': { request: (fx) => ({ url: `/orgapi/contests/${fx.live}/overview` }), expect: onA('viewer', 200) },
  'POST /orgapi/entries/approve': { request: async (fx) => ({ url: '/orgapi/entries/approve', payload: { ids: [await entryIn(fx.t.db, fx.live)] } }), expect: onA('editor', 200) },
  'POST /orgapi/entries/reject': { request: async (fx) => ({ url: '/orgapi/entries/reject', payload: { ids: [await entryIn(fx.t.db, fx.live)] } }), expect: onA('editor', 200) },
  'POST /orgapi/entries/delete': { request: async (fx) => ({ url: '/orgapi/entries/delete', payload: { ids: [await entryIn(fx.t.db, fx.live)] } }), expect: onA('editor', 200) },
  'POST /orgapi/entries/hold': { request: async (fx) => ({ url: '/orgapi/entries/hold', payload: { ids: [await entryIn(fx.t.db, fx.live)] } }), expect: onA('editor', 200) },
  'POST /orgapi/entries/release': { request: async (fx) => ({ url: '/orgapi/entries/release', payload: { ids: [await heldEntryIn(fx.t.db, fx.live)] } }), expect: onA('editor', 200) },
  'POST /orgapi/contests/:id/metrics': {
    request: async (fx) => ({ url: `/orgapi/contests/${fx.live}/metrics`, payload: { metrics: [{ id: await entryIn(fx.t.db, fx.live), likes: fx.next() }] } }),
    expect: onA('editor', 200),
  },
  'POST /orgapi/contests/:id/end': { request: async (fx) => ({ url: `/orgapi/contests/${await freshContest(fx)}/end` }), expect: onA('editor', 200) },
  'POST /orgapi/contests/:id/awards': {
    request: async (fx) => {
      const id = (await orgContest(fx.t.db, fx.a, { prizes: ['1st Place $10', 'Best Dance $5'] })).id;
      const [entry] = await approvedEntries(fx.t.db, id, [{ creator: `dancer${fx.next()}`, likes: 3 }]);
      await endContest(fx.t.db, id);
      return { url: `/orgapi/contests/${id}/awards`, payload: { award: 'Best Dance', entryId: entry } };
    },
    expect: onA('editor', 201),
  },
  'POST /orgapi/contests/:id/reopen': {
    request: async (fx) => {
      const id = await freshContest(fx);
      await endContest(fx.t.db, id);
      return { url: `/orgapi/contests/${id}/reopen`, payload: {} };
    },
    expect: onA('editor', 200),
  },
  'GET /orgapi/contest-payments': { request: at('/orgapi/contest-payments'), expect: own('viewer', 200) },
  'POST /orgapi/contest-payments/:id/paid': { request: async (fx) => ({ url: `/orgapi/contest-payments/${(await owedPaymentIn(fx.t.db, fx.a)).paymentId}/paid` }), expect: onA('owner', 200) },
  'GET /orgapi/payouts/owed': { request: at('/orgapi/payouts/owed'), expect: own('owner', 200) },
  'GET /orgapi/payouts': { request: at('/orgapi/payouts'), expect: own('owner', 200) },
  'POST /orgapi/payouts': {
    request: async (fx) => {
      await owedPaymentIn(fx.t.db, fx.a);
      return { url: '/orgapi/payouts', payload: {} };
    },
    // B owes nothing: A's payments are not B's to batch.
    expect: atLeast('owner', 201, 409),
  },
  'GET /orgapi/payouts/:id': { request: async (fx) => ({ url: `/orgapi/payouts/${await batchIn(fx.t.db, fx.a)}` }), expect: onA('owner', 200) },
  'GET /orgapi/payouts/:id/csv': { request: async (fx) => ({ url: `/orgapi/payouts/${await batchIn(fx.t.db, fx.a)}/csv` }), expect: onA('owner', 200) },
  'POST /orgapi/payouts/:id/paid': { request: async (fx) => ({ url: `/orgapi/payouts/${await batchIn(fx.t.db, fx.a)}/paid` }), expect: onA('owner', 200) },
  // Find creators and the organisation's chat with them (issue 22).
  'GET /orgapi/creators': { request: at('/orgapi/creators?sort=responseRate&workedWithUs=false'), expect: own('viewer', 200) },
  'GET /orgapi/conversations': { request: at('/orgapi/conversations'), expect: own('viewer', 200) },
  'GET /orgapi/conversations/:id/messages': { request: async (fx) => ({ url: `/orgapi/conversations/${await orgConversationIn(fx.t.db, fx.a)}/messages` }), expect: onA('viewer', 200) },
  'POST /orgapi/conversations/:id/messages': {
    request: async (fx) => ({ url: `/orgapi/conversations/${await orgConversationIn(fx.t.db, fx.a)}/messages`, payload: { text: 'Thanks for your interest!' } }),
    expect: onA('editor', 200),
  },
  'POST /orgapi/conversations/:id/read': { request: async (fx) => ({ url: `/orgapi/conversations/${await orgConversationIn(fx.t.db, fx.a)}/read` }), expect: onA('viewer', 200) },
};

const methodOf = (key: string) => key.split(' ')[0] as InjectOptions['method'];

describe.each(dbKinds)('organiser authorization matrix on %s', (kind) => {
  let fx: Fixtures;
  const tokens = {} as Record<SignedIn, string>;

  beforeAll(async () => {
    const t = await createTestApp(kind);
    const db = t.db;
    const a = await makeOrganisation(db);
    const b = await makeOrganisation(db);
    const contact = {
      ownerA: await makeMember(db, a, 'owner'),
      editorA: await makeMember(db, a, 'editor'),
      viewerA: await makeMember(db, a, 'viewer'),
      memberB: await makeMember(db, b, 'owner'),
      staff: await makeContact(db, { contactType: 'admin' }),
      creator: await makeContact(db),
    };
    for (const role of Object.keys(contact) as SignedIn[]) tokens[role] = await loginAs(t.app, contact[role].email);
    // Staff choose the organisation they act in.
    const switched = await t.app.inject({ method: 'POST', url: '/orgapi/organisations/switch', headers: auth(tokens.staff), payload: { organisationId: a.id } });
    expect(switched.statusCode).toBe(200);
    let n = 0;
    fx = { t, a, b, contact, live: (await orgContest(db, a)).id, next: () => ++n };
    // B has rows of its own, so B's lists are not empty by accident.
    await orgContest(db, b);
    await orgOffer(db, b, 'review');
  });
  afterAll(() => fx?.t.close());

  it('has a row for every /orgapi route, and no row for a route that is gone', () => {
    const registered = routeTable()
      .filter((r) => r.url.startsWith('/orgapi/'))
      .map((r) => `${r.method} ${r.url}`);
    expect.soft(registered.filter((k) => !(k in matrix)), 'These /orgapi routes have no row in routes/org-authorization.test.ts').toEqual([]);
    expect.soft(Object.keys(matrix).filter((k) => !registered.includes(k)), 'These rows name routes that are no longer registered').toEqual([]);
  });

  it.each(Object.keys(matrix))('%s answers each role as declared', async (key) => {
    const row = matrix[key]!;
    const got = {} as Statuses;
    for (const role of roles) {
      const call = await row.request(fx, role);
      const before = await dbFingerprint(fx.t.db);
      const res = await fx.t.app.inject({ ...call, method: methodOf(key), headers: { ...call.headers, ...(role === 'anonymous' ? {} : auth(tokens[role])) } });
      await backgroundOf(fx.t.db).idle();
      got[role] = res.statusCode;
      if (res.statusCode >= 400) {
        expect(res.json().error, `${role}: ${key}`).toBe(true);
        expect(changedTables(before, await dbFingerprint(fx.t.db)), `${role} was refused ${key} but changed the database`).toEqual([]);
      }
    }
    expect(got).toEqual(row.expect);
  });

  it('refuses every /adminapi route to organisation members, whatever their role (staff only)', async () => {
    for (const r of routeTable().filter((x) => x.url.startsWith('/adminapi/'))) {
      const url = r.url.replace(/:(\w+)/g, '1');
      for (const role of ['ownerA', 'editorA', 'viewerA'] as const) {
        const res = await fx.t.app.inject({ method: r.method as InjectOptions['method'], url, headers: auth(tokens[role]), payload: r.method === 'GET' ? undefined : {} });
        expect(res.statusCode, `${role}: ${r.method} ${r.url}`).toBe(403);
      }
    }
  });

  it("tells a creator they work in no organisation, and a viewer what role a change needs, in the product's words", async () => {
    const creator = await fx.t.app.inject({ method: 'GET', url: '/orgapi/contests', headers: auth(tokens.creator) });
    expect(creator.json().messages).toEqual([messages.organisation.none]);
    const viewer = await fx.t.app.inject({ method: 'POST', url: '/orgapi/contests', headers: auth(tokens.viewerA), payload: {} });
    expect(viewer.json().messages).toEqual([messages.organisation.role.orgEditor]);
  });

  it('ends a removed member’s access at their next call, and a role change takes effect at once', async () => {
    const member = await makeMember(fx.t.db, fx.a, 'editor');
    const token = await loginAs(fx.t.app, member.email);
    const read = () => fx.t.app.inject({ method: 'GET', url: '/orgapi/contests', headers: auth(token) });
    const create = () => fx.t.app.inject({ method: 'POST', url: '/orgapi/contests', headers: auth(token), payload: { name: `By editor ${fx.next()}`, organizer: 'X', prizes: ['1st Place $1'] } });
    expect((await read()).statusCode).toBe(200);
    const owner = auth(tokens.ownerA);
    expect((await fx.t.app.inject({ method: 'PATCH', url: `/orgapi/members/${member.id}`, headers: owner, payload: { role: 'viewer' } })).statusCode).toBe(200);
    expect((await create()).statusCode).toBe(403);
    expect((await fx.t.app.inject({ method: 'DELETE', url: `/orgapi/members/${member.id}`, headers: owner })).statusCode).toBe(200);
    const after = await read();
    expect(after.statusCode).toBe(403);
    expect(after.json().messages).toEqual([messages.organisation.none]);
  });

  it("edits the organisation's details, refusing an origin with a path and answering an empty edit unchanged", async () => {
    const owner = auth(tokens.ownerA);
    const patch = (payload: unknown) => fx.t.app.inject({ method: 'PATCH', url: '/orgapi/organisation', headers: owner, payload: payload as object });
    const bad = await patch({ allowedOrigins: ['https://shop.example.com/embed'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual([messages.organisation.input.origin]);
    const ok = await patch({ name: 'Alpha Records', allowedOrigins: ['https://Shop.example.com/'], contactEmail: 'HELLO@alpha.test', logoUrl: null });
    expect(ok.json().results.data).toMatchObject({ name: 'Alpha Records', allowedOrigins: ['https://shop.example.com'], contactEmail: 'hello@alpha.test', logoUrl: null, role: 'owner' });
    const same = await patch({});
    expect(same.statusCode).toBe(200);
    expect(same.json().results.data.name).toBe('Alpha Records');
  });

  it('refuses the creator-only calls to organisation members: they are not creators', async () => {
    const before = await dbFingerprint(fx.t.db);
    const res = await fx.t.app.inject({
      method: 'POST',
      url: '/creatorapi/confirm-info',
      headers: auth(tokens.ownerA),
      payload: { FirstName: 'Or', LastName: 'Ganiser', Address: '1 Main St', City: 'Austin', StateID: 43, PostalCode: '78701', CountryID: 1, PaymentEmail: 'org-pay@test.chorus' },
    });
    expect(res.statusCode).toBe(403);
    expect(changedTables(before, await dbFingerprint(fx.t.db))).toEqual([]);
  });

  it('keeps at least one owner: the last owner can neither be demoted nor removed', async () => {
    const org = await makeOrganisation(fx.t.db);
    const only = await makeMember(fx.t.db, org, 'owner');
    const token = await loginAs(fx.t.app, only.email);
    for (const call of [
      { method: 'PATCH' as const, payload: { role: 'editor' } },
      { method: 'DELETE' as const, payload: undefined },
    ]) {
      const res = await fx.t.app.inject({ ...call, url: `/orgapi/members/${only.id}`, headers: auth(token) });
      expect(res.statusCode).toBe(409);
      expect(res.json().messages).toEqual([messages.organisation.lastOwner]);
    }
  });
});
