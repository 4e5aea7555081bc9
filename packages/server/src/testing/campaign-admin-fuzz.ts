import type { Config } from '../config.ts';
import type { Db } from '../db/open.ts';
import { campaignPayments } from '../db/schema.ts';
import { confirmPaymentEmail, makeCampaign, makeHandle } from './campaign-admin-factories.ts';
import { makeOffer as makeOfferAt, multipart, sampleFiles } from './campaign-factories.ts';
import { makeContact } from './factories.ts';
import { offerWithFiles, orgPendingPayment } from './org-campaign-fixtures.ts';
import { fuzzOrganisation } from './org-fuzz.ts';

// ---- The fuzz's valid requests for the organiser's campaign calls (routes/fuzz.test.ts) ----

export interface AdminCampaignFuzzFixtures {
  /** A campaign of the fuzz's organisation (so staff's /adminapi and its /orgapi both reach it). */
  campaign: number;
  /** A TikTok handle not invited yet. */
  handle: number;
  /** An offer in the state each organiser step needs, by the step's path segment. */
  offers: Record<string, number>;
  /** A Pending payment whose creator has a confirmed payment email. */
  payment: number;
  /** A Pending payment whose creator has none: one to remind. */
  remindable: number;
  /** An offer with its draft, contract and results stored, on a campaign with its contract file. */
  files: { offerId: number; campaignId: number };
}

/** The state each organiser step needs, by its path segment. */
const stepStates = {
  'approve-draft': 'review',
  'reject-draft': 'review',
  'answer-request': 'negotiating',
  'accept-counter': 'countered',
  'reject-counter': 'countered',
  verify: 'verifying',
  complete: 'results',
  pull: 'invited',
} as const;

/** Built straight in the database (cheap: the fuzz makes a set per operation); the steps themselves are tested elsewhere. */
export async function adminCampaignFuzzFixtures(db: Db, config: Config): Promise<AdminCampaignFuzzFixtures> {
  const org = await fuzzOrganisation(db);
  const c = await makeCampaign(db, {}, org.scope);
  const creator = await makeContact(db, { login: false });
  await confirmPaymentEmail(db, creator.id, `pay.${creator.email}`);
  const offers: Record<string, number> = {};
  for (const [path, state] of Object.entries(stepStates))
    offers[path] = (await makeOfferAt(db, { campaignId: c.id, contactId: creator.id, state, ...(state === 'countered' && { counterOfferCents: 25_000 }) })).id;
  const done = await makeOfferAt(db, { campaignId: c.id, contactId: creator.id, state: 'completed' });
  const [payment] = await db.insert(campaignPayments).values({ offerId: done.id, contactId: creator.id, amountCents: done.rateCents, status: 'Pending' }).returning({ id: campaignPayments.id });
  const remindable = (await orgPendingPayment(db, org, { confirmed: false, campaignId: c.id })).paymentId;
  const files = await offerWithFiles(config, db, org);
  return { campaign: c.id, handle: (await makeHandle(db, creator.id)).id, offers, payment: payment!.id, remindable, files };
}

type AdminFx = { adminCampaigns: AdminCampaignFuzzFixtures; next(): number };

const staffBodies: Record<string, (fx: AdminFx) => object> = {
  'POST /adminapi/campaigns': (fx) => ({
    title: `Fuzz campaign ${fx.next()}`,
    kind: 'brand',
    platformId: 4,
    rateCents: 25_000,
    imageUrl: 'https://example.test/cover.png',
    brandName: 'Fuzz Brand',
    brandLogoUrl: 'https://example.test/logo.png',
    contactName: 'Casey',
    contactEmail: 'casey@fuzz.test',
    sections: [{ header: 'Creative Direction', fields: [{ name: 'Concept', value: '<p>Dance</p>', valueDateTime: '2026-06-01T18:00:00Z' }] }],
    contractRequired: true,
    contractMessage: 'Sign it.',
    draftRequired: true,
    draftCaptionRequired: true,
    boostCode: 'Optional',
    boostInstruction: 'Paste the code.',
    liveDate: '2026-06-01',
  }),
  'PATCH /adminapi/campaigns/{id}': () => ({ rateCents: 30_000, boostCode: 'Yes', budgetCents: 10_000_000, sections: [{ header: 'Notes', fields: [{ name: 'Tip', value: '<p>Smile</p>' }] }] }),
  'POST /adminapi/campaigns/{id}/invite': (fx) => ({ contactPlatformIds: [fx.adminCampaigns.handle], rateCents: 20_000, handleRates: [{ contactPlatformId: fx.adminCampaigns.handle, rateCents: 21_000 }] }),
  'POST /adminapi/offers/{id}/approve-draft': () => ({ feedbackNotes: '<p>Approved</p>' }),
  'POST /adminapi/offers/{id}/reject-draft': () => ({ feedbackNotes: '<p>Louder</p>' }),
  'POST /adminapi/offers/{id}/answer-request': () => ({ feedbackNotes: '<p>Yes</p>' }),
};

/** Staff's bodies, and the same for the organisation's routes (/orgapi mounts the same handlers, issue 22). */
const bothAreas = <T>(bodies: Record<string, T>): Record<string, T> => ({
  ...bodies,
  ...Object.fromEntries(Object.entries(bodies).map(([key, body]) => [key.replace(' /adminapi/', ' /orgapi/'), body])),
});
export const validAdminCampaignBodies = bothAreas(staffBodies);

export const validAdminCampaignForms = bothAreas<() => { payload: Buffer; headers: Record<string, string> }>({
  'POST /adminapi/campaigns/{id}/contract': () => multipart({}, { name: 'contract.pdf', content: sampleFiles.pdf }),
});

/** The valid path value of an organiser campaign call (staff's or the organisation's), or undefined for other calls. */
export function adminCampaignPathValue(path: string, fx: AdminFx, name?: string): string | undefined {
  const rest = /^\/(?:adminapi|orgapi)(\/.*)$/.exec(path)?.[1];
  if (!rest) return undefined;
  const f = fx.adminCampaigns;
  if (rest === '/offers/{id}/files/{kind}') return name === 'kind' ? 'results' : String(f.files.offerId);
  if (rest === '/offers/{id}') return String(f.files.offerId);
  if (rest === '/campaigns/{id}/contract-file') return String(f.files.campaignId);
  if (rest.startsWith('/campaigns/{id}')) return String(f.campaign);
  if (rest === '/campaign-payments/{id}/remind') return String(f.remindable);
  if (rest.startsWith('/campaign-payments/{id}')) return String(f.payment);
  const step = /^\/offers\/\{id\}\/([a-z-]+)$/.exec(rest)?.[1];
  return step ? String(f.offers[step]) : undefined;
}
