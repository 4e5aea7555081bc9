import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEmails, posts } from '../db/schema.ts';
import { backgroundOf } from '../lib/background.ts';
import { routeTable, STAFF_SCOPE } from '../lib/http.ts';
import { issueTokenWithId } from '../repositories/account-tokens.ts';
import { endContest } from '../repositories/contest-payments.ts';
import { createBatch } from '../repositories/payouts.ts';
import { currentLegal } from '../repositories/pages.ts';
import { createSession } from '../repositories/sessions.ts';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { chatOfferFor } from '../testing/live-fixtures.ts';
import { notify } from '../repositories/notifications.ts';
import { signUnsubscribeToken } from '../repositories/notification-preferences.ts';
import { mailServiceOf } from '../plugins/mail.ts';
import { informationBody, makeProfile, managerInvite, restoreContacts, rosterCreator, storedFile } from '../testing/account-fixtures.ts';
import { changedTables, dbFingerprint } from '../testing/db-snapshot.ts';
import { makeMember, makeOrganisation } from '../testing/org-fixtures.ts';
import { offerWithFiles, orgPendingPayment } from '../testing/org-campaign-fixtures.ts';
import { makeCampaign, makeFileRow, makeHandle, makeOffer, multipart, sampleFiles, type CampaignInsert } from '../testing/campaign-factories.ts';
import { transitionOffer } from '../repositories/offer-transitions.ts';
import { campaignPayments } from '../db/schema.ts';
import { storageFromConfig } from '../plugins/storage.ts';
import { files, offers } from '../db/schema.ts';
import { opportunities, opportunityFields } from '../db/schema.ts';
import { approvedEntries, auth, grantAccess, linkToManager, loginAs, makeContact, makeContest, TEST_PASSWORD } from '../testing/factories.ts';
import { messages } from '@chorus/core';

/**
 * The authorization matrix (DESIGN §5): every route in `routeTable()` has a row saying what each role gets
 * for a valid request, so what is tested is who may call it, not validation.
 */
const roles = ['anonymous', 'creatorA', 'creatorB', 'linkedManager', 'unlinkedManager', 'admin'] as const;
type Role = (typeof roles)[number];
type SignedIn = Exclude<Role, 'anonymous'>;
type Statuses = Record<Role, number>;

const everyone = (status: number): Statuses => ({
  anonymous: status,
  creatorA: status,
  creatorB: status,
  linkedManager: status,
  unlinkedManager: status,
  admin: status,
});
const signedIn = (status: number): Statuses => ({ ...everyone(status), anonymous: 401 });
const adminOnly = (status: number): Statuses => ({ ...everyone(403), anonymous: 401, admin: status });
/** What names creator A: A and A's manager get through; anyone else is answered 404, as if A did not exist. */
const aOrManager: Statuses = { anonymous: 401, creatorA: 200, creatorB: 404, linkedManager: 200, unlinkedManager: 404, admin: 404 };

interface Fixtures {
  t: TestApp;
  contact: Record<SignedIn, { id: number; email: string }>;
  /** A live standard contest in which A and B each have an approved entry. */
  live: number;
  /** An ended contest that paid A (1st) and B (2nd). */
  ended: number;
  /** A direct contest with a marketing key: anonymous entries and signups. */
  direct: number;
  /** Rows that belong to creator A. */
  a: { entries: number[]; payments: number[] };
  /** A number never used before (unique links, emails, names). */
  next(): number;
  /** The login creator A granted access to (the `grantee` delegate acts as A through it). */
  grantee: { id: number; email: string };
  /** A roster creator of the linked manager without a login (the `managerOfNoLogin` delegate acts as them). */
  noLogin: { id: number };
}

type Call = Omit<InjectOptions, 'method' | 'headers'> & { url: string; headers?: Record<string, string> };

interface Row {
  /** A valid request for this role; it may create what it needs (a contest to delete, a payment to mark paid). */
  request: (fx: Fixtures, role: Role) => Call | Promise<Call>;
  expect: Statuses;
  /** Use a session made for this request alone (logout revokes it; switching changes whom it acts as). */
  freshSession?: true;
  /** For routes that return per-user data: what each signed-in role may see of it. */
  sees?: (body: Json, role: SignedIn, fx: Fixtures) => void;
  /** Runs after each role's request: undoes what would break later rows (a deactivation, a password change). */
  after?: (fx: Fixtures) => Promise<void>;
  /**
   * Routes that change identity or money: what each delegate gets (see `delegates`). 'owner' routes refuse a
   * granted login and a manager acting for a creator who has a login (403); a manager acting for a roster creator
   * with no login passes the access rule (nobody else could act for them) and meets the handler's own rules.
   */
  delegates?: Record<Delegate, number>;
}

/**
 * Delegates, each a session switched into someone else's account: `grantee` (a login creator A granted access to,
 * acting as A), `managerOfLogin` (A's manager acting as A, who has a login), `managerOfNoLogin` (A's manager acting
 * as a roster creator without a login).
 */
const delegateRoles = ['grantee', 'managerOfLogin', 'managerOfNoLogin'] as const;
type Delegate = (typeof delegateRoles)[number];
/** An 'owner' route: delegates of a creator with a login are refused; the no-login roster manager gets `noLogin`. */
const ownerOnly = (noLogin: number): Record<Delegate, number> => ({ grantee: 403, managerOfLogin: 403, managerOfNoLogin: noLogin });
/** An emailed link is the proof: whoever holds it may use it, delegates too. */
const linkHolders: Record<Delegate, number> = { grantee: 200, managerOfLogin: 200, managerOfNoLogin: 200 };

// Response bodies are checked field by field below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const at = (url: string) => (): Call => ({ url });
/** A campaign conversation of creator A: A and the organiser (any admin) see it; anyone else gets 404. */
const chatParties: Statuses = { anonymous: 401, creatorA: 200, creatorB: 404, linkedManager: 404, unlinkedManager: 404, admin: 200 };

async function freshContest(fx: Fixtures) {
  return (await makeContest(fx.t.db, { name: `Matrix ${fx.next()}` })).id;
}

async function freshEntry(fx: Fixtures) {
  const n = fx.next();
  const [row] = await fx.t.db
    .insert(posts)
    .values({ contestId: fx.live, email: `fan${n}@fans.test`, creator: `fan${n}`, platform: 'tiktok', link: `https://www.tiktok.com/@fan${n}/video/${n}` })
    .returning({ id: posts.id });
  return row!.id;
}

async function freshPayment(fx: Fixtures) {
  const id = await freshContest(fx);
  // A winner with a confirmed payment email: there is someone to pay.
  const winner = await makeContact(fx.t.db);
  await fx.t.db.insert(paymentEmails).values({ contactId: winner.id, email: `pay.${winner.email}`, status: 'Confirmed', confirmedAt: new Date() });
  await approvedEntries(fx.t.db, id, [{ creator: `winner${fx.next()}`, likes: 10, email: winner.email, contactId: winner.id }]);
  const [payment] = await endContest(fx.t.db, id);
  return payment!.id;
}

/** An organisation's request awaiting staff (issue 21), with its owner. */
async function pendingOrganisation(fx: Fixtures) {
  const org = await makeOrganisation(fx.t.db, { status: 'pending' });
  await makeMember(fx.t.db, org, 'owner');
  return org.id;
}

/** A creator's sign-up and a manager's onboarding, unique per `n` (public: anyone may join). */
const signupBody = (n: number) => ({
  username: `joiner${n}@matrix.test`,
  password: 'Matrix-pass1',
  passwordConfirm: 'Matrix-pass1',
  firstName: 'Jo',
  lastName: 'Iner',
  addressLine1: '1 Main St',
  city: 'Austin',
  stateId: 43,
  postalCode: '78701',
  paymentEmail: `pay${n}@matrix.test`,
  mobilePhone: '512-555-0100',
  birthday: '1990-01-02',
  profileArray: [{ handle: `joiner${n}`, platformId: 4, rate: '$10.00', brandRate: '$20.00' }],
});
const onboardingBody = (n: number) => ({
  primaryEmail: `boss${n}@matrix.test`,
  password: 'Matrix-pass1',
  passwordConfirm: 'Matrix-pass1',
  firstName: 'Mo',
  lastName: 'Boss',
  paymentEmail: `bosspay${n}@matrix.test`,
  primaryPhone: '512-555-0100',
  company: 'Matrix Mgmt',
  creators: [
    {
      firstName: 'Ro',
      lastName: 'Ster',
      addressLine1: '2 Side St',
      city: 'Austin',
      stateId: 43,
      postalCode: '78701',
      countryId: 1,
      birthday: '2001-05-06',
      contactPlatforms: [{ platform: 4, handle: `roster${n}`, songRate: '$5', brandRate: '$9' }],
    },
  ],
});

const entriesSeen = (body: Json): number[] =>
  [...Object.values(body.results.Active), ...Object.values(body.results.Past)].flat().map((e) => (e as { id: number }).id);

