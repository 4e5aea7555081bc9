import {
  describePrize,
  feePct,
  FEE_LABEL,
  isMilestone,
  MILESTONE_CAP,
  netCents,
  parsePrizes,
  prizeTotalCents,
  type ContestDetail,
  type ContestSummary,
  type LeaderboardRow,
} from '@chorus/core';

/** In-memory contests shaped like the API's, for tests and stories (no server needed). */

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

type Seed = Partial<ContestDetail> & Pick<ContestDetail, 'id' | 'name' | 'organizer'>;

/** A full contest detail from a few fields; prizes, fee and milestone are derived as the server derives them. */
export function makeContest(seed: Seed): ContestDetail {
  const base = {
    image: null,
    audio: null,
    event: null,
    category: null,
    kind: 'standard' as const,
    isActive: true,
    isClosed: false,
    isDirect: false,
    hasEnded: false,
    startDate: inDays(-20),
    endDate: inDays(12),
    competitionType: 'Likes',
    metric: 'likes',
    platforms: ['TikTok'],
    takePct: null,
    color: null,
    prizes: ['1st Place $500', '2nd Place $250', '3rd-10th Place $50'],
    entriesCount: 2400,
    approvedCount: 1900,
    creativeDirection:
      '<p>Use <strong>the song</strong> in a short video that feels like you.</p><ul><li>Keep the hook audible for 10 seconds.</li><li>Tag the artist.</li></ul>',
    tiktokSound: null,
    instagramSound: null,
    tiktok: null,
    instagram: null,
    spotify: null,
    hasMarketingKey: false,
    promotions: [],
    lastUpdated: inDays(-0.1),
    ...seed,
  };
  const pct = feePct(base);
  const prizeLines = parsePrizes(base.prizes).map((p) => ({
    ...p,
    netCents: netCents(p.amountCents, pct),
    description: describePrize(p, base.metric),
  }));
  return {
    ...base,
    isDirect: base.kind === 'direct',
    prizeTotalCents: prizeTotalCents(base.prizes),
    prizeLines,
    feePct: pct,
    feeLabel: pct > 0 ? FEE_LABEL : null,
    milestone: seed.milestone !== undefined ? seed.milestone : isMilestone(base) ? { approved: base.approvedCount, cap: MILESTONE_CAP } : null,
  };
}

/** The list shape of a contest (what cards show). */
export function toSummary(c: ContestDetail): ContestSummary {
  const { id, name, organizer, image, audio, event, category, kind, isActive, isClosed, isDirect, hasEnded, startDate, endDate } = c;
  const { competitionType, metric, platforms, takePct, color, prizes, prizeTotalCents: total, entriesCount, approvedCount } = c;
  return {
    ...{ id, name, organizer, image, audio, event, category, kind, isActive, isClosed, isDirect, hasEnded, startDate, endDate },
    ...{ competitionType, metric, platforms, takePct, color, prizes, prizeTotalCents: total, entriesCount, approvedCount },
  };
}

const cover = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="520" cy="70" r="120" fill="#fff" opacity=".12"/><circle cx="90" cy="330" r="160" fill="#000" opacity=".10"/></svg>`,
  )}`;

