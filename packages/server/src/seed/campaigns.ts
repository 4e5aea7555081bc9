import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, like } from 'drizzle-orm';
import { OFFER_DEADLINE_MS, type OfferAction } from '@chorus/core';
import type { Tx } from '../db/open.ts';
import { campaignPayments, campaigns, contactPlatforms, files, offerEvents, offers, type CampaignSection } from '../db/schema.ts';
import type { Storage } from '../plugins/storage.ts';
import { transitionOffer, type OfferChanges } from '../repositories/offer-transitions.ts';
import type { DemoIds } from './identity.ts';

// Demo campaigns (issue 7): six briefs (songs and brands), each run on TikTok, Instagram and YouTube Shorts, and
// offers at every stage for the demo creator (two pages of 12 under 'all') and a few for the manager's roster.
// Offers are built as the product builds them: the invitation, then each step through transitionOffer with a
// back-dated clock, so the event log and the payments agree; open stages keep deadlines ahead of the seeding time.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Demo campaigns are recognised by their client's address (a reseed removes them; offers cascade). */
const CLIENT_DOMAIN = 'clients.chorus.test';

const PLATFORMS = [
  { id: 4, suffix: 'TikTok', word: 'TikTok', format: '9:16 vertical video, 15–45 seconds' },
  { id: 1, suffix: 'Reels', word: 'Reel', format: '9:16 Instagram Reel, 15–60 seconds, shared to your feed' },
  { id: 7, suffix: 'Shorts', word: 'Short', format: '9:16 YouTube Short, under 60 seconds' },
] as const;
type PlatformKey = (typeof PLATFORMS)[number]['suffix'];

interface Brief {
  key: string;
  /** The most each of its campaigns' offers may commit (cents; issue 22), or none. */
  budgetCents?: number;
  title: string;
  kind: 'song' | 'brand';
  brandName: string;
  contactName: string;
  /** Its cover (host-app/public/demo/covers) shows this campaign's own song or product, and the brand's logo (demo/logos). */
  cover: string;
  logo: string;
  rateCents: number;
  contractRequired: boolean;
  contractMessage?: string;
  draftRequired: boolean;
  draftCaptionRequired: boolean;
  boostCode: 'Yes' | 'Optional' | 'No';
  boostInstruction?: string;
  concept: string;
  dos: string[];
  donts: string[];
  hashtags: string;
  extra: { name: string; value: string };
}