// ---- Campaign offers: every call is on an offer of creator A, fresh for each role ----

/** An offer of creator A in `state` (on a fresh campaign with `campaign` fields). */
async function offerOfA(fx: Fixtures, state: Parameters<typeof makeOffer>[1]['state'] = 'invited', campaign: CampaignInsert = {}) {
  const c = await makeCampaign(fx.t.db, campaign);
  return makeOffer(fx.t.db, { contactId: fx.contact.creatorA.id, campaignId: c.id, state });
}
const upperRef = (o: { id: number; uid: string }) => ({ PostID: o.id, UID: o.uid });
const lowerRef = (o: { id: number; uid: string }) => ({ postId: o.id, uid: o.uid });
const form = (url: string, fields: Record<string, string | number>, file: Parameters<typeof multipart>[1]): Call => ({ url, ...multipart(fields, file) });
/** Only the offer's creator gets through; everyone else signed in is told there is no such offer (404). */
const offerOwner = (status: number): Statuses => ({ ...everyone(404), anonymous: 401, creatorA: status });

/** A file of creator A's (a signed contract), stored, for the file route. */
async function fileOfA(fx: Fixtures) {
  const o = await offerOfA(fx, 'invited', { contractRequired: true });
  const [f] = await fx.t.db
    .insert(files)
    .values({ ownerContactId: fx.contact.creatorA.id, kind: 'contract', storageKey: `contract/matrix-${fx.next()}`, contentType: 'application/pdf', sizeBytes: sampleFiles.pdf.length, originalName: 'signed.pdf' })
    .returning();
  await storageFromConfig(fx.t.config).put(f!.storageKey, Readable.from([sampleFiles.pdf]), 'application/pdf');
  await fx.t.db.update(offers).set({ contractFileId: f!.id }).where(eq(offers.id, o.id));
  return f!.uid;
}

