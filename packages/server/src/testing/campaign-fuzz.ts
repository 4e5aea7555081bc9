import { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { Db } from '../db/open.ts';
import { files } from '../db/schema.ts';
import { storageFromConfig } from '../plugins/storage.ts';
import { makeCampaign, makeFileRow, makeOffer, multipart, sampleFiles } from './campaign-factories.ts';

// The fuzz's valid requests for the creator campaign calls (routes/fuzz.test.ts): the fuzz sends them as the
// organiser, so the organiser gets offers of their own, one at each stage a call needs, fresh per operation.

type Ref = { id: number; uid: string };

export interface CampaignFuzzFixtures {
  invited: Ref;
  contract: Ref;
  draft: Ref;
  youtubeDraft: Ref;
  review: Ref;
  notify: Ref;
  boost: Ref;
  results: Ref;
  /** An offer awaiting results for the spec's form-encoded results call, and its screenshot's issued address. */
  specResults: Ref;
  resultsShotUrl: string;
  /** A stored file of the organiser's. */
  fileUid: string;
}

const made = new WeakMap<Db, Promise<CampaignFuzzFixtures>>();

/**
 * Made once per database and shared by every operation (the fuzz makes fresh fixtures per operation; a few
 * dozen rows each time would add up): each offer is moved by one operation only, and the calls that share one
 * (detail, decline options, contact form, boost-code detail, the results form) read it in any state.
 */
export function campaignFuzzFixtures(db: Db, config: Config, contactId: number): Promise<CampaignFuzzFixtures> {
  let p = made.get(db);
  if (!p) {
    p = makeFixtures(db, config, contactId);
    made.set(db, p);
  }
  return p;
}

async function makeFixtures(db: Db, config: Config, contactId: number): Promise<CampaignFuzzFixtures> {
  const offer = async (state: Parameters<typeof makeOffer>[1]['state'], campaign: Parameters<typeof makeCampaign>[1] = {}) => {
    const c = await makeCampaign(db, campaign);
    const o = await makeOffer(db, { contactId, campaignId: c.id, state });
    return { id: o.id, uid: o.uid };
  };
  // A stored file of the organiser's own, on no offer (the contract upload replaces, and deletes, an offer's).
  const [file] = await db
    .insert(files)
    .values({ ownerContactId: contactId, kind: 'contract', storageKey: `contract/fuzz-${Date.now()}`, contentType: 'application/pdf', sizeBytes: sampleFiles.pdf.length, originalName: 'signed.pdf' })
    .returning();
  await storageFromConfig(config).put(file!.storageKey, Readable.from([sampleFiles.pdf]), 'application/pdf');
  return {
    invited: await offer('invited'),
    contract: await offer('invited', { contractRequired: true }),
    draft: await offer('draft'),
    youtubeDraft: await offer('draft', { platformId: 7 }),
    review: await offer('review'),
    notify: await offer('notify'),
    boost: await offer('boost', { boostCode: 'Yes' }),
    results: await offer('results'),
    specResults: await offer('results'),
    resultsShotUrl: `/creatorapi/files/${(await makeFileRow(db, { kind: 'results', ownerContactId: contactId, contentType: 'image/png' })).uid}`,
    fileUid: file!.uid,
  };
}

type Fx = { campaigns: CampaignFuzzFixtures };
const upper = (o: Ref) => ({ PostID: o.id, UID: o.uid });
const lower = (o: Ref) => ({ postId: o.id, uid: o.uid });

export const validCampaignBodies: Record<string, (fx: Fx) => object> = {
  'POST /creatorapi/campaigns': () => ({ status: 'all', page: 1 }),
  'POST /creatorapi/campaign': (fx) => lower(fx.campaigns.invited),
  'POST /creatorapi/campaignResponse/campaignResponseDetail': (fx) => upper(fx.campaigns.invited),
  'POST /creatorapi/campaignResponse/campaignResponseSave': (fx) => ({ ...lower(fx.campaigns.invited), response: 'Decline', declineId: 2, reason: '$250.00' }),
  'POST /creatorapi/post-final-url-submit': (fx) => ({ ...upper(fx.campaigns.youtubeDraft), draftUrl: 'https://www.youtube.com/shorts/fuzz', caption: 'Fuzz' }),
  'DELETE /creatorapi/post-approval-delete': (fx) => upper(fx.campaigns.review),
  'POST /creatorapi/campaignNotify': (fx) => ({ ...lower(fx.campaigns.notify), postUrl: 'https://www.tiktok.com/@fuzz/video/1' }),
  'POST /creatorapi/boost-code-detail': (fx) => upper(fx.campaigns.boost),
  'POST /creatorapi/boost-code-save': (fx) => ({ ...upper(fx.campaigns.boost), BoostCode: 'FUZZ-1' }),
  'POST /creatorapi/contact-form': (fx) => upper(fx.campaigns.invited),
  'POST /campaignResults': (fx) => ({ Views: '100', fileUrl: fx.campaigns.resultsShotUrl }),
};

export const validCampaignQueries: Record<string, (fx: Fx) => Record<string, string>> = {
  'GET /creatorapi/campaignResults': (fx) => ({ PostID: String(fx.campaigns.results.id), UID: fx.campaigns.results.uid }),
  'POST /creatorapi/campaignResults': (fx) => ({ PostID: String(fx.campaigns.results.id), UID: fx.campaigns.results.uid }),
  'GET /campaignResults': (fx) => ({ PostID: String(fx.campaigns.results.id), UID: fx.campaigns.results.uid }),
  'POST /campaignResults/upload': (fx) => ({ PostID: String(fx.campaigns.specResults.id), UID: fx.campaigns.specResults.uid }),
  'POST /campaignResults': (fx) => ({ PostID: String(fx.campaigns.specResults.id), UID: fx.campaigns.specResults.uid }),
};

/** Multipart forms of the upload calls: their valid request (the fuzz varies their query and path around it). */
export const validCampaignForms: Record<string, (fx: Fx) => { payload: Buffer; headers: Record<string, string> }> = {
  'POST /creatorapi/campaignResponse/contract-upload': (fx) => multipart(upper(fx.campaigns.contract), { name: 'signed.txt', content: sampleFiles.txt }),
  'POST /creatorapi/post-approval-submit': (fx) => multipart({ ...upper(fx.campaigns.draft), caption: 'Fuzz' }, { name: 'draft.png', content: sampleFiles.png }),
  'POST /creatorapi/campaignResults': () => multipart({ Views: '100' }, { name: 'views.png', content: sampleFiles.png }),
  'POST /campaignResults/upload': () => multipart({}, { name: 'views.png', content: sampleFiles.png }),
};
