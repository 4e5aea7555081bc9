import { sql } from 'drizzle-orm';
import { contestInput, postKey, type ContestInput } from '@chorus/core';
import type { Tx } from '../db/open.ts';
import { competitions, contestPayments, paymentEmails, posts, prizeRows, promotions } from '../db/schema.ts';
import { recount, refreshLeaderboard } from '../repositories/contests.ts';
import type { DemoIds } from './identity.ts';
import type { DemoOrganisations } from './organisations.ts';

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);

// A small deterministic generator, so every fresh demo database looks the same.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'zen', 'ty', 'vo', 'nia', 'jay', 'lu', 'ro', 'bee', 'sol', 'ash', 'kai', 'mo', 'ri', 'dee', 'nox', 'ela'];
const SUFFIXES = ['', '.dance', '.music', 'moves', '_official', 'vibes', '.tv', 'beats', '_xo', 'daily'];

type Demo = ContestInput & { slug: string; entries: number; approvedShare?: number; creators?: number };

const cover = (slug: string) => `/demo/covers/${slug}.svg`;
const creativeDirection = (song: string) =>
  `<p>Use <strong>${song}</strong> in a short video that feels like you. Transitions, choreography, storytelling: surprise us.</p>` +
  '<ul><li>Keep the hook audible for at least 10 seconds.</li><li>Tag the artist and use the official sound.</li><li>Post publicly and keep it up until the contest ends.</li></ul>';

const contests: Demo[] = [
  { slug: 'midnight-drive', name: 'Midnight Drive', organizer: 'Luna Vale · Nightshade Records', prizes: ['1st Place $500', '2nd Place $250', '3rd-10th Place $50'], platforms: ['TikTok', 'Instagram Reel'], audio: 'https://www.tiktok.com/music/Midnight-Drive-7301', tiktokSound: 'https://www.tiktok.com/music/Midnight-Drive-7301', invoiceAmount: 4000, entries: 2400, creators: 900, endDate: inDays(12), prizeRows: [{ key: '1st Place', value: 'The most-liked creator overall takes the headline prize.' }] },
  { slug: 'golden-hour', name: 'Golden Hour (Sped Up)', organizer: 'Sunny Ortiz', metric: 'views', prizes: ['Top 10 $100'], platforms: ['TikTok', 'YouTube Short'], audio: 'https://www.youtube.com/watch?v=goldenhour', invoiceAmount: 3000, entries: 1800, creators: 700, endDate: inDays(9) },
  { slug: 'paper-planes', name: 'Paper Planes Dance Challenge', organizer: 'The Kites', competitionType: 'Creative', prizes: ['1st Place $300', '2nd Place $150', '3rd Place $75'], platforms: ['TikTok', 'Instagram Reel', 'CapCut'], audio: '/demo/preview.wav', entries: 900, creators: 400, endDate: inDays(20) },
  { slug: 'neon-heart', name: 'Road to 500: Neon Heart', organizer: 'VOLT', competitionType: '555', prizes: ['Top 50 $20'], audio: '/demo/preview.wav', entries: 520, approvedShare: 0.94, creators: 480, endDate: inDays(30) },
  { slug: 'desert-nights', name: 'Stagecoach IRL: Desert Nights', organizer: 'Stagecoach × Chorus', kind: 'direct', category: 'stagecoach', event: 'Stagecoach Festival · Indio, CA', prizes: ['1st Place $1,000', '2nd-5th Place $100'], audio: 'https://www.tiktok.com/music/Desert-Nights-7302', entries: 600, creators: 300, endDate: inDays(25) },
  { slug: 'two-step', name: 'Stagecoach IRL: Two-Step', organizer: 'Stagecoach × Chorus', kind: 'direct', category: 'stagecoach', event: 'Stagecoach Festival · Indio, CA', prizes: ['1st Place $500', '2nd Place $200'], entries: 300, creators: 200, endDate: inDays(25) },
  { slug: 'sunday-drive', name: 'Quick Hit: Sunday Drive', organizer: 'Wes Hollow', kind: 'quick', prizes: ['1st Place $150', '2nd-3rd Place $50'], platforms: ['TikTok', 'Instagram Reel', 'YouTube Short', 'CapCut'], audio: 'https://www.instagram.com/reels/audio/sundaydrive', entries: 400, creators: 250, endDate: inDays(5) },
  { slug: 'velvet-skies', name: 'Velvet Skies', organizer: 'Marisol', kind: 'custom', color: '#7c3aed', prizes: ['1st Place $400', '2nd Place $200'], audio: '/demo/preview.wav', entries: 350, creators: 200, endDate: inDays(14) },
  { slug: 'backstage-pass', name: 'Backstage Pass', organizer: 'Rivet Records', isClosed: true, prizes: ['1st Place $750', '2nd Place $250'], takePct: 0.05, entries: 200, creators: 120, endDate: inDays(18) },
  { slug: 'summer-anthem', name: 'Summer Anthem', organizer: 'The Tidelines', kind: 'quick', marketingKey: 'laylo-summer-anthem', prizes: ['1st Place $250', '2nd Place $100'], audio: 'https://www.tiktok.com/music/Summer-Anthem-7303', entries: 450, creators: 260, endDate: inDays(16), promotions: [{ isActive: true, amountCents: 5_000 }] },
  { slug: 'tag-the-band', name: 'Fan Favorite: Tag the Band', organizer: 'Paper Lanterns', kind: 'quick', metric: 'followers', prizes: ['1st Place $100'], entries: 150, creators: 150, endDate: inDays(7) },
  { slug: 'euro-nights', name: 'Euro Nights', organizer: 'Kova', continents: ['Europe'], prizes: ['1st Place €-equivalent $300'], entries: 120, creators: 80, endDate: inDays(21) },
  { slug: 'hometown-hero', name: 'Hometown Hero', organizer: 'Cal Rivers', prizes: ['1st Place $300', '2nd Place $100'], hasEnded: true, entries: 300, creators: 150, endDate: inDays(-20) } as Demo,
  { slug: 'winter-lights', name: 'Winter Lights', organizer: 'Aurora June', prizes: ['1st Place $200', '2nd-3rd Place $50'], entries: 250, creators: 140, endDate: inDays(-3) },
];

