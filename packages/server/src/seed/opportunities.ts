import { inArray, like } from 'drizzle-orm';
import type { Tx } from '../db/open.ts';
import { contactPlatforms, contacts, credentials, legalApprovals, legalDocuments, opportunities, opportunityFields } from '../db/schema.ts';
import { hashPassword } from '../lib/tokens.ts';
import { DEMO_PASSWORD, type DemoIds } from './identity.ts';

/** A demo creator who never accepted the terms and has no address yet: the dashboard's first-visit path (e2e/dashboard.spec.ts). */
export const DEMO_NEWCOMER = 'lena.park@chorus.test';

const DAY = 24 * 60 * 60 * 1000;

const demo = [
  {
    title: 'Demo: Midnight Drive dance testers',
    publicTitle: 'Dance testers for “Midnight Drive”',
    shortDescription: 'Try the hook before release and tell us which move works best.',
    description: 'We are looking for dancers to test three moves for the Midnight Drive challenge before it goes live. Chosen creators are told by text, email and in the app.',
    imageUrl: '/demo/covers/midnight-drive.svg',
    partnerName: 'Northline Records',
    platformId: 4,
    days: 21,
    fields: [
      { label: 'Which move would you film first, and why?', name: 'favouriteMove' },
      { label: 'Your audience in one sentence', name: 'audience' },
    ],
  },
  {
    title: 'Demo: Golden Hour lyric edits',
    publicTitle: 'Lyric video editors wanted',
    shortDescription: 'CapCut editors for a lyric-video template.',
    description: 'Make a short lyric edit with the Golden Hour template; the best become the official template.',
    imageUrl: '/demo/covers/golden-hour.svg',
    partnerName: 'Sunset Audio',
    platformId: 8,
    days: 10,
    fields: [{ label: 'Link to an edit you are proud of', name: 'portfolio' }],
  },
  {
    title: 'Demo: Hometown Hero street team',
    publicTitle: 'Street team for “Hometown Hero”',
    shortDescription: 'Share the single with your city and tell us where your fans are.',
    description: 'Join the street team for Hometown Hero: post once a week during the release month.',
    imageUrl: '/demo/covers/hometown-hero.svg',
    partnerName: 'Chorus',
    platformId: 1,
    days: 30,
    fields: [
      { label: 'Your city', name: 'city' },
      { label: 'How often do you post?', name: 'frequency' },
    ],
  },
];

export async function removeDemoOpportunities(tx: Tx): Promise<void> {
  await tx.delete(opportunities).where(like(opportunities.title, 'Demo: %'));
  await tx.delete(contacts).where(inArray(contacts.emailPrimary, [DEMO_NEWCOMER]));
}

/**
 * Demo opportunities (open for weeks from the seeding), and the demo people's first visit already done: they
 * accepted the current terms and privacy policy and confirmed their details, so other walkthroughs are not
 * stopped by the dashboard's modals. Lena is the one who has not: she sees them in order.
 */
export async function seedOpportunities(tx: Tx, ids: DemoIds, now = new Date()): Promise<void> {
  for (const o of demo) {
    const { fields, days, ...row } = o;
    const [made] = await tx
      .insert(opportunities)
      .values({ ...row, endDate: new Date(now.getTime() + days * DAY), surveyUrl: 'https://example.com/chorus-survey' })
      .returning({ id: opportunities.id });
    await tx.insert(opportunityFields).values(fields.map((f, i) => ({ opportunityId: made!.id, ...f, sortOrder: i })));
  }
  const people = Object.values(ids);
  const docs = await tx.select({ id: legalDocuments.id }).from(legalDocuments);
  for (const contactId of people) for (const d of docs) await tx.insert(legalApprovals).values({ contactId, documentId: d.id }).onConflictDoNothing();
  await tx.update(contacts).set({ informationConfirmedAt: now }).where(inArray(contacts.id, people));

  const [lena] = await tx
    .insert(contacts)
    .values({ contactType: 'creator', firstName: 'Lena', lastName: 'Park', emailPrimary: DEMO_NEWCOMER, emailConfirmedAt: now, birthday: '2000-05-20' })
    .returning({ id: contacts.id });
  await tx.insert(credentials).values({ contactId: lena!.id, username: DEMO_NEWCOMER, passwordHash: await hashPassword(DEMO_PASSWORD) });
  await tx.insert(contactPlatforms).values({ contactId: lena!.id, platformId: 4, handle: 'lenaparkdance', followers: 12_400, songRateCents: 1_000, brandRateCents: 2_000 });
}