const campaignRows: Record<string, Row> = {
  'POST /creatorapi/campaigns': {
    request: async (fx) => {
      await offerOfA(fx);
      return { url: '/creatorapi/campaigns', payload: { status: 'all' } };
    },
    expect: signedIn(200),
    sees: (body, role) => {
      const rows = body.results.data.Row_Campaigns;
      if (role === 'creatorA') expect(rows.length, 'creator A misses their offers').toBeGreaterThan(0);
      else expect(rows, `${role} sees creator A's offers`).toEqual([]);
    },
  },
  'POST /creatorapi/campaign': { request: async (fx) => ({ url: '/creatorapi/campaign', payload: lowerRef(await offerOfA(fx)) }), expect: offerOwner(200) },
  'POST /creatorapi/campaignResponse/campaignResponseDetail': {
    request: async (fx) => ({ url: '/creatorapi/campaignResponse/campaignResponseDetail', payload: upperRef(await offerOfA(fx)) }),
    expect: offerOwner(200),
  },
  'POST /creatorapi/campaignResponse/campaignResponseSave': {
    request: async (fx) => ({ url: '/creatorapi/campaignResponse/campaignResponseSave', payload: { ...lowerRef(await offerOfA(fx)), response: 'Accept' } }),
    expect: offerOwner(200),
  },
  'POST /creatorapi/campaignResponse/contract-upload': {
    request: async (fx) =>
      form('/creatorapi/campaignResponse/contract-upload', upperRef(await offerOfA(fx, 'invited', { contractRequired: true })), { name: 'signed.pdf', content: sampleFiles.pdf }),
    expect: offerOwner(200),
  },
  'POST /creatorapi/post-approval-submit': {
    request: async (fx) => form('/creatorapi/post-approval-submit', upperRef(await offerOfA(fx, 'draft')), { name: 'draft.png', content: sampleFiles.png }),
    expect: offerOwner(200),
  },
  'POST /creatorapi/post-final-url-submit': {
    request: async (fx) => ({
      url: '/creatorapi/post-final-url-submit',
      payload: { ...upperRef(await offerOfA(fx, 'draft', { platformId: 7 })), draftUrl: 'https://www.youtube.com/shorts/matrix' },
    }),
    expect: offerOwner(200),
  },
  'DELETE /creatorapi/post-approval-delete': {
    request: async (fx) => ({ url: '/creatorapi/post-approval-delete', payload: upperRef(await offerOfA(fx, 'review')) }),
    expect: offerOwner(200),
  },
  'POST /creatorapi/campaignNotify': {
    request: async (fx) => ({ url: '/creatorapi/campaignNotify', payload: { ...lowerRef(await offerOfA(fx, 'notify')), postUrl: 'https://www.tiktok.com/@ava/video/1' } }),
    expect: offerOwner(200),
  },
  'POST /creatorapi/boost-code-detail': { request: async (fx) => ({ url: '/creatorapi/boost-code-detail', payload: upperRef(await offerOfA(fx, 'boost')) }), expect: offerOwner(200) },
  'POST /creatorapi/boost-code-save': {
    request: async (fx) => ({ url: '/creatorapi/boost-code-save', payload: { ...upperRef(await offerOfA(fx, 'boost', { boostCode: 'Yes' })), BoostCode: 'MATRIX1' } }),
    expect: offerOwner(200),
  },
  'GET /creatorapi/campaignResults': {
    request: async (fx) => {
      const o = await offerOfA(fx, 'results');
      return { url: `/creatorapi/campaignResults?PostID=${o.id}&UID=${o.uid}` };
    },
    expect: offerOwner(200),
  },
  'POST /creatorapi/campaignResults': {
    request: async (fx) => {
      const o = await offerOfA(fx, 'results');
      return form(`/creatorapi/campaignResults?PostID=${o.id}&UID=${o.uid}&Shares=1`, { Views: '100' }, { name: 'views.png', content: sampleFiles.png });
    },
    expect: offerOwner(200),
  },
  // The results call at the spec's path (campaigns.md §7): the form, the screenshot's upload step, the form-encoded results.
  'GET /campaignResults': {
    request: async (fx) => {
      const o = await offerOfA(fx, 'results');
      return { url: `/campaignResults?PostID=${o.id}&UID=${o.uid}` };
    },
    expect: offerOwner(200),
  },
  'POST /campaignResults/upload': {
    request: async (fx) => {
      const o = await offerOfA(fx, 'results');
      return form(`/campaignResults/upload?PostID=${o.id}&UID=${o.uid}`, {}, { name: 'views.png', content: sampleFiles.png });
    },
    expect: offerOwner(200),
  },
  'POST /campaignResults': {
    request: async (fx) => {
      const o = await offerOfA(fx, 'results');
      const shot = await makeFileRow(fx.t.db, { kind: 'results', ownerContactId: fx.contact.creatorA.id });
      const payload = new URLSearchParams({ Views: '100', fileUrl: `/creatorapi/files/${shot.uid}` }).toString();
      return { url: `/campaignResults?PostID=${o.id}&UID=${o.uid}&Likes=1`, payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    },
    expect: offerOwner(200),
  },
  'POST /creatorapi/contact-form': { request: async (fx) => ({ url: '/creatorapi/contact-form', payload: upperRef(await offerOfA(fx)) }), expect: offerOwner(200) },
  // Files: the offer's creator and an admin; 404 for everyone else (whether a file exists is not told).
  'GET /creatorapi/files/:uid': { request: async (fx) => ({ url: `/creatorapi/files/${await fileOfA(fx)}` }), expect: { ...offerOwner(200), admin: 200 } },
};

// ---- The organiser's side of campaigns: the admin only; each step on a fresh offer in the state it needs ----

async function pendingCampaignPayment(fx: Fixtures) {
  const o = await offerOfA(fx, 'verifying');
  await fx.t.db.transaction((tx) => transitionOffer(tx, { offerId: o.id, action: 'verify', actorContactId: null }));
  await fx.t.db.insert(paymentEmails).values({ contactId: fx.contact.creatorA.id, email: `pay.${fx.contact.creatorA.email}`, status: 'Confirmed', confirmedAt: new Date() });
  const [p] = await fx.t.db.select({ id: campaignPayments.id }).from(campaignPayments).where(eq(campaignPayments.offerId, o.id));
  return p!.id;
}
const organiserStep = (path: string, state: Parameters<typeof offerOfA>[1], payload?: object): Row => ({
  request: async (fx) => ({ url: `/adminapi/offers/${(await offerOfA(fx, state)).id}/${path}`, ...(payload && { payload }) }),
  expect: adminOnly(200),
});

const staff = { scope: STAFF_SCOPE };
const campaignAdminRows: Record<string, Row> = {
  'GET /adminapi/campaigns': { request: at('/adminapi/campaigns'), expect: adminOnly(200) },
  'POST /adminapi/campaigns': {
    request: (fx) => ({ url: '/adminapi/campaigns', payload: { title: `Matrix ${fx.next()}`, platformId: 4, rateCents: 10_000, brandName: 'Matrix Brand', contactName: 'Casey', contactEmail: 'casey@matrix.test' } }),
    expect: adminOnly(201),
  },
  'GET /adminapi/campaigns/:id': { request: async (fx) => ({ url: `/adminapi/campaigns/${(await makeCampaign(fx.t.db)).id}` }), expect: adminOnly(200) },
  'PATCH /adminapi/campaigns/:id': { request: async (fx) => ({ url: `/adminapi/campaigns/${(await makeCampaign(fx.t.db)).id}`, payload: { rateCents: 12_000 } }), expect: adminOnly(200) },
  'POST /adminapi/campaigns/:id/contract': {
    request: async (fx) => form(`/adminapi/campaigns/${(await makeCampaign(fx.t.db)).id}/contract`, {}, { name: 'contract.pdf', content: sampleFiles.pdf }),
    expect: adminOnly(200),
  },
  'POST /adminapi/campaigns/:id/invite': {
    request: async (fx) => {
      const c = await makeCampaign(fx.t.db);
      return { url: `/adminapi/campaigns/${c.id}/invite`, payload: { contactPlatformIds: [(await makeHandle(fx.t.db, fx.contact.creatorA.id)).id] } };
    },
    expect: adminOnly(200),
  },
  'GET /adminapi/offers': { request: at('/adminapi/offers'), expect: adminOnly(200) },
  'POST /adminapi/offers/sweep': { request: at('/adminapi/offers/sweep'), expect: adminOnly(200) },
  'POST /adminapi/offers/:id/approve-draft': organiserStep('approve-draft', 'review', {}),
  'POST /adminapi/offers/:id/reject-draft': organiserStep('reject-draft', 'review', { feedbackNotes: '<p>Once more</p>' }),
  'POST /adminapi/offers/:id/answer-request': organiserStep('answer-request', 'negotiating', { feedbackNotes: '<p>Agreed</p>' }),
  'POST /adminapi/offers/:id/accept-counter': organiserStep('accept-counter', 'countered'),
  'POST /adminapi/offers/:id/reject-counter': organiserStep('reject-counter', 'countered'),
  'POST /adminapi/offers/:id/verify': organiserStep('verify', 'verifying'),
  'POST /adminapi/offers/:id/complete': organiserStep('complete', 'results'),
  'POST /adminapi/offers/:id/pull': organiserStep('pull', 'invited'),
  'GET /adminapi/campaign-payments': { request: at('/adminapi/campaign-payments'), expect: adminOnly(200) },
  // The studio's reads and reminder (issue 22), staff's in every organisation.
  'GET /adminapi/offers/:id': { request: async (fx) => ({ url: `/adminapi/offers/${(await offerOfA(fx, 'review')).id}` }), expect: adminOnly(200) },
  'GET /adminapi/offers/:id/files/:kind': { request: async (fx) => ({ url: `/adminapi/offers/${(await offerWithFiles(fx.t.config, fx.t.db, staff)).offerId}/files/results` }), expect: adminOnly(200) },
  'GET /adminapi/campaigns/:id/contract-file': { request: async (fx) => ({ url: `/adminapi/campaigns/${(await offerWithFiles(fx.t.config, fx.t.db, staff)).campaignId}/contract-file` }), expect: adminOnly(200) },
  'GET /adminapi/campaign-payments/summary': { request: at('/adminapi/campaign-payments/summary'), expect: adminOnly(200) },
  'POST /adminapi/campaign-payments/:id/remind': {
    request: async (fx) => ({ url: `/adminapi/campaign-payments/${(await orgPendingPayment(fx.t.db, staff, { confirmed: false })).paymentId}/remind` }),
    expect: adminOnly(200),
  },
  'POST /adminapi/campaign-payments/:id/paid': { request: async (fx) => ({ url: `/adminapi/campaign-payments/${await pendingCampaignPayment(fx)}/paid` }), expect: adminOnly(200) },
};

// ---- Payments (issue 10): the payment email, the creator's payments and timelines, the organiser's payouts ----

/** A Pending payment email of creator A (fresh, so each role's one resend is its own). */
async function pendingEmailOfA(fx: Fixtures) {
  const [row] = await fx.t.db
    .insert(paymentEmails)
    .values({ contactId: fx.contact.creatorA.id, email: `pending${fx.next()}.${fx.contact.creatorA.email}`, status: 'Pending' })
    .returning();
  return row!;
}
/** A batch holding a fresh To Be Paid payment of creator A (confirmed email). */
async function freshBatch(fx: Fixtures) {
  await pendingCampaignPayment(fx);
  return (await createBatch(fx.t.db, STAFF_SCOPE)).id;
}

const paymentRows: Record<string, Row> = {
  'GET /creatorapi/vendor': {
    request: at('/creatorapi/vendor'),
    expect: signedIn(200),
    sees: (body, role, fx) => {
      const emails: string[] = body.results.data.PaymentEmailHistory.map((h: { email: string }) => h.email);
      if (role !== 'creatorA') expect(emails.filter((e) => e.endsWith(fx.contact.creatorA.email)), `${role} sees A's payment emails`).toEqual([]);
    },
  },
  // Access 'owner': every role here acts as itself, so each may change its own payment email; delegates (a granted
  // login, a manager switched into a creator with a login) are refused 403 ownerOnly (payment-email.test.ts).
  'POST /creatorapi/contact/requestchangepaymentinfo': {
    request: (fx) => ({ url: '/creatorapi/contact/requestchangepaymentinfo', payload: { email: `newpay${fx.next()}@matrix.test` } }),
    expect: signedIn(200),
    // 'owner' semantics (the payment-email routes' branch makes them 'owner').
    delegates: ownerOnly(200),
  },
  'POST /creatorapi/resend-payment-email': {
    request: async (fx) => {
      const row = await pendingEmailOfA(fx);
      return { url: '/creatorapi/resend-payment-email', payload: { uid: row.uid, contactPaymentEmailId: row.id } };
    },
    expect: offerOwner(200),
    // A's row: the no-login creator's manager is told there is no such row.
    delegates: ownerOnly(404),
  },
  'POST /creatorapi/confirmPaymentEmail': {
    // The emailed link's token is the proof: anyone holding it confirms, signed in or not.
    request: async (fx) => {
      const row = await pendingEmailOfA(fx);
      const { token } = await issueTokenWithId(fx.t.db, { purpose: 'payment_email', contactId: fx.contact.creatorA.id, detail: { paymentEmailId: row.id, uid: row.uid }, ttlMs: 60_000 });
      return { url: `/creatorapi/confirmPaymentEmail?token=${encodeURIComponent(token)}`, payload: { uid: row.uid, isEmailConfirmed: true, contactPaymentEmailId: row.id } };
    },
    expect: everyone(200),
    delegates: linkHolders,
  },
  'POST /creatorapi/undoPaymentEmail': {
    // The owner's emailed undo link: the token is the proof, as for confirmPaymentEmail.
    request: async (fx) => {
      const row = await pendingEmailOfA(fx);
      const { token } = await issueTokenWithId(fx.t.db, { purpose: 'payment_email_undo', contactId: fx.contact.creatorA.id, detail: { paymentEmailId: row.id, uid: row.uid }, ttlMs: 60_000 });
      return { url: `/creatorapi/undoPaymentEmail?token=${encodeURIComponent(token)}`, payload: { uid: row.uid, contactPaymentEmailId: row.id } };
    },
    expect: everyone(200),
  },
  'GET /creatorapi/payments': {
    request: at('/creatorapi/payments'),
    expect: signedIn(200),
    sees: (body, role, fx) => {
      const rows: { id: number }[] = body.results.data.Row_Payments;
      if (role === 'creatorB' || role === 'unlinkedManager' || role === 'admin') expect(rows.length, `${role} sees someone's campaign payments`).toBe(0);
      void fx;
    },
  },
  'GET /creatorapi/payments/:id/timeline': {
    request: async (fx) => {
      const o = await offerOfA(fx, 'verifying');
      const [p] = await fx.t.db.select({ id: campaignPayments.id }).from(campaignPayments).where(eq(campaignPayments.offerId, o.id));
      return { url: `/creatorapi/payments/${p!.id}/timeline` };
    },
    expect: offerOwner(200),
  },
  'GET /adminapi/payouts/owed': { request: at('/adminapi/payouts/owed'), expect: adminOnly(200) },
  'GET /adminapi/payouts': { request: at('/adminapi/payouts'), expect: adminOnly(200) },
  'POST /adminapi/payouts': {
    request: async (fx) => {
      await pendingCampaignPayment(fx);
      return { url: '/adminapi/payouts', payload: {} };
    },
    expect: adminOnly(201),
  },
  'GET /adminapi/payouts/:id': { request: async (fx) => ({ url: `/adminapi/payouts/${await freshBatch(fx)}` }), expect: adminOnly(200) },
  'GET /adminapi/payouts/:id/csv': { request: async (fx) => ({ url: `/adminapi/payouts/${await freshBatch(fx)}/csv` }), expect: adminOnly(200) },
  'POST /adminapi/payouts/:id/paid': { request: async (fx) => ({ url: `/adminapi/payouts/${await freshBatch(fx)}/paid` }), expect: adminOnly(200) },
};

// ---- The dashboard (issue 9): home, confirm-info, managed profiles, help wanted, explore, the organiser's opportunities ----

/** Managers acting as themselves are refused (they are never asked; they apply as the creator they switch into). */
const notManagers = (status: number): Statuses => ({ ...signedIn(status), linkedManager: 403, unlinkedManager: 403 });

async function freshOpportunity(fx: Fixtures) {
  const [o] = await fx.t.db.insert(opportunities).values({ title: `Opportunity ${fx.next()}`, publicTitle: 'Help wanted' }).returning();
  await fx.t.db.insert(opportunityFields).values({ opportunityId: o!.id, label: 'Why you?', name: 'why' });
  return o!.id;
}

const opportunityBodyFor = (fx: Fixtures) => ({ title: `Opportunity ${fx.next()}`, publicTitle: 'Help wanted', fields: [{ label: 'Why you?', name: 'why' }] });

const homeRows: Record<string, Row> = {
  'GET /creatorapi/home': {
    request: at('/creatorapi/home'),
    expect: signedIn(200),
    sees: (body, role, fx) => expect(body.results.ContactId, `${role} is answered as someone else`).toBe(fx.contact[role].id),
  },
  'POST /creatorapi/confirm-info': {
    request: () => ({
      url: '/creatorapi/confirm-info',
      payload: { FirstName: 'Nia', LastName: 'Dance', Address: '1 Main St', City: 'Austin', StateID: 43, PostalCode: '78701', CountryID: 1, PaymentEmail: 'matrix-pay@test.chorus' },
    }),
    expect: notManagers(200),
    // 'owner' semantics (the payment-email branch): it sets the payment email.
    delegates: ownerOnly(200),
  },
  'GET /creatorapi/managed-profiles': {
    request: at('/creatorapi/managed-profiles'),
    expect: signedIn(200),
    sees: (body, role, fx) => {
      const ids = body.results.data.map((c: { ContactID: number }) => c.ContactID);
      if (role === 'linkedManager') expect(ids).toContain(fx.contact.creatorA.id);
      else expect(ids, `${role} sees creator A`).not.toContain(fx.contact.creatorA.id);
    },
  },
  'GET /creatorapi/helpwanted': { request: at('/creatorapi/helpwanted'), expect: signedIn(200) },
  'GET /creatorapi/explore': { request: at('/creatorapi/explore'), expect: signedIn(200) },
  'POST /creatorapi/apply-to-help-wanted': {
    request: async (fx, role) => {
      const who = fx.contact[role === 'anonymous' ? 'creatorA' : role];
      const handle = await makeHandle(fx.t.db, who.id);
      return {
        url: '/creatorapi/apply-to-help-wanted',
        payload: { ExploreSurveyID: await freshOpportunity(fx), EmailAddress: who.email, ExploreSurveyResponseJSON: { why: 'me' }, ContactID: who.id, ContactPlatformID: handle.id },
      };
    },
    expect: notManagers(201),
  },
  'GET /adminapi/opportunities': { request: at('/adminapi/opportunities'), expect: adminOnly(200) },
  'POST /adminapi/opportunities': { request: (fx) => ({ url: '/adminapi/opportunities', payload: opportunityBodyFor(fx) }), expect: adminOnly(201) },
  'GET /adminapi/opportunities/:id': { request: async (fx) => ({ url: `/adminapi/opportunities/${await freshOpportunity(fx)}` }), expect: adminOnly(200) },
  'PUT /adminapi/opportunities/:id': {
    request: async (fx) => ({ url: `/adminapi/opportunities/${await freshOpportunity(fx)}`, payload: opportunityBodyFor(fx) }),
    expect: adminOnly(200),
  },
  'DELETE /adminapi/opportunities/:id': { request: async (fx) => ({ url: `/adminapi/opportunities/${await freshOpportunity(fx)}` }), expect: adminOnly(200) },
  'GET /adminapi/opportunities/:id/applications': {
    request: async (fx) => ({ url: `/adminapi/opportunities/${await freshOpportunity(fx)}/applications` }),
    expect: adminOnly(200),
  },
};

/** Who may call what. A new route needs a row here: its tests fail until someone has declared who may call it. */
const matrix: Record<string, Row> = {
  'POST /creatorapi/auth/login': {
    request: (fx, role) => ({ url: '/creatorapi/auth/login', payload: { username: fx.contact[role === 'anonymous' ? 'creatorA' : role].email, password: TEST_PASSWORD } }),
    expect: everyone(200),
  },
  'POST /creatorapi/auth/logout': { request: at('/creatorapi/auth/logout'), expect: everyone(200), freshSession: true },
  'GET /creatorapi/check': {
    request: at('/creatorapi/check'),
    expect: signedIn(200),
    sees: (body, role, fx) => expect(body.results.contactDetail.contactID, `${role} is answered as someone else`).toBe(fx.contact[role].id),
  },
  'GET /creatorapi/session': {
    request: at('/creatorapi/session'),
    expect: everyone(200),
    sees: (body, role, fx) => expect(body.results.contactDetail.contactID, `${role} is answered as someone else`).toBe(fx.contact[role].id),
  },
  'GET /creatorapi/check-username': { request: (fx) => ({ url: `/creatorapi/check-username?username=free${fx.next()}@test.chorus` }), expect: everyone(200) },
  'POST /creatorapi/contact/savecreator': {
    request: (fx) => ({ url: '/creatorapi/contact/savecreator', payload: signupBody(fx.next()) }),
    expect: everyone(200),
  },
  'POST /creatorapi/contact/savemanager': {
    // By invitation: whoever holds the link the team forwarded may use it, once.
    request: async (fx) => {
      const { inviteToken, inviteId } = await managerInvite(fx.t.db);
      return { url: '/creatorapi/contact/savemanager', payload: { ...onboardingBody(fx.next()), inviteToken, inviteId } };
    },
    expect: everyone(200),
  },
  'GET /creatorapi/team-contact': { request: at('/creatorapi/team-contact'), expect: everyone(200) },
  'POST /creatorapi/manager-invite': {
    request: async (fx) => {
      const { inviteToken, inviteId } = await managerInvite(fx.t.db);
      return { url: '/creatorapi/manager-invite', payload: { inviteToken, inviteId } };
    },
    expect: everyone(200),
  },
  'POST /creatorapi/link-creator-to-manager': {
    request: (fx) => ({ url: '/creatorapi/link-creator-to-manager', payload: onboardingBody(fx.next()).creators[0] }),
    // A manager's own roster only; creators and organisers have none.
    expect: { anonymous: 401, creatorA: 403, creatorB: 403, linkedManager: 200, unlinkedManager: 200, admin: 403 },
  },
  // Login step 2 is for a login that is a username; every role here logs in with an email, so each signed-in
  // caller gets the spec's refusal (the success path: routes/creator/account-login.test.ts).
  'POST /creatorapi/username': {
    request: (fx) => ({ url: `/creatorapi/username?username=linked${fx.next()}@matrix.test` }),
    expect: signedIn(409),
    // A roster creator without a login has no username to link from: the spec's refusal.
    delegates: ownerOnly(409),
  },
  'GET /creatorapi/check-approval-status': { request: at('/creatorapi/check-approval-status'), expect: signedIn(200) },
  // Emailed links: anyone holding the link may use it, signed in or not (the link is the credential).
  'POST /creatorapi/password-reset': {
    request: (fx) => ({ url: '/creatorapi/password-reset', payload: { username: fx.contact.creatorB.email } }),
    expect: everyone(200),
    delegates: linkHolders,
  },
  'POST /creatorapi/magic-link/verify': {
    request: async (fx) => {
      const owner = await makeContact(fx.t.db);
      const link = await issueTokenWithId(fx.t.db, { purpose: 'password_reset', contactId: owner.id, ttlMs: 3_600_000 });
      return { url: `/creatorapi/magic-link/verify?magic_token=${link.token}&magic_token_uid=${link.id}`, payload: { newPassword: 'Matrix-pass1!', confirmPassword: 'Matrix-pass1!' } };
    },
    expect: everyone(200),
    delegates: linkHolders,
  },
  'POST /creatorapi/confirm-account': {
    request: async (fx) => {
      const joiner = await makeContact(fx.t.db, { emailConfirmedAt: null });
      const link = await issueTokenWithId(fx.t.db, { purpose: 'confirm_account', contactId: joiner.id, ttlMs: 3_600_000 });
      return { url: '/creatorapi/confirm-account', payload: { contactId: joiner.id, uid: link.token } };
    },
    expect: everyone(200),
  },
  'GET /creatorapi/switch': {
    request: at('/creatorapi/switch'),
    expect: signedIn(200),
    sees: (body, role, fx) => {
      const ids = body.results.LinkedAccounts.map((a: { ContactID: number }) => a.ContactID);
      if (role === 'creatorA' || role === 'linkedManager') expect(ids).toContain(fx.contact.creatorA.id);
      else expect(ids, `${role} may switch into creator A`).not.toContain(fx.contact.creatorA.id);
    },
  },
  'POST /creatorapi/switch': {
    request: (fx) => ({ url: '/creatorapi/switch', payload: { contactId: fx.contact.creatorA.id } }),
    // Into creator A: A itself (a no-op) and A's manager only; an organiser is not on anyone's roster.
    expect: { anonymous: 401, creatorA: 200, creatorB: 403, linkedManager: 200, unlinkedManager: 403, admin: 403 },
    freshSession: true,
  },
  // Account screens: a call names creator A (the Admin page's ContactID) where it can, so the row shows who reaches A.
  'GET /creatorapi/information': {
    request: (fx) => ({ url: `/creatorapi/information?ContactID=${fx.contact.creatorA.id}` }),
    expect: aOrManager,
    sees: (body, _role, fx) => expect(body.results.ContactInformation.ContactID).toBe(fx.contact.creatorA.id),
  },
  'POST /creatorapi/informationsave': {
    request: async (fx) => ({
      url: '/creatorapi/informationsave',
      payload: { ...(await informationBody(fx.t.db, fx.contact.creatorA.id)), ContactID: fx.contact.creatorA.id },
    }),
    expect: aOrManager,
  },
  // The acting creator's own top markets: a manager saves a creator's after switching to them (not on this row).
  'POST /creatorapi/market': {
    request: () => ({ url: '/creatorapi/market', payload: { topmarketlist: [253] } }),
    expect: { anonymous: 401, creatorA: 200, creatorB: 200, linkedManager: 403, unlinkedManager: 403, admin: 403 },
  },
  'GET /creatorapi/profiles': {
    request: (fx) => ({ url: `/creatorapi/profiles?ContactID=${fx.contact.creatorA.id}` }),
    expect: aOrManager,
  },
  'POST /creatorapi/profile': {
    request: async (fx) => {
      const p = await makeProfile(fx.t.db, fx.contact.creatorA.id, `matrix.a${fx.next()}`);
      return { url: '/creatorapi/profile', payload: { ContactID: fx.contact.creatorA.id, ContactPlatformID: p.id, UID: p.uid } };
    },
    expect: aOrManager,
  },
  'POST /creatorapi/profile-save': {
    request: (fx) => ({
      url: '/creatorapi/profile-save',
      payload: { ContactID: fx.contact.creatorA.id, Handle: `matrix.s${fx.next()}`, PlatformID: 4, Rate: '$10.00', BrandRate: '$20.00' },
    }),
    expect: aOrManager,
  },
  'POST /creatorapi/profile-delete': {
    request: async (fx) => {
      const p = await makeProfile(fx.t.db, fx.contact.creatorA.id, `matrix.d${fx.next()}`);
      return { url: '/creatorapi/profile-delete', payload: { ContactID: fx.contact.creatorA.id, ContactPlatformID: p.id, UID: p.uid } };
    },
    expect: aOrManager,
  },
  'POST /creatorapi/change-password': {
    // The same password again: later rows and the login row still sign in with it.
    request: () => ({ url: '/creatorapi/change-password', payload: { originalPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD } }),
    expect: signedIn(200),
    freshSession: true,
    after: (fx) => restoreContacts(fx.t.db, Object.values(fx.contact).map((c) => c.id)),
    // A roster creator without a login has no password.
    delegates: ownerOnly(404),
  },
  'POST /creatorapi/deactivate-account': {
    request: () => ({ url: '/creatorapi/deactivate-account', payload: { confirmation: 'Deactivate my account' } }),
    expect: { ...signedIn(200), admin: 403 },
    freshSession: true,
    after: (fx) => restoreContacts(fx.t.db, Object.values(fx.contact).map((c) => c.id)),
    // Only an account's own login deactivates it: the manager of a creator without one is refused too.
    delegates: ownerOnly(403),
  },
  'GET /creatorapi/accounts': { request: at('/creatorapi/accounts'), expect: signedIn(200) },
  'POST /creatorapi/accounts': {
    request: async (fx) => ({ url: '/creatorapi/accounts', payload: { action: 'add', email: (await makeContact(fx.t.db)).email } }),
    expect: signedIn(200),
    delegates: ownerOnly(200),
  },
  'GET /creatorapi/account-activity': {
    request: at('/creatorapi/account-activity'),
    expect: signedIn(200),
    delegates: ownerOnly(200),
    // Each reads their own account's activity: the switches into A are A's alone to see.
    sees: (body, role, fx) => {
      const actors: number[] = body.results.Events.map((e: { ActorContactID: number | null }) => e.ActorContactID);
      if (role !== 'creatorA') expect(actors, `${role} reads A's activity`).not.toContain(fx.grantee.id);
    },
  },
  'GET /creatorapi/manager/roster': {
    request: at('/creatorapi/manager/roster'),
    expect: signedIn(200),
    sees: (body, role, fx) => {
      const ids = body.results.data.roster.map((r: { ContactID: number }) => r.ContactID);
      if (role === 'linkedManager') expect(ids).toContain(fx.contact.creatorA.id);
      // (Other managers may have creators of their own: Add Creator puts some there.)
      else expect(ids, `${role} sees creator A on a roster`).not.toContain(fx.contact.creatorA.id);
    },
  },
  'POST /creatorapi/unlink-creator-from-manager': {
    request: async (fx) => ({
      url: '/creatorapi/unlink-creator-from-manager',
      payload: { creatorContactId: (await rosterCreator(fx.t.db, fx.contact.linkedManager.id, true)).id },
    }),
    expect: { anonymous: 401, creatorA: 403, creatorB: 403, linkedManager: 200, unlinkedManager: 404, admin: 403 },
    // Only a manager acting as themselves edits their roster.
    delegates: { grantee: 403, managerOfLogin: 403, managerOfNoLogin: 403 },
  },
  'POST /creatorapi/manager/creator-payment-email': {
    request: async (fx) => {
      const c = await rosterCreator(fx.t.db, fx.contact.linkedManager.id, false);
      return { url: '/creatorapi/manager/creator-payment-email', payload: { ContactID: c.id, ContactUID: c.uid, email: `pay${fx.next()}@matrix.test` } };
    },
    expect: { anonymous: 401, creatorA: 404, creatorB: 404, linkedManager: 200, unlinkedManager: 404, admin: 404 },
    // 'owner' (the payment-email branch); acting as a creator, the manager's Admin-page call names nobody they hold.
    delegates: ownerOnly(404),
  },
  'GET /creatorapi/username-detail': { request: at('/creatorapi/username-detail'), expect: signedIn(200) },
  'POST /creatorapi/update-username': {
    request: (fx) => ({ url: '/creatorapi/update-username', payload: { username: `renamed${fx.next()}@matrix.test`, currentPassword: TEST_PASSWORD } }),
    expect: signedIn(200),
    // A roster creator without a login has no login email to change.
    delegates: ownerOnly(404),
  },
  'POST /creatorapi/confirm-username': {
    // The emailed link is the proof: anyone holding it may use it, once.
    request: async (fx) => {
      const c = await makeContact(fx.t.db);
      const { token, id } = await issueTokenWithId(fx.t.db, { purpose: 'username_change', contactId: c.id, detail: { username: `confirmed${fx.next()}@matrix.test` }, ttlMs: 60_000 });
      return { url: '/creatorapi/confirm-username', payload: { token, id } };
    },
    expect: everyone(200),
    delegates: linkHolders,
  },
  'GET /creatorapi/tax': { request: at('/creatorapi/tax'), expect: signedIn(200) },
  'POST /creatorapi/tax-save': { request: () => form('/creatorapi/tax-save', {}, { name: 'w9.pdf', content: sampleFiles.pdf }), expect: signedIn(200) },
  'DELETE /creatorapi/tax-delete': {
    request: async (fx, role) => {
      if (role !== 'anonymous') await storedFile(fx.t.config, fx.t.db, fx.contact[role].id, 'tax', sampleFiles.pdf, 'application/pdf');
      return { url: '/creatorapi/tax-delete' };
    },
    expect: signedIn(200),
  },
  'GET /creatorapi/tax-file/:uid': {
    request: async (fx) => ({ url: `/creatorapi/tax-file/${(await storedFile(fx.t.config, fx.t.db, fx.contact.creatorA.id, 'tax', sampleFiles.pdf, 'application/pdf')).uid}` }),
    // A's own tax form: nobody else, not A's manager, not an organiser.
    expect: { ...everyone(404), anonymous: 401, creatorA: 200 },
  },
  'POST /creatorapi/photo': { request: () => form('/creatorapi/photo', {}, { name: 'me.png', content: sampleFiles.png }), expect: signedIn(200) },
  'GET /creatorapi/photo/:uid': {
    request: async (fx) => ({ url: `/creatorapi/photo/${(await storedFile(fx.t.config, fx.t.db, fx.contact.creatorA.id, 'photo', sampleFiles.png, 'image/png')).uid}` }),
    expect: { ...aOrManager, admin: 200 },
  },
  'GET /creatorapi/contests': { request: at('/creatorapi/contests'), expect: signedIn(200) },
  // Without Accept: text/event-stream the live events route answers JSON (the stream itself: plugins/live.test.ts).
  'GET /creatorapi/events': { request: at('/creatorapi/events'), expect: signedIn(200) },
  // Notifications and chat (issues 9, 10).
  'GET /creatorapi/messages': { request: at('/creatorapi/messages?page=1&hasExpiry=false'), expect: signedIn(200) },
  'POST /creatorapi/message': {
    request: async (fx) => ({ url: `/creatorapi/message?messageId=${await notify(fx.t.db, fx.contact.creatorA.id, { subject: 'Matrix', message: 'x' })}` }),
    expect: { anonymous: 401, creatorA: 200, creatorB: 404, linkedManager: 404, unlinkedManager: 404, admin: 404 },
  },
  'POST /adminapi/notifications': {
    request: (fx) => ({ url: '/adminapi/notifications', payload: { contactId: fx.contact.creatorA.id, subject: 'Matrix', message: '<p>x</p>' } }),
    expect: adminOnly(200),
  },
  'GET /creatorapi/notification-preferences': { request: at('/creatorapi/notification-preferences'), expect: signedIn(200) },
  'PUT /creatorapi/notification-preferences': {
    // Each role changes its own (the acting contact's): not identity or money, so delegates may too.
    request: () => ({ url: '/creatorapi/notification-preferences', payload: { NotificationPreferences: [{ Kind: 'news', App: true, Mail: true }] } }),
    expect: signedIn(200),
  },
  'GET /creatorapi/chat/session': { request: at('/creatorapi/chat/session'), expect: signedIn(200) },
  'GET /creatorapi/chat/conversations': { request: at('/creatorapi/chat/conversations'), expect: signedIn(200) },
  'GET /creatorapi/chat/conversations/:id/messages': {
    request: async (fx) => ({ url: `/creatorapi/chat/conversations/${(await chatOfferFor(fx.t.db, fx.contact.creatorA.id)).conversationId}/messages` }),
    expect: chatParties,
  },
  'POST /creatorapi/chat/conversations/:id/messages': {
    request: async (fx) => ({ url: `/creatorapi/chat/conversations/${(await chatOfferFor(fx.t.db, fx.contact.creatorA.id)).conversationId}/messages`, payload: { text: 'hi' } }),
    expect: chatParties,
  },
  'POST /creatorapi/chat/conversations/:id/read': {
    request: async (fx) => ({ url: `/creatorapi/chat/conversations/${(await chatOfferFor(fx.t.db, fx.contact.creatorA.id)).conversationId}/read` }),
    expect: chatParties,
  },
  'GET /adminapi/chat/conversations': { request: at('/adminapi/chat/conversations'), expect: adminOnly(200) },
  'GET /adminapi/chat/conversations/:id/messages': {
    request: async (fx) => ({ url: `/adminapi/chat/conversations/${(await chatOfferFor(fx.t.db, fx.contact.creatorA.id)).conversationId}/messages` }),
    expect: adminOnly(200),
  },
  'POST /adminapi/chat/conversations/:id/messages': {
    request: async (fx) => ({ url: `/adminapi/chat/conversations/${(await chatOfferFor(fx.t.db, fx.contact.creatorA.id)).conversationId}/messages`, payload: { text: 'hi' } }),
    expect: adminOnly(200),
  },
  'POST /adminapi/chat/conversations/:id/read': {
    request: async (fx) => ({ url: `/adminapi/chat/conversations/${(await chatOfferFor(fx.t.db, fx.contact.creatorA.id)).conversationId}/read` }),
    expect: adminOnly(200),
  },
  'GET /adminapi/chat/offers/:offerId': {
    request: async (fx) => ({ url: `/adminapi/chat/offers/${(await chatOfferFor(fx.t.db, fx.contact.creatorA.id)).offerId}` }),
    expect: adminOnly(200),
  },
  'POST /adminapi/chat/offers/:offerId/messages': {
    request: async (fx) => ({ url: `/adminapi/chat/offers/${(await chatOfferFor(fx.t.db, fx.contact.creatorA.id)).offerId}/messages`, payload: { text: 'hi' } }),
    expect: adminOnly(200),
  },
  'POST /creatorapi/contests/:id/entries': {
    // Each role names a handle of its own: a signed-in entry must (the next row lists them).
    request: async (fx, role) => {
      const n = fx.next();
      if (role !== 'anonymous') await makeProfile(fx.t.db, fx.contact[role].id, `m${n}`);
      return { url: `/creatorapi/contests/${fx.live}/entries`, payload: { link: `https://www.tiktok.com/@m${n}/video/${n}`, creator: `m${n}` } };
    },
    expect: signedIn(201),
  },
  'GET /creatorapi/entry-handles': {
    request: async (fx) => {
      await makeProfile(fx.t.db, fx.contact.creatorA.id, `matrix.h${fx.next()}`);
      return { url: '/creatorapi/entry-handles' };
    },
    expect: signedIn(200),
    // Creator A's handles (matrix.*) are theirs and their manager's to enter with, nobody else's.
    sees: (body, role) => {
      const theirs = (body.results.data as { handle: string }[]).map((h) => h.handle).filter((h) => h.startsWith('matrix.'));
      if (role === 'creatorA' || role === 'linkedManager') expect(theirs.length, `${role} misses creator A's handles`).toBeGreaterThan(0);
      else expect(theirs, `${role} sees creator A's handles`).toEqual([]);
    },
  },
  'GET /creatorapi/contest-entries': {
    request: at('/creatorapi/contest-entries'),
    expect: signedIn(200),
    sees: (body, role, fx) => {
      const ids = entriesSeen(body);
      if (role === 'creatorA') expect(ids, 'creator A misses their own entries').toEqual(expect.arrayContaining(fx.a.entries));
      else for (const id of fx.a.entries) expect(ids, `${role} sees creator A's entry ${id}`).not.toContain(id);
    },
  },
  'GET /creatorapi/contest-payments': {
    request: at('/creatorapi/contest-payments'),
    expect: signedIn(200),
    sees: (body, role, fx) => {
      const rows: { id: number; ContactEmail: string; ContactID: number | null }[] = body.results.data;
      if (role === 'creatorA') expect(rows.map((r) => r.id), 'creator A misses their own payment').toEqual(expect.arrayContaining(fx.a.payments));
      else {
        const theirs = rows.filter((r) => fx.a.payments.includes(r.id) || r.ContactID === fx.contact.creatorA.id || r.ContactEmail === fx.contact.creatorA.email);
        expect(theirs, `${role} sees creator A's payments`).toEqual([]);
      }
    },
  },

  'GET /publicapi/contests': { request: at('/publicapi/contests'), expect: everyone(200) },
  'GET /publicapi/contests/:id': { request: (fx) => ({ url: `/publicapi/contests/${fx.live}` }), expect: everyone(200) },
  // A contest's cover or sound: shown to every visitor and embed.
  'GET /publicapi/contest-files/:uid': {
    request: async (fx) => ({ url: `/publicapi/contest-files/${(await storedFile(fx.t.config, fx.t.db, null, 'contest_image', sampleFiles.png, 'image/png')).uid}` }),
    expect: everyone(200),
  },
  'GET /publicapi/contests/:id/leaderboard': { request: (fx) => ({ url: `/publicapi/contests/${fx.live}/leaderboard` }), expect: everyone(200) },
  'GET /publicapi/contests/:id/my-rank': { request: (fx) => ({ url: `/publicapi/contests/${fx.live}/my-rank?creator=nobody` }), expect: everyone(200) },
  'GET /publicapi/contests/:id/entries': { request: (fx) => ({ url: `/publicapi/contests/${fx.live}/entries` }), expect: everyone(200) },
  'POST /publicapi/contests/:id/entries': {
    request: (fx) => {
      const n = fx.next();
      return { url: `/publicapi/contests/${fx.direct}/entries`, payload: { link: `https://www.tiktok.com/@p${n}/video/${n}`, creator: `p${n}`, email: `p${n}@fans.test` } };
    },
    expect: everyone(201),
  },
  // An embed's contest-entry sign-in: anyone with the password gets an entry token (its own suite tests what that
  // token may do); the entry call takes only such tokens, so every full session here is refused.
  'POST /publicapi/embed/sign-in': {
    request: (fx, role) => ({ url: '/publicapi/embed/sign-in', payload: { username: fx.contact[role === 'anonymous' ? 'creatorA' : role].email, password: TEST_PASSWORD } }),
    expect: everyone(200),
  },
  'POST /publicapi/embed/contests/:id/entries': {
    request: (fx) => {
      const n = fx.next();
      return { url: `/publicapi/embed/contests/${fx.live}/entries`, payload: { link: `https://www.tiktok.com/@e${n}/video/${n}`, creator: `e${n}`, email: '' } };
    },
    expect: { ...everyone(403), anonymous: 401 },
  },
  'POST /publicapi/marketing-signup': {
    request: (fx) => ({ url: '/publicapi/marketing-signup', payload: { preffyID: fx.direct, email: `s${fx.next()}@fans.test`, marketingConsent: true } }),
    expect: everyone(200),
  },
  'GET /publicapi/faq': { request: at('/publicapi/faq?type=public'), expect: everyone(200) },
  'GET /publicapi/legal': { request: at('/publicapi/legal?type=Privacy%20Policy'), expect: everyone(200) },
  'POST /publicapi/send-contact-form': {
    request: (fx) => ({ url: '/publicapi/send-contact-form', payload: { emailFrom: `c${fx.next()}@visitors.test`, subject: 'Hello', message: 'A question' } }),
    expect: everyone(200),
  },
  // The signed token is the proof: no sign-in, whoever sends it.
  'GET /publicapi/unsubscribe': { request: (fx) => ({ url: `/publicapi/unsubscribe?token=${signUnsubscribeToken(mailServiceOf(fx.t.db).linkSecret, fx.contact.creatorA.id, 'news')}` }), expect: everyone(200) },
  'POST /publicapi/unsubscribe': {
    request: (fx) => ({ url: `/publicapi/unsubscribe?token=${signUnsubscribeToken(mailServiceOf(fx.t.db).linkSecret, fx.contact.creatorA.id, 'news')}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    expect: everyone(200),
  },
  'POST /publicapi/newsletter': { request: (fx) => ({ url: '/publicapi/newsletter', payload: { email: `n${fx.next()}@visitors.test` } }), expect: everyone(200) },
  'GET /creatorapi/faq': { request: at('/creatorapi/faq?type=account'), expect: signedIn(200) },
  'POST /creatorapi/legal': { request: () => ({ url: '/creatorapi/legal', payload: { application: 'creator', type: 'Terms of Service' } }), expect: signedIn(200) },
  'POST /creatorapi/legal-approval': {
    // Each role accepts for itself (the acting contact); a visitor names creator A.
    request: async (fx, role) => {
      const terms = await currentLegal(fx.t.db, 'Terms of Service');
      return { url: '/creatorapi/legal-approval', payload: { legalId: terms!.LegalID, contactId: fx.contact[role === 'anonymous' ? 'creatorA' : role].id, optout: false } };
    },
    expect: signedIn(200),
  },
  'POST /creatorapi/send-contact-form': {
    request: (fx) => ({ url: '/creatorapi/send-contact-form', payload: { emailTo: 'anyone@else.test', emailFrom: 'x@y.test', from: 'X', subject: `Hi ${fx.next()}`, message: 'A question' } }),
    expect: signedIn(200),
  },
  'POST /creatorapi/feedback-submit': { request: () => ({ url: '/creatorapi/feedback-submit', payload: { feedback: 'Nice work' } }), expect: signedIn(200) },

  ...campaignRows,
  ...campaignAdminRows,
  ...homeRows,
  ...paymentRows,
  'GET /adminapi/contests': { request: at('/adminapi/contests'), expect: adminOnly(200) },
  'POST /adminapi/contests': {
    request: (fx) => ({ url: '/adminapi/contests', payload: { name: `Created ${fx.next()}`, organizer: 'Matrix Label', prizes: ['1st Place $10'] } }),
    expect: adminOnly(201),
  },
  'GET /adminapi/contests/:id': { request: (fx) => ({ url: `/adminapi/contests/${fx.live}` }), expect: adminOnly(200) },
  'PATCH /adminapi/contests/:id': { request: (fx) => ({ url: `/adminapi/contests/${fx.live}`, payload: { event: `Edited ${fx.next()}` } }), expect: adminOnly(200) },
  'POST /adminapi/contest-payments/:id/remind': {
    // A prize won by a visitor (no payment email), fresh for each request.
    request: async (fx) => {
      const contest = await makeContest(fx.t.db, { prizes: ['1st Place $10'] });
      await approvedEntries(fx.t.db, contest.id, [{ creator: `remind${fx.next()}`, likes: 1 }]);
      return { url: `/adminapi/contest-payments/${(await endContest(fx.t.db, contest.id))[0]!.id}/remind` };
    },
    expect: adminOnly(200),
  },
  'POST /adminapi/contests/:id/cover': { request: (fx) => form(`/adminapi/contests/${fx.live}/cover`, {}, { name: 'cover.png', content: sampleFiles.png }), expect: adminOnly(200) },
  'POST /adminapi/contests/:id/sound': { request: (fx) => form(`/adminapi/contests/${fx.live}/sound`, {}, { name: 'song.wav', content: sampleFiles.wav }), expect: adminOnly(200) },
  'DELETE /adminapi/contests/:id': { request: async (fx) => ({ url: `/adminapi/contests/${await freshContest(fx)}` }), expect: adminOnly(200) },
  'GET /adminapi/contests/:id/entries': { request: (fx) => ({ url: `/adminapi/contests/${fx.live}/entries` }), expect: adminOnly(200) },
  'GET /adminapi/contests/:id/overview': { request: (fx) => ({ url: `/adminapi/contests/${fx.live}/overview` }), expect: adminOnly(200) },
  'POST /adminapi/entries/approve': { request: async (fx) => ({ url: '/adminapi/entries/approve', payload: { ids: [await freshEntry(fx)] } }), expect: adminOnly(200) },
  'POST /adminapi/entries/reject': { request: async (fx) => ({ url: '/adminapi/entries/reject', payload: { ids: [await freshEntry(fx)] } }), expect: adminOnly(200) },
  'POST /adminapi/entries/delete': { request: async (fx) => ({ url: '/adminapi/entries/delete', payload: { ids: [await freshEntry(fx)] } }), expect: adminOnly(200) },
  'POST /adminapi/entries/hold': { request: async (fx) => ({ url: '/adminapi/entries/hold', payload: { ids: [await freshEntry(fx)] } }), expect: adminOnly(200) },
  'POST /adminapi/entries/release': { request: async (fx) => ({ url: '/adminapi/entries/release', payload: { ids: [await freshEntry(fx)] } }), expect: adminOnly(200) },
  'POST /adminapi/contests/:id/metrics': {
    request: async (fx) => ({ url: `/adminapi/contests/${fx.live}/metrics`, payload: { metrics: [{ id: await freshEntry(fx), likes: fx.next() }] } }),
    expect: adminOnly(200),
  },
  'POST /adminapi/contests/:id/end': { request: async (fx) => ({ url: `/adminapi/contests/${await freshContest(fx)}/end` }), expect: adminOnly(200) },
  'POST /adminapi/contests/:id/awards': {
    request: async (fx) => {
      const id = (await makeContest(fx.t.db, { name: `Matrix award ${fx.next()}`, prizes: ['1st Place $10', 'Best Dance $5'] })).id;
      const [entry] = await approvedEntries(fx.t.db, id, [{ creator: `dancer${fx.next()}`, likes: 3 }]);
      await endContest(fx.t.db, id);
      return { url: `/adminapi/contests/${id}/awards`, payload: { award: 'Best Dance', entryId: entry } };
    },
    expect: adminOnly(201),
  },
  'POST /adminapi/contests/:id/reopen': {
    request: async (fx) => {
      const id = await freshContest(fx);
      await endContest(fx.t.db, id);
      return { url: `/adminapi/contests/${id}/reopen`, payload: {} };
    },
    expect: adminOnly(200),
  },
  'GET /adminapi/contest-payments': { request: (fx) => ({ url: `/adminapi/contest-payments?contestId=${fx.ended}` }), expect: adminOnly(200) },
  'POST /adminapi/contest-payments/:id/paid': { request: async (fx) => ({ url: `/adminapi/contest-payments/${await freshPayment(fx)}/paid` }), expect: adminOnly(200) },
  // Staff review creator applications (issue 21); each role decides a fresh pending creator.
  'GET /adminapi/creators': { request: at('/adminapi/creators?status=Pending'), expect: adminOnly(200) },
  'GET /adminapi/creators-search': { request: at('/adminapi/creators-search?platformId=4&sort=completed'), expect: adminOnly(200) },
  'POST /adminapi/creators/:id/approve': { request: async (fx) => ({ url: `/adminapi/creators/${(await makeContact(fx.t.db, { approvalStatusId: 1 })).id}/approve` }), expect: adminOnly(200) },
  'POST /adminapi/creators/:id/deny': {
    request: async (fx) => ({ url: `/adminapi/creators/${(await makeContact(fx.t.db, { approvalStatusId: 1 })).id}/deny`, payload: { reason: 'Not this time.' } }),
    expect: adminOnly(200),
  },
  // Staff review organisations' requests (issue 21); each role decides a fresh pending one.
  'GET /adminapi/organisations': { request: at('/adminapi/organisations?status=pending'), expect: adminOnly(200) },
  'POST /adminapi/organisations/:id/approve': { request: async (fx) => ({ url: `/adminapi/organisations/${await pendingOrganisation(fx)}/approve` }), expect: adminOnly(200) },
  'POST /adminapi/organisations/:id/deny': {
    request: async (fx) => ({ url: `/adminapi/organisations/${await pendingOrganisation(fx)}/deny`, payload: { reason: 'Not this time.' } }),
    expect: adminOnly(200),
  },
};

const methodOf = (key: string) => key.split(' ')[0] as InjectOptions['method'];

describe.each(dbKinds)('authorization matrix on %s', (kind) => {
  let fx: Fixtures;
  const tokens = {} as Record<SignedIn, string>;
  const delegateSessions = {} as Record<Delegate, { token: string; into: number }>;

  beforeAll(async () => {
    const t = await createTestApp(kind);
    const db = t.db;
    const contact = {
      creatorA: await makeContact(db, { firstName: 'Ava', lastName: 'Alpha' }),
      creatorB: await makeContact(db, { firstName: 'Ben', lastName: 'Beta' }),
      linkedManager: await makeContact(db, { contactType: 'manager' }),
      unlinkedManager: await makeContact(db, { contactType: 'manager' }),
      admin: await makeContact(db, { contactType: 'admin' }),
    };
    await linkToManager(db, contact.linkedManager.id, contact.creatorA.id);
    for (const role of Object.keys(contact) as SignedIn[]) tokens[role] = await loginAs(t.app, contact[role].email);

    const live = (await makeContest(db, { name: 'Live' })).id;
    const ended = (await makeContest(db, { name: 'Ended', prizes: ['1st Place $100', '2nd Place $50'] })).id;
    const direct = (await makeContest(db, { name: 'Direct', kind: 'direct', marketingKey: 'matrix-key' })).id;
    const mine = (who: SignedIn, creator: string, likes: number) => ({ creator, likes, email: contact[who].email, contactId: contact[who].id });
    const aLive = await approvedEntries(db, live, [mine('creatorA', 'ava', 50)]);
    await approvedEntries(db, live, [mine('creatorB', 'ben', 40)]);
    const aEnded = await approvedEntries(db, ended, [mine('creatorA', 'ava', 900), mine('creatorB', 'ben', 100)]);
    const payments = await endContest(db, ended);
    let n = 0;
    // The delegates: A grants a login access; the linked manager also holds a creator without a login.
    const grantee = await makeContact(db, { firstName: 'Gia', lastName: 'Grantee' });
    await grantAccess(db, contact.creatorA.id, grantee.id);
    const noLogin = await makeContact(db, { login: false });
    await linkToManager(db, contact.linkedManager.id, noLogin.id);
    delegateSessions.grantee = { token: await loginAs(t.app, grantee.email), into: contact.creatorA.id };
    delegateSessions.managerOfLogin = { token: (await createSession(db, contact.linkedManager.id, false)).token, into: contact.creatorA.id };
    delegateSessions.managerOfNoLogin = { token: (await createSession(db, contact.linkedManager.id, false)).token, into: noLogin.id };
    fx = {
      t,
      contact,
      grantee,
      noLogin,
      live,
      ended,
      direct,
      a: { entries: [...aLive, aEnded[0]!], payments: payments.filter((p) => p.ContactID === contact.creatorA.id).map((p) => p.id) },
      next: () => ++n,
    };
    expect(fx.a.payments).toHaveLength(1);
  });
  afterAll(() => fx?.t.close());

  const headersOf = async (role: Role, fresh: boolean) => {
    if (role === 'anonymous') return {};
    if (!fresh) return auth(tokens[role]);
    return auth((await createSession(fx.t.db, fx.contact[role].id, false)).token);
  };

  it('has a row for every registered route, and no row for a route that is gone', () => {
    // The organiser side (/orgapi, issue 21) has its own matrix and roles: routes/org-authorization.test.ts.
    const registered = routeTable()
      .filter((r) => !r.url.startsWith('/orgapi/'))
      .map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((k) => !(k in matrix));
    const gone = Object.keys(matrix).filter((k) => !registered.includes(k));
    expect
      .soft(missing, 'These routes have no row in the authorization matrix (packages/server/src/routes/authorization.test.ts). Declare who may call each one: add a row with a valid request and the status every role gets.')
      .toEqual([]);
    expect.soft(gone, 'These rows of the authorization matrix name routes that are no longer registered: remove or rename them.').toEqual([]);
  });

  it.each(Object.keys(matrix))('%s answers each role as declared', async (key) => {
    const row = matrix[key]!;
    const method = methodOf(key);
    const got = {} as Statuses;
    for (const role of roles) {
      const headers = await headersOf(role, !!row.freshSession);
      const call = await row.request(fx, role);
      const before = await dbFingerprint(fx.t.db);
      const res = await fx.t.app.inject({ ...call, method, headers: { ...call.headers, ...headers } });
      // What a request runs after its answer (a password reset's link) belongs to it, not to the next request.
      await backgroundOf(fx.t.db).idle();
      got[role] = res.statusCode;
      if (res.statusCode === 401 || res.statusCode === 403) {
        expect(res.json().error, `${role}: ${key}`).toBe(true);
        expect(changedTables(before, await dbFingerprint(fx.t.db)), `${role} was refused ${key} but changed the database`).toEqual([]);
      } else if (res.statusCode < 300 && row.sees && role !== 'anonymous') {
        row.sees(res.json(), role, fx);
      }
      await row.after?.(fx);
    }
    expect(got).toEqual(row.expect);
  });

  const delegateRows = Object.keys(matrix).filter((k) => matrix[k]!.delegates);
  const isOwnerRoute = (key: string) => routeTable().some((r) => r.access === 'owner' && `${r.method} ${r.url}` === key);

  it('covers delegates on every route that changes identity or money', () => {
    // 'owner' routes are the identity and money routes by declaration; each must say what delegates get.
    const registered = routeTable().filter((r) => r.access === 'owner').map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((k) => !matrix[k]?.delegates), 'These owner routes have no delegate expectations in the matrix').toEqual([]);
  });

  it.each(delegateRows)('%s answers each delegate as declared', async (key) => {
    const row = matrix[key]!;
    const method = methodOf(key);
    const got = {} as Record<Delegate, number>;
    for (const role of delegateRoles) {
      const { token, into } = delegateSessions[role];
      const headers = auth(token);
      // Switched in before each request (a row may have ended a switch, as a deactivation does).
      const sw = await fx.t.app.inject({ method: 'POST', url: '/creatorapi/switch', headers, payload: { contactId: into } });
      expect(sw.statusCode, `${role} switches in`).toBe(200);
      const call = await row.request(fx, 'creatorA');
      const before = await dbFingerprint(fx.t.db);
      const res = await fx.t.app.inject({ ...call, method, headers: { ...call.headers, ...headers } });
      // What a request runs after its answer (a password reset's link) belongs to it, not to the next request.
      await backgroundOf(fx.t.db).idle();
      got[role] = res.statusCode;
      if (res.statusCode === 401 || res.statusCode === 403) {
        expect(res.json().error, `${role}: ${key}`).toBe(true);
        expect(changedTables(before, await dbFingerprint(fx.t.db)), `${role} was refused ${key} but changed the database`).toEqual([]);
        if (isOwnerRoute(key) && role !== 'managerOfNoLogin') expect(res.json().messages, `${role}: ${key}`).toEqual([messages.auth.ownerOnly]);
      }
      await row.after?.(fx);
    }
    expect(got).toEqual(row.delegates);
  });

  it('the linked manager sees creator A’s rows only after switching into A; an unlinked manager never does', async () => {
    const views = ['GET /creatorapi/check', 'GET /creatorapi/contest-entries', 'GET /creatorapi/contest-payments'] as const;
    const look = async (headers: Record<string, string>, as: SignedIn) => {
      for (const key of views) {
        const res = await fx.t.app.inject({ method: 'GET', url: key.split(' ')[1]!, headers });
        expect(res.statusCode, key).toBe(200);
        matrix[key]!.sees!(res.json(), as, fx);
      }
    };
    for (const manager of ['linkedManager', 'unlinkedManager'] as const) {
      const headers = await headersOf(manager, true);
      await look(headers, manager);
      const sw = await fx.t.app.inject({ method: 'POST', url: '/creatorapi/switch', headers, payload: { contactId: fx.contact.creatorA.id } });
      if (manager === 'linkedManager') {
        expect(sw.statusCode).toBe(200);
        // Acting as A, the manager's session sees exactly what A sees.
        await look(headers, 'creatorA');
      } else {
        expect(sw.statusCode).toBe(403);
        await look(headers, manager);
      }
    }
  });
});