const briefs: Brief[] = [
  {
    key: 'midnight', title: 'Luna Vale — Midnight Drive', kind: 'song', brandName: 'Nightshade Records', contactName: 'Rae Donovan', cover: 'midnight-drive', logo: 'nightshade-records', rateCents: 15_000,
    contractRequired: false, draftRequired: true, draftCaptionRequired: false, boostCode: 'Yes',
    boostInstruction: 'After posting, open the video, tap ··· → Ad settings → turn on Ad authorization, generate a 365-day code and paste it here.',
    concept: '<p>Late-night drive energy: city lights, an empty road, the windows down. Let the <strong>first chorus</strong> carry the edit.</p>',
    dos: ['Use the official sound from the link below', 'Keep the hook audible for at least 10 seconds', 'Film at night or at golden hour'],
    donts: ['No other music layered on top', 'No driving while holding the phone: passengers or parked shots only'],
    hashtags: '#MidnightDrive #LunaVale', extra: { name: 'Sound', value: '<p><a href="https://www.tiktok.com/music/Midnight-Drive-7301">Midnight Drive (official sound)</a></p>' },
  },
  {
    key: 'glow', budgetCents: 162_500, title: 'Lumen Skin — Glow Serum Launch', kind: 'brand', brandName: 'Lumen Skin', contactName: 'Priscilla Moe', cover: 'glow-serum', logo: 'lumen-skin', rateCents: 32_500,
    contractRequired: true, contractMessage: 'Lumen Skin needs a signed usage agreement (90 days of organic and paid usage). Download it, sign it and upload it when you accept.',
    draftRequired: true, draftCaptionRequired: true, boostCode: 'Optional',
    concept: '<p>Show your real morning routine with the <strong>Glow Serum</strong> as the hero step. Natural light, bare skin, honest reaction.</p>',
    dos: ['Show the bottle label clearly for 2+ seconds', 'Say “dermatologist tested” once', 'Disclose the partnership with #ad or the paid-partnership label'],
    donts: ['No medical claims (“cures”, “treats”)', 'No competitor products in frame', 'No filters that change skin texture'],
    hashtags: '#LumenGlow #ad', extra: { name: 'Product', value: '<p>Glow Serum 30 ml, shipped to your address on acceptance. <a href="https://lumenskin.example.com/glow">Product page</a></p>' },
  },
  {
    key: 'planes', title: 'The Kites — Paper Planes', kind: 'song', brandName: 'The Kites', contactName: 'Milo Hart', cover: 'paper-planes', logo: 'the-kites', rateCents: 12_000,
    contractRequired: false, draftRequired: false, draftCaptionRequired: false, boostCode: 'No',
    concept: '<p>Teach or try the <em>Paper Planes</em> arm-wave move on the drop at 0:14. Duets and group takes welcome.</p>',
    dos: ['Start the move exactly on the drop', 'Tag @thekites'], donts: ['No sped-up or slowed versions of the sound'],
    hashtags: '#PaperPlanesChallenge', extra: { name: 'Tutorial', value: '<p><a href="https://www.youtube.com/watch?v=paperplanes">Choreo tutorial</a> (30 seconds)</p>' },
  },
  {
    key: 'trailhead', title: 'Summit Sips — Trailhead Hydration', kind: 'brand', brandName: 'Summit Sips', contactName: 'Dana Ruiz', cover: 'trailhead', logo: 'summit-sips', rateCents: 45_000,
    contractRequired: true, contractMessage: 'Summit Sips asks every creator to sign its brand-safety and whitelisting agreement before posting. Upload the signed copy to accept.',
    draftRequired: true, draftCaptionRequired: true, boostCode: 'Yes',
    boostInstruction: 'Generate a partnership ad code for the post (valid 60 days) and paste it here so Summit Sips can boost it.',
    concept: '<p>An outdoor moment (hike, run, climb) where a cold <strong>Summit Sips</strong> is the reward at the top.</p>',
    dos: ['Shoot outdoors in daylight', 'Show the can opening (the sound of the pop)', 'Mention “zero sugar”'],
    donts: ['No alcohol in frame', 'No dangerous stunts'], hashtags: '#SummitSips #TrailReady #ad',
    extra: { name: 'Brand kit', value: '<p><a href="https://summitsips.example.com/creators">Logos and product shots</a></p>' },
  },
  {
    key: 'golden', title: 'Sunny Ortiz — Golden Hour (Sped Up)', kind: 'song', brandName: 'Sunny Ortiz', contactName: 'Sunny Ortiz', cover: 'golden-hour', logo: 'sunny-ortiz', rateCents: 9_000,
    contractRequired: false, draftRequired: false, draftCaptionRequired: false, boostCode: 'Optional',
    boostInstruction: 'If you are happy for us to boost your post, paste its ad code here (optional).',
    concept: '<p>A glow-up or before/after transition timed to the beat switch at 0:07.</p>',
    dos: ['Use the sped-up version of the sound', 'Keep the transition on the beat'], donts: ['No voice-over over the chorus'],
    hashtags: '#GoldenHourSpedUp', extra: { name: 'Sound', value: '<p><a href="https://www.tiktok.com/music/Golden-Hour-Sped-Up-7302">Golden Hour (Sped Up)</a></p>' },
  },
  {
    key: 'campusfit', title: 'CampusFit — Back to Campus', kind: 'brand', brandName: 'CampusFit', contactName: 'Jules Park', cover: 'back-to-campus', logo: 'campusfit', rateCents: 20_000,
    contractRequired: false, draftRequired: true, draftCaptionRequired: true, boostCode: 'No',
    concept: '<p>A “day in my life” back on campus where the <strong>CampusFit</strong> app plans your workout between classes.</p>',
    dos: ['Show the app screen for 3+ seconds', 'Say the promo code CAMPUS20 out loud', 'Link the app in your bio for 7 days'],
    donts: ['No other fitness apps on screen'], hashtags: '#CampusFit #ad',
    extra: { name: 'Promo code', value: '<p><strong>CAMPUS20</strong>: 20% off the first year for your followers</p>' },
  },
];