const hostFor = (platform: string) =>
  ({ tiktok: 'https://www.tiktok.com', instagram: 'https://www.instagram.com', youtube: 'https://youtube.com', capcut: 'https://www.capcut.com' })[platform]!;
const pathFor = (platform: string, handle: string, id: number) =>
  platform === 'tiktok' ? `/@${handle}/video/${7_300_000_000 + id}` : platform === 'instagram' ? `/reel/C${id.toString(36)}` : platform === 'youtube' ? `/shorts/${id.toString(36)}x` : `/t/${id.toString(36)}`;

type Generated = Pick<typeof posts.$inferInsert, 'contestId' | 'email' | 'creator' | 'platform' | 'link' | 'postKey' | 'likes' | 'views' | 'followers' | 'creativityScore' | 'status'> & { createdAt: Date };

/**
 * The generated entries of every contest in one statement, in order (so ids are as inserting them row by row
 * gives): one array per column through `unnest`. Drizzle's multi-row VALUES in batches of 1,000 was most of the
 * seed (building each statement, then PostgreSQL parsing 12 parameters a row).
 */
async function insertGenerated(tx: Tx, rows: Generated[]): Promise<void> {
  const col = <K extends keyof Generated>(k: K) => sql.param(rows.map((r) => r[k]));
  await tx.execute(sql`
    insert into posts (contest_id, email, creator, platform, link, post_key, likes, views, followers, creativity_score, status, created_at)
    select * from unnest(${col('contestId')}::int[], ${col('email')}::text[], ${col('creator')}::text[], ${col('platform')}::text[],
      ${col('link')}::text[], ${col('postKey')}::text[], ${col('likes')}::bigint[], ${col('views')}::bigint[], ${col('followers')}::bigint[],
      ${col('creativityScore')}::int[], ${col('status')}::text[], ${sql.param(rows.map((r) => r.createdAt.toISOString()))}::timestamptz[])`);
}