export const fixtures = {
  standard: makeContest({ id: 1, name: 'Midnight Drive', organizer: 'Luna Vale · Nightshade Records', image: cover('#4a2ee0', '#ff6b4a'), audio: 'https://www.tiktok.com/music/Midnight-Drive-7301', platforms: ['TikTok', 'Instagram Reel'] }),
  views: makeContest({ id: 2, name: 'Golden Hour (Sped Up)', organizer: 'Sunny Ortiz', metric: 'views', prizes: ['Top 10 $100'], platforms: ['TikTok', 'YouTube Short'], image: cover('#f5b83d', '#d9822b'), audio: 'https://www.youtube.com/watch?v=goldenhour', endDate: inDays(9) }),
  creative: makeContest({ id: 3, name: 'Paper Planes Dance Challenge', organizer: 'The Kites', competitionType: 'Creative', prizes: ['1st Place $300', '2nd Place $150', '3rd Place $75', '4th Place $50', '5th Place $25'], platforms: ['TikTok', 'Instagram Reel', 'CapCut'], image: cover('#2bb3a3', '#137a8a'), audio: '/demo/preview.wav', endDate: inDays(20) }),
  milestone: makeContest({ id: 4, name: 'Road to 500: Neon Heart', organizer: 'VOLT', competitionType: '555', prizes: ['Top 50 $20'], image: cover('#d46bd9', '#5b3df5'), audio: '/demo/preview.wav', approvedCount: 488, entriesCount: 520, endDate: inDays(30) }),
  direct: makeContest({ id: 5, name: 'Stagecoach IRL: Desert Nights', organizer: 'Stagecoach × Chorus', kind: 'direct', category: 'stagecoach', event: 'Stagecoach Festival · Indio, CA', prizes: ['1st Place $1,000', '2nd-5th Place $100'], image: cover('#e5533d', '#f5b83d'), endDate: inDays(25) }),
  quick: makeContest({ id: 6, name: 'Quick Hit: Sunday Drive', organizer: 'Wes Hollow', kind: 'quick', prizes: ['1st Place $150', '2nd-3rd Place $50'], platforms: ['TikTok', 'Instagram Reel', 'YouTube Short', 'CapCut'], image: cover('#5c8dff', '#2350c8'), audio: 'https://www.instagram.com/reels/audio/sundaydrive', endDate: inDays(5) }),
  custom: makeContest({ id: 7, name: 'Velvet Skies', organizer: 'Marisol', kind: 'custom', color: '#7c3aed', prizes: ['1st Place $400', '2nd Place $200'], image: cover('#7c3aed', '#1e1b4b'), audio: '/demo/preview.wav', endDate: inDays(14) }),
  exclusive: makeContest({ id: 8, name: 'Backstage Pass', organizer: 'Rivet Records', isClosed: true, prizes: ['1st Place $750', '2nd Place $250'], takePct: 0.05, image: cover('#16132a', '#5c5873'), endDate: inDays(18) }),
  marketing: makeContest({ id: 9, name: 'Summer Anthem', organizer: 'The Tidelines', kind: 'quick', hasMarketingKey: true, prizes: ['1st Place $250', '2nd Place $100'], image: cover('#ff8a65', '#e5533d'), promotions: [{ isActive: true, amountCents: 5_000 }], endDate: inDays(16) }),
  handle: makeContest({ id: 10, name: 'Fan Favorite: Tag the Band', organizer: 'Paper Lanterns', kind: 'quick', metric: 'followers', prizes: ['1st Place $100'], image: cover('#137a8a', '#2bb3a3'), endDate: inDays(7) }),
  ended: makeContest({ id: 11, name: 'Hometown Hero', organizer: 'Cal Rivers', prizes: ['1st Place $300', '2nd Place $100'], hasEnded: true, endDate: inDays(-20), image: cover('#857f99', '#5c5873') }),
  inactive: makeContest({ id: 12, name: 'Coming Soon: Tidal', organizer: 'Marea', isActive: false, image: cover('#2350c8', '#137a8a') }),
} satisfies Record<string, ContestDetail>;

export const fixtureList: ContestDetail[] = Object.values(fixtures);

const HANDLES = ['mayamoves', 'kai.dance', 'solvibes', 'ashbeats', 'lulo_official', 'zenra.tv', 'noxdaily', 'elamo_xo', 'rikai', 'beeash'];

/** `count` leaderboard rows ranked by the contest's metric, deterministic. */
export function makeLeaderboard(contest: Pick<ContestDetail, 'platforms' | 'metric' | 'competitionType'>, count: number): LeaderboardRow[] {
  const plats = contest.platforms.map((p) => ({ TikTok: 'tiktok', 'YouTube Short': 'youtube', 'Instagram Reel': 'instagram', CapCut: 'capcut' })[p] ?? 'tiktok');
  const handle = !['likes', 'views'].includes(contest.metric);
  return Array.from({ length: count }, (_, i) => {
    const creator = `${HANDLES[i % HANDLES.length]}${i >= HANDLES.length ? i : ''}`;
    const platform = handle ? '' : plats[i % plats.length]!;
    const likes = Math.round(1_250_000 / (i + 1) ** 1.1);
    return {
      rank: i + 1,
      creator,
      platform,
      link: handle ? null : `https://www.tiktok.com/@${creator}/video/73110000000${String(i).padStart(5, '0')}`,
      likes,
      views: likes * 11 + 317,
      followers: Math.round(likes / 3),
      posts: 1 + ((i * 7) % 5),
      creativityScore: contest.competitionType === 'Creative' ? 98 - i : 0,
    };
  });
}