function sectionsFor(b: Brief, platform: (typeof PLATFORMS)[number], liveDate: Date): CampaignSection[] {
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
  return [
    {
      header: 'Creative Direction',
      fields: [
        { name: 'Concept', value: b.concept },
        { name: 'Do', value: list(b.dos) },
        { name: "Don't", value: list(b.donts) },
        b.extra,
      ],
    },
    {
      header: 'Deliverables',
      fields: [
        { name: 'Format', value: `<p>One ${platform.format}.</p>` },
        { name: 'Caption', value: `<p>Include ${b.hashtags}${b.draftCaptionRequired ? ' (send your caption with the draft for approval)' : ''}.</p>` },
        { name: 'Keep it up', value: '<p>Keep the post public for at least 30 days.</p>' },
        { name: 'Go live by', value: '', valueDateTime: liveDate.toISOString() },
      ],
    },
  ];
}

type Step = { action: OfferAction; at: number; changes?: OfferChanges; detail?: Record<string, unknown> };
/** An offer to build: its campaign, the handle, when it was invited (ms before now) and its steps (ms before now). */
interface DemoOffer {
  brief: string;
  platform: PlatformKey;
  contactId: number;
  handle: string;
  invitedAgo: number;
  steps?: Step[];
  seen?: boolean;
  paid?: boolean;
}

const postUrl = (platform: PlatformKey, handle: string, n: number) =>
  platform === 'TikTok'
    ? `https://www.tiktok.com/@${handle}/video/73120000000000${String(n).padStart(5, '0')}`
    : platform === 'Reels'
      ? `https://www.instagram.com/reel/C${(n * 7919).toString(36)}demo/`
      : `https://youtube.com/shorts/${(n * 104729).toString(36)}demo`;
const results = (views: number) => ({ Views: views, Shares: Math.round(views / 90), Comments: Math.round(views / 160), Swipes: 0, StickerTaps: 0 });

