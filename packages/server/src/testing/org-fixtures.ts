import { eq } from 'drizzle-orm';
import type { OrganisationRole } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { organisationMembers, organisations, paymentEmails, posts } from '../db/schema.ts';
import type { Scope } from '../lib/http.ts';
import { issueTokenWithId } from '../repositories/account-tokens.ts';
import { endContest } from '../repositories/contest-payments.ts';
import { createBatch } from '../repositories/payouts.ts';
import { contestInput, type ContestInput } from '@chorus/core';
import { publicChanged } from '../lib/public-cache.ts';
import { createContest } from '../repositories/contest-admin.ts';
import { approvedEntries, makeContact, type MadeContact } from './factories.ts';

/** Organisations for tests (issue 21): made straight in the database, approved unless told otherwise. */

let seq = 0;

export interface MadeOrganisation {
  id: number;
  name: string;
  /** Its scope, as route() would make it for one of its members (tests call repositories with it). */
  scope: Scope;
}

export async function makeOrganisation(db: Db, opts: { name?: string; status?: 'pending' | 'approved' | 'denied' } = {}): Promise<MadeOrganisation> {
  const n = ++seq;
  const name = opts.name ?? `Org ${n} ${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await db
    .insert(organisations)
    .values({ name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), status: opts.status ?? 'approved' })
    .returning({ id: organisations.id });
  return { id: row!.id, name, scope: { organisationId: row!.id } as Scope };
}

/** An organiser login with this role in the organisation. */
export async function makeMember(db: Db, org: MadeOrganisation, role: OrganisationRole): Promise<MadeContact> {
  const c = await makeContact(db, { contactType: 'organiser' });
  await db.insert(organisationMembers).values({ organisationId: org.id, contactId: c.id, role });
  return c;
}

/** A contest of the organisation, made as its members' creates are (in its scope). */
export async function orgContest(db: Db, org: MadeOrganisation, input: Partial<ContestInput> = {}) {
  const row = await createContest(db, org.scope, contestInput.parse({ name: `Contest of ${org.name} ${++seq}`, organizer: org.name, prizes: ['1st Place $100'], ...input }));
  publicChanged(db, [row.id]);
  return row;
}

/** An entry in review in the contest. */
export async function entryIn(db: Db, contestId: number): Promise<number> {
  const n = ++seq;
  const [row] = await db
    .insert(posts)
    .values({ contestId, email: `fan${n}@fans.test`, creator: `fan${n}x`, platform: 'tiktok', link: `https://www.tiktok.com/@fan${n}x/video/${Date.now()}${n}` })
    .returning({ id: posts.id });
  return row!.id;
}

/** An ended contest of the organisation whose winner (a creator with a confirmed payment email) is owed its prize. */
export async function owedPaymentIn(db: Db, org: MadeOrganisation): Promise<{ contestId: number; paymentId: number }> {
  const contest = await orgContest(db, org, { prizes: ['1st Place $10', 'Best Dance $5'] });
  const winner = await makeContact(db);
  await db.insert(paymentEmails).values({ contactId: winner.id, email: `pay.${winner.email}`, status: 'Confirmed', confirmedAt: new Date() });
  await approvedEntries(db, contest.id, [{ creator: `winner${++seq}`, likes: 10, email: winner.email, contactId: winner.id }]);
  const [payment] = await endContest(db, contest.id);
  return { contestId: contest.id, paymentId: payment!.id };
}

/** A payout batch of the organisation holding a fresh owed payment. */
export async function batchIn(db: Db, org: MadeOrganisation): Promise<number> {
  await owedPaymentIn(db, org);
  return (await createBatch(db, org.scope)).id;
}

export async function organisationRow(db: Db, id: number) {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
  return row!;
}

/** An invitation to the organisation, as an owner's would be mailed: its link's id and token. */
export async function inviteTo(db: Db, org: MadeOrganisation, email: string, role: OrganisationRole = 'viewer') {
  const { id, token } = await issueTokenWithId(db, { purpose: 'organisation_invite', contactId: null, detail: { organisationId: org.id, role, email }, ttlMs: 3_600_000 });
  return { inviteId: id, inviteToken: token };
}