/** Contests of every kind with thousands of entries, the demo creator's entries, and payments in both statuses. */
export async function seedContests(tx: Tx, ids: DemoIds, orgs: DemoOrganisations): Promise<void> {
  const random = rng(2026);
  const pool = Array.from({ length: 1200 }, (_, i) => {
    const name = SYLLABLES[Math.floor(random() * SYLLABLES.length)]! + SYLLABLES[Math.floor(random() * SYLLABLES.length)]! + SUFFIXES[i % SUFFIXES.length]!;
    return `${name}${i}`;
  });
  let postSeq = 0;
  const contestIds: Record<string, number> = {};
  const generated: Generated[] = [];
  for (const demo of contests) {
    const { slug, entries, approvedShare = 0.8, creators = 300, hasEnded = false, ...input } = demo as Demo & { hasEnded?: boolean };
    const parsed = contestInput.parse({ image: cover(slug), creativeDirection: creativeDirection(demo.name), ...input });
    const { prizeRows: rows, promotions: promos, ...cols } = parsed;
    // The label's contests are Nightshade Records'; the rest are assigned by their organiser's name (the trigger).
    const organisationId = cols.organizer.includes('Nightshade Records') ? orgs.nightshade : undefined;
    const [row] = await tx.insert(competitions).values({ ...cols, organisationId, hasEnded, startDate: inDays(-40) }).returning({ id: competitions.id });
    const contestId = row!.id;
    contestIds[slug] = contestId;
    if (rows.length) await tx.insert(prizeRows).values(rows.map((r) => ({ ...r, contestId })));
    if (promos.length) await tx.insert(promotions).values(promos.map((p) => ({ ...p, contestId })));

    const handleOnly = !['likes', 'views'].includes(parsed.metric);
    const plats = parsed.platforms.map((p) => ({ TikTok: 'tiktok', 'YouTube Short': 'youtube', 'Instagram Reel': 'instagram', CapCut: 'capcut' })[p]!);
    const values: Generated[] = [];
    for (let i = 0; i < entries; i++) {
      const creator = pool[Math.floor(random() * Math.min(creators, pool.length))]!;
      const platform = handleOnly ? '' : plats[Math.floor(random() * plats.length)]!;
      const id = ++postSeq;
      const popularity = random() ** 3;
      const link = handleOnly ? null : `${hostFor(platform)}${pathFor(platform, creator, id)}`;
      const roll = random();
      values.push({
        contestId,
        email: `${creator}@fans.chorus.test`,
        creator,
        platform,
        link,
        postKey: link ? postKey(link) : null,
        likes: Math.round(popularity * 250_000),
        views: Math.round(popularity * 2_400_000 + random() * 5000),
        // Handle contests rank by the account's followers (no extra draw, so the rest of the demo stays as it was).
        followers: handleOnly ? Math.round(popularity * 1_200_000) : 0,
        creativityScore: parsed.competitionType === 'Creative' ? Math.round(random() * 100) : 0,
        status: roll < approvedShare ? 'approved' : roll < approvedShare + 0.03 ? 'rejected' : 'in_review',
        createdAt: new Date(Date.now() - random() * 30 * DAY),
      });
    }
    if (parsed.competitionType === '555') {
      // Near its cap: exactly 488 approved of the entries, the rest in review.
      values.forEach((v, i) => (v.status = i < 488 ? 'approved' : 'in_review'));
    }
    generated.push(...values);
  }
  await insertGenerated(tx, generated);

  // The demo creator's own entries: live ones in review and approved, and winning entries in ended contests.
  const maya = { contactId: ids.maya, email: 'creator@chorus.test', creator: 'mayamoves', platform: 'tiktok' };
  const mine: (typeof posts.$inferInsert)[] = [
    { ...maya, contestId: contestIds['midnight-drive']!, link: 'https://www.tiktok.com/@mayamoves/video/7311000000000000001', likes: 182_400, views: 1_904_000, status: 'approved' },
    { ...maya, contestId: contestIds['midnight-drive']!, link: 'https://www.tiktok.com/@mayamoves/video/7311000000000000002', likes: 36_100, views: 402_000, status: 'approved' },
    { ...maya, contestId: contestIds['paper-planes']!, link: 'https://www.tiktok.com/@mayamoves/video/7311000000000000003', status: 'in_review' },
    { ...maya, contestId: contestIds['hometown-hero']!, link: 'https://www.tiktok.com/@mayamoves/video/7311000000000000004', likes: 260_000, views: 2_800_000, status: 'approved' },
    { ...maya, contestId: contestIds['winter-lights']!, link: 'https://www.tiktok.com/@mayamoves/video/7311000000000000005', likes: 255_000, views: 2_500_000, status: 'approved' },
  ];
  await tx.insert(posts).values(mine.map((p) => ({ ...p, postKey: postKey(p.link!) })));

  for (const id of Object.values(contestIds)) {
    await recount(tx, id);
    await refreshLeaderboard(tx, id);
  }
  await tx.execute(sql`update competitions set last_updated = now() - interval '2 hours'`);

  await tx.insert(paymentEmails).values({ contactId: ids.maya, email: 'maya.lopez.pay@chorus.test', status: 'Confirmed', confirmedAt: inDays(-60) });
  const paid = { contactId: ids.maya, contactEmail: 'creator@chorus.test', paymentEmail: 'maya.lopez.pay@chorus.test', place: 1 };
  await tx.insert(contestPayments).values([
    { ...paid, contestId: contestIds['hometown-hero']!, grossCents: 30_000, amountCents: 27_750, status: 'Paid', updatedAt: inDays(-15) },
    { ...paid, contestId: contestIds['winter-lights']!, grossCents: 20_000, amountCents: 18_500, status: 'To Be Paid', updatedAt: inDays(-2) },
  ]);
}
