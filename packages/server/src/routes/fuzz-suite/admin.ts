import { FUZZ_ORGANISATION } from '../../testing/org-fuzz.ts';
import type { Fixtures } from './fixtures.ts';

// ---- Valid requests of the organiser's contest routes (/adminapi); campaigns and payments are in testing/ ----

/** A complete contest, every field set, with a fresh name. */
const contest = (fx: Fixtures) => ({
  name: `Fuzz ${fx.next()}`,
  organizer: 'Fuzz Label',
  kind: 'direct',
  image: 'https://example.test/cover.png',
  audio: '/demo/sound.mp3',
  event: 'Live',
  category: 'fuzz',
  isActive: true,
  isClosed: false,
  startDate: '2026-01-01T00:00:00Z',
  endDate: '2099-12-31',
  creativeDirection: 'Dance to it',
  prizes: ['1st Place $100', '2nd-3rd Place $50'],
  tiktokSound: 'https://www.tiktok.com/music/fuzz',
  instagramSound: 'https://www.instagram.com/reels/audio/1',
  tiktok: 'https://www.tiktok.com/@fuzz',
  instagram: 'https://www.instagram.com/fuzz',
  spotify: 'https://open.spotify.com/artist/fuzz',
  competitionType: 'Likes',
  marketingKey: 'fuzz-key',
  platforms: ['TikTok', 'Instagram Reel'],
  takePct: 0.1,
  metric: 'likes',
  invoiceAmount: 1000,
  countries: ['US'],
  continents: ['North America'],
  color: '#1a2b3c',
  prizeRows: [{ key: '1st', value: 'The winner' }],
  promotions: [{ isActive: true, amountCents: 500 }],
});

const staffBodies: Record<string, (fx: Fixtures) => object> = {
  'POST /adminapi/contests': contest,
  'PATCH /adminapi/contests/{id}': contest,
  'POST /adminapi/entries/approve': (fx) => ({ ids: [fx.entry] }),
  'POST /adminapi/entries/reject': (fx) => ({ ids: [fx.entry] }),
  'POST /adminapi/entries/delete': (fx) => ({ ids: [fx.entry] }),
  'POST /adminapi/contests/{id}/metrics': (fx) => ({ metrics: [{ id: fx.entry, likes: 10, views: 100, creativityScore: 50 }] }),
  'POST /adminapi/contests/{id}/awards': (fx) => ({ award: 'Best Dance', entryId: fx.award.entry }),
  'POST /adminapi/contests/{id}/reopen': () => ({ endDate: new Date(Date.now() + 30 * 86_400_000).toISOString() }),
};

/**
 * Staff's bodies, and the same for the organisation's routes (/orgapi mounts the same handlers, issue 21), where a
 * contest shows the organisation's own name (another organisation's, like staff's 'Fuzz Label', is refused).
 */
const ownName = (body: object) => ('organizer' in body ? { ...body, organizer: FUZZ_ORGANISATION } : body);
export const adminBodies: Record<string, (fx: Fixtures) => object> = {
  ...staffBodies,
  ...Object.fromEntries(Object.entries(staffBodies).map(([key, body]) => [key.replace(' /adminapi/', ' /orgapi/'), (fx: Fixtures) => ownName(body(fx))])),
};