/** A one-page PDF with a title and lines of text (the demo contracts to download, sign and upload). */
export function simplePdf(title: string, lines: string[]): Buffer {
  const esc = (t: string) => t.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');
  const text = [`BT /F1 18 Tf 56 780 Td (${esc(title)}) Tj ET`, ...lines.map((l, i) => `BT /F1 11 Tf 56 ${740 - i * 18} Td (${esc(l)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Stores a campaign's contract to sign (when the demo has storage) and returns its `files` id. */
async function storeContract(tx: Tx, storage: Storage, b: Brief): Promise<number> {
  const pdf = simplePdf(`${b.brandName}: creator agreement`, [
    `Campaign: ${b.title}`,
    b.contractMessage ?? '',
    'The creator grants the brand the right to use the post organically and in paid media for 90 days.',
    'Payment: the offer rate, after the post is verified, to the creator\'s confirmed payment email.',
    '',
    'Creator signature: ______________________    Date: ____________',
  ]);
  const storageKey = `campaign_contract/${randomUUID()}`;
  await storage.put(storageKey, Readable.from([pdf]), 'application/pdf');
  const [row] = await tx
    .insert(files)
    .values({ ownerContactId: null, kind: 'campaign_contract', storageKey, contentType: 'application/pdf', sizeBytes: pdf.length, originalName: `${b.brandName} agreement.pdf` })
    .returning({ id: files.id });
  return row!.id;
}

/**
 * The demo campaigns and offers. `paymentEmail` is the demo creator's confirmed payment email (paid offers went to
 * it); with `storage`, campaigns that require a contract get a contract file to download, else only their message.
 */
export async function seedCampaigns(tx: Tx, ids: DemoIds, { paymentEmail, storage }: { paymentEmail: string; storage?: Storage }): Promise<void> {
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);
  const contractFiles = new Map<string, number>();
  if (storage) for (const b of briefs) if (b.contractRequired) contractFiles.set(b.key, await storeContract(tx, storage, b));

  const campaignIds = new Map<string, number>();
  for (const b of briefs)
    for (const p of PLATFORMS) {
      const liveDate = new Date(now + 10 * DAY);
      const [row] = await tx
        .insert(campaigns)
        .values({
          title: `${b.title} (${p.suffix})`,
          kind: b.kind,
          platformId: p.id,
          rateCents: b.rateCents,
          budgetCents: b.budgetCents ?? null,
          imageUrl: `/demo/covers/${b.cover}.svg`,
          brandName: b.brandName,
          brandLogoUrl: `/demo/logos/${b.logo}.svg`,
          contactName: b.contactName,
          contactEmail: `${b.key}@${CLIENT_DOMAIN}`,
          sections: sectionsFor(b, p, liveDate),
          contractRequired: b.contractRequired,
          contractMessage: b.contractMessage ?? null,
          contractFileId: contractFiles.get(b.key) ?? null,
          draftRequired: b.draftRequired,
          draftCaptionRequired: b.draftCaptionRequired,
          boostCode: b.boostCode,
          boostInstruction: b.boostInstruction ?? null,
          liveDate,
          createdAt: ago(14 * DAY),
          updatedAt: ago(14 * DAY),
        })
        .returning({ id: campaigns.id });
      campaignIds.set(`${b.key}/${p.suffix}`, row!.id);
    }

  const maya = { contactId: ids.maya, handles: { TikTok: 'mayamoves', Reels: 'maya.lopez', Shorts: 'MayaMovesDance' } };
  const m = (brief: string, platform: PlatformKey, o: Omit<DemoOffer, 'brief' | 'platform' | 'contactId' | 'handle'>): DemoOffer => ({
    brief, platform, contactId: maya.contactId, handle: maya.handles[platform], seen: true, ...o,
  });
  const n = { i: 0 };
  const url = (platform: PlatformKey, handle: string) => postUrl(platform, handle, ++n.i);
  const submitDraft = (platform: PlatformKey, handle: string, at: number, caption?: string): Step => ({
    action: 'submitDraft',
    at,
    changes: {
      draftUrl: platform === 'Shorts' ? `https://youtube.com/shorts/draft${++n.i}` : `https://drafts.chorus.test/${handle}/${++n.i}.mp4`,
      draftCaption: caption ?? null,
      draftSubmittedAt: ago(at),
      draftDecision: null,
    },
  });
  const post = (platform: PlatformKey, handle: string, at: number): Step => {
    const postUrl = url(platform, handle);
    return { action: 'submitPostUrl', at, changes: { postUrl }, detail: { postUrl } };
  };
  const accept = (at: number): Step => ({ action: 'accept', at, changes: { respondedAt: ago(at) } });
  const report = (at: number, views: number): Step => ({ action: 'submitResults', at, changes: { results: results(views) } });

  const demo: DemoOffer[] = [
    // Waiting for the creator's answer.
    m('midnight', 'Reels', { invitedAgo: 2 * HOUR, seen: false }),
    m('glow', 'TikTok', { invitedAgo: 5 * HOUR }),
    m('trailhead', 'Reels', { invitedAgo: 20 * HOUR, steps: [{ action: 'requestChanges', at: 18 * HOUR, changes: { respondedAt: ago(18 * HOUR), changesRequested: 'Could the usage window be 30 days instead of 90?' } }] }),
    m('campusfit', 'TikTok', { invitedAgo: 30 * HOUR, steps: [{ action: 'counterOffer', at: 26 * HOUR, changes: { respondedAt: ago(26 * HOUR), declineId: 2, counterOfferCents: 30_000, declineReason: '$300' }, detail: { counterOfferCents: 30_000 } }] }),
    // Working.
    m('midnight', 'TikTok', { invitedAgo: 6 * HOUR, steps: [accept(3 * HOUR)] }),
    m('campusfit', 'Shorts', { invitedAgo: 30 * HOUR, steps: [accept(28 * HOUR), submitDraft('Shorts', maya.handles.Shorts, 4 * HOUR, 'Back on campus and my schedule finally has room for the gym 💪 code CAMPUS20 #CampusFit #ad')] }),
    m('trailhead', 'TikTok', {
      invitedAgo: 40 * HOUR,
      steps: [
        accept(38 * HOUR),
        submitDraft('TikTok', maya.handles.TikTok, 20 * HOUR, 'Earned it. #SummitSips #TrailReady'),
        { action: 'rejectDraft', at: 1 * HOUR, changes: { draftDecision: 'rejected', feedbackNotes: '<p>Love the hike! Two changes please:</p><ul><li>Show the can opening (the <strong>pop</strong>) on camera.</li><li>Add <strong>#ad</strong> to the caption.</li></ul>' } },
      ],
    }),
    m('glow', 'Shorts', {
      invitedAgo: 44 * HOUR,
      steps: [accept(42 * HOUR), submitDraft('Shorts', maya.handles.Shorts, 24 * HOUR, 'My 3-step morning glow ✨ #LumenGlow #ad'), { action: 'approveDraft', at: 2 * HOUR, changes: { draftDecision: 'approved', feedbackNotes: '<p>Looks great, approved! Post it as is.</p>' } }],
    }),
    m('trailhead', 'Shorts', {
      invitedAgo: 4 * DAY,
      steps: [accept(4 * DAY - HOUR), submitDraft('Shorts', maya.handles.Shorts, 3 * DAY, 'Summit reward 🏔️ #SummitSips #ad'), { action: 'approveDraft', at: 40 * HOUR, changes: { draftDecision: 'approved' } }, post('Shorts', maya.handles.Shorts, 6 * HOUR)],
    }),
    m('planes', 'TikTok', { invitedAgo: 3 * DAY, steps: [accept(3 * DAY - 2 * HOUR), post('TikTok', maya.handles.TikTok, 2 * DAY)] }),
    m('golden', 'TikTok', { invitedAgo: 6 * DAY, steps: [accept(6 * DAY - HOUR), post('TikTok', maya.handles.TikTok, 5 * DAY), { action: 'saveBoostCode', at: 5 * DAY - HOUR, changes: { boostCode: '#AbCdEf12GhIj34' } }, report(12 * HOUR, 84_300)] }),
    // Done: to be paid, paid.
    m('planes', 'Reels', { invitedAgo: 9 * DAY, steps: [accept(9 * DAY - HOUR), post('Reels', maya.handles.Reels, 8 * DAY), report(4 * DAY, 52_100), { action: 'verify', at: 2 * DAY }] }),
    m('campusfit', 'Reels', {
      invitedAgo: 20 * DAY,
      paid: true,
      steps: [accept(20 * DAY - HOUR), submitDraft('Reels', maya.handles.Reels, 19 * DAY, 'Study, lift, repeat. Code CAMPUS20 #CampusFit #ad'), { action: 'approveDraft', at: 19 * DAY - 5 * HOUR, changes: { draftDecision: 'approved' } }, post('Reels', maya.handles.Reels, 18 * DAY), report(14 * DAY, 131_000), { action: 'verify', at: 12 * DAY }],
    }),
    m('glow', 'Reels', {
      invitedAgo: 30 * DAY,
      paid: true,
      steps: [accept(30 * DAY - HOUR), submitDraft('Reels', maya.handles.Reels, 29 * DAY, 'Glass skin, no filter ✨ #LumenGlow #ad'), { action: 'approveDraft', at: 29 * DAY - 3 * HOUR, changes: { draftDecision: 'approved' } }, post('Reels', maya.handles.Reels, 28 * DAY), report(24 * DAY, 203_400), { action: 'verify', at: 22 * DAY }],
    }),
    // Closed without a post.
    m('golden', 'Reels', { invitedAgo: 5 * DAY, steps: [{ action: 'expire', at: 3 * DAY - HOUR }] }),
    m('planes', 'Shorts', { invitedAgo: 7 * DAY, steps: [accept(7 * DAY - 2 * HOUR), { action: 'fail', at: 5 * DAY - 3 * HOUR }] }),
    m('golden', 'Shorts', { invitedAgo: 8 * DAY, steps: [accept(8 * DAY - HOUR), { action: 'pull', at: 7 * DAY, detail: { reason: 'The label moved the release date.' } }] }),
    m('midnight', 'Shorts', { invitedAgo: 10 * DAY, steps: [{ action: 'decline', at: 9 * DAY, changes: { respondedAt: ago(9 * DAY), declineId: 4 } }] }),
    // The manager's roster.
    { brief: 'midnight', platform: 'TikTok', contactId: ids.theo, handle: 'theoplaysbass', invitedAgo: 1 * HOUR },
    { brief: 'planes', platform: 'TikTok', contactId: ids.theo, handle: 'theoplaysbass', invitedAgo: 12 * DAY, seen: true, steps: [accept(12 * DAY - HOUR), post('TikTok', 'theoplaysbass', 11 * DAY), report(8 * DAY, 410_000), { action: 'verify', at: 6 * DAY }] },
    { brief: 'glow', platform: 'Reels', contactId: ids.priya, handle: 'priyasings', invitedAgo: 10 * HOUR, seen: true, steps: [accept(9 * HOUR)] },
    { brief: 'trailhead', platform: 'TikTok', contactId: ids.priya, handle: 'priya.sings', invitedAgo: 30 * HOUR, seen: true, steps: [accept(29 * HOUR), submitDraft('TikTok', 'priya.sings', 3 * HOUR, 'Cold one at the summit #SummitSips #ad')] },
    { brief: 'golden', platform: 'TikTok', contactId: ids.dante, handle: 'danteskates', invitedAgo: 3 * HOUR },
    { brief: 'planes', platform: 'Shorts', contactId: ids.dante, handle: 'DanteSkatesATL', invitedAgo: 20 * HOUR, seen: true, steps: [accept(18 * HOUR)] },
  ];

  const handles = await tx.select({ id: contactPlatforms.id, contactId: contactPlatforms.contactId, handle: contactPlatforms.handle }).from(contactPlatforms);
  for (const d of demo) {
    const campaignId = campaignIds.get(`${d.brief}/${d.platform}`)!;
    const handle = handles.find((h) => h.contactId === d.contactId && h.handle === d.handle);
    if (!handle) throw new Error(`demo handle ${d.handle} is missing`);
    const [campaign] = await tx.select({ rateCents: campaigns.rateCents }).from(campaigns).where(eq(campaigns.id, campaignId));
    const invitedAt = ago(d.invitedAgo);
    const [offer] = await tx
      .insert(offers)
      .values({
        campaignId,
        contactId: d.contactId,
        contactPlatformId: handle.id,
        rateCents: campaign!.rateCents,
        invitedAt,
        respondBy: new Date(invitedAt.getTime() + OFFER_DEADLINE_MS),
        createdAt: invitedAt,
        updatedAt: invitedAt,
      })
      .returning({ id: offers.id });
    await tx.insert(offerEvents).values({ offerId: offer!.id, fromState: null, toState: 'invited', action: 'invite', actorContactId: ids.admin, at: invitedAt, detail: { rateCents: campaign!.rateCents } });
    for (const s of d.steps ?? []) {
      const organiser = ['answerRequest', 'acceptCounter', 'rejectCounter', 'approveDraft', 'rejectDraft', 'verify', 'complete', 'pull'].includes(s.action);
      const sweep = s.action === 'expire' || s.action === 'fail';
      await transitionOffer(tx, {
        offerId: offer!.id,
        action: s.action,
        actorContactId: sweep ? null : organiser ? ids.admin : d.contactId,
        changes: s.changes,
        detail: s.detail,
        now: ago(s.at),
      });
    }
    // Opened by the creator soon after the invitation (a new invite stays IsNew).
    if (d.seen) await tx.update(offers).set({ seenAt: new Date(invitedAt.getTime() + 20 * 60_000) }).where(eq(offers.id, offer!.id));
    if (d.paid) {
      const paidAt = new Date(now - 10 * DAY + d.invitedAgo / 10);
      await tx
        .update(campaignPayments)
        .set({ status: 'Paid', paymentEmail, paidAt, updatedAt: paidAt })
        .where(and(eq(campaignPayments.offerId, offer!.id), eq(campaignPayments.status, 'Pending')));
    }
  }
}

/** Removes the demo campaigns (their offers, events and payments cascade). */
export async function removeDemoCampaigns(tx: Tx): Promise<void> {
  await tx.delete(campaigns).where(like(campaigns.contactEmail, `%@${CLIENT_DOMAIN}`));
}
