import { contactPlatforms, paymentEmails, posts } from '../../db/schema.ts';
import { mailServiceOf } from '../../plugins/mail.ts';
import { signUnsubscribeToken } from '../../repositories/notification-preferences.ts';
import { createEntrySession } from '../../lib/entry-tokens.ts';
import { issueTokenWithId } from '../../repositories/account-tokens.ts';
import { endContest } from '../../repositories/contest-payments.ts';
import { createSession } from '../../repositories/sessions.ts';
import { accountFuzzFixtures, type AccountFuzzFixtures } from '../../testing/account-fuzz.ts';
import type { TestApp } from '../../testing/app.ts';
import { adminCampaignFuzzFixtures, type AdminCampaignFuzzFixtures } from '../../testing/campaign-admin-fuzz.ts';
import { campaignFuzzFixtures, type CampaignFuzzFixtures } from '../../testing/campaign-fuzz.ts';
import { approvedEntries, makeContact, makeContest, type MadeContact } from '../../testing/factories.ts';
import { liveFuzzFixtures, type LiveFuzzFixtures } from '../../testing/live-fixtures.ts';
import { opportunityFuzzFixtures, type OpportunityFuzzFixtures } from '../../testing/opportunity-fuzz.ts';
import { paymentFuzzFixtures, type PaymentFuzzFixtures } from '../../testing/payment-fuzz.ts';
import { orgFuzzFixtures, type OrgFuzzFixtures } from '../../testing/org-fuzz.ts';

/** What the valid requests refer to: made fresh for each operation (fuzz-suite.ts). */
export interface Fixtures {
  /** A live direct contest with a marketing key: creators and visitors may enter it, and sign up. */
  contest: number;
  entry: number;
  payment: number;
  /** A prize won by a visitor (no payment email): one to remind. */
  remindable: number;
  /** An ended contest with a judged award ('Best Dance') and an approved entry to choose for it. */
  award: { contest: number; entry: number };
  admin: { id: number; email: string; token: string };
  /** A handle of the organiser's: a signed-in entry must name one of the entrant's own. */
  entryHandle: string;
  /** The organiser's contest-entry token (an embed's sign-in): the only kind the embed's entry call takes. */
  entryToken: string;
  /** Unused emailed links, one per role that sends a valid request (a valid confirmation uses its link). */
  links: { reset: { token: string; id: number }[]; confirm: { contactId: number; uid: string }[] };
  next(): number;
  /** Offers of the organiser's own at each stage a campaign call needs, and a stored file of theirs. */
  campaigns: CampaignFuzzFixtures;
  /** A throwaway creator and manager with sessions, a roster creator, a profile, links and files of the account calls. */
  account: AccountFuzzFixtures;
  /** The organiser's campaign, an offer at the stage each organiser step needs, a payment To Be Paid. */
  adminCampaigns: AdminCampaignFuzzFixtures;
  /** A notification of the organiser's own, a contact to notify, a campaign offer and its conversation. */
  live: LiveFuzzFixtures;
  /** The organiser's own payment emails to resend and confirm, a campaign payment, a payout batch (payment-fuzz.ts). */
  payments: PaymentFuzzFixtures;
  /** A fresh opportunity and a handle of the organiser's (help wanted, explore). */
  opportunities: OpportunityFuzzFixtures;
  /** The organisation staff's session works in (/orgapi), a member to change, a login to add, a pending request. */
  org: OrgFuzzFixtures;
  /** A signed unsubscribe link's token of the organiser's (news by mail). */
  unsubscribeToken: string;
}

/**
 * Fresh data for one operation: an earlier operation may have deleted, ended or paid what this one needs. `next`
 * numbers names and links so that no two collide.
 */
export async function freshFixtures(t: TestApp, adminContact: MadeContact, next: () => number): Promise<Fixtures> {
  // Payments first: its batch takes every payment owed to a confirmed email, so the prize and campaign payments
  // made below stay out of it (a payment in a batch is paid with its batch, not on its own).
  const payments = await paymentFuzzFixtures(t.db, adminContact.id);
  const c = await makeContest(t.db, { kind: 'direct', marketingKey: 'fuzz-key', name: `Fuzz target ${next()}` });
  const [entryRow] = await t.db
    .insert(posts)
    .values({ contestId: c.id, email: 'target@example.test', creator: 'target', platform: 'tiktok', link: `https://www.tiktok.com/@target/video/${next()}` })
    .returning({ id: posts.id });
  const paid = await makeContest(t.db, { name: `Fuzz payout ${next()}` });
  // The winner has a confirmed payment email, so the payment may be marked paid.
  const winner = await makeContact(t.db);
  await t.db.insert(paymentEmails).values({ contactId: winner.id, email: `pay.${winner.email}`, status: 'Confirmed', confirmedAt: new Date() });
  await approvedEntries(t.db, paid.id, [{ creator: `winner${next()}`, likes: 5, email: winner.email, contactId: winner.id }]);
  const [payment] = await endContest(t.db, paid.id);
  const judged = await makeContest(t.db, { name: `Fuzz award ${next()}`, prizes: ['1st Place $10', 'Best Dance $5'] });
  const [awardEntry] = await approvedEntries(t.db, judged.id, [{ creator: `dancer${next()}`, likes: 2 }]);
  const [remindable] = await endContest(t.db, judged.id);
  // A fresh admin session too: the fuzz of logout revokes the one it is sent with.
  const { token } = await createSession(t.db, adminContact.id, false);
  const org = await orgFuzzFixtures(t.db, token);
  // Emailed links: resets and confirmations of a throwaway contact (no login: no password to hash per operation).
  const joiner = await makeContact(t.db, { emailConfirmedAt: null, login: false });
  const resetOwner = joiner;
  const links: Fixtures['links'] = { reset: [], confirm: [] };
  for (let i = 0; i < 2; i++) {
    links.reset.push(await issueTokenWithId(t.db, { purpose: 'password_reset', contactId: resetOwner.id, ttlMs: 3_600_000 }));
    const confirm = await issueTokenWithId(t.db, { purpose: 'confirm_account', contactId: joiner.id, ttlMs: 3_600_000 });
    links.confirm.push({ contactId: joiner.id, uid: confirm.token });
  }
  const campaigns = await campaignFuzzFixtures(t.db, t.config, adminContact.id);
  const account = await accountFuzzFixtures(t.db, t.config);
  const adminCampaigns = await adminCampaignFuzzFixtures(t.db, t.config);
  const live = await liveFuzzFixtures(t.db, adminContact.id, (await makeContact(t.db)).id);
  const opportunities = await opportunityFuzzFixtures(t.db, adminContact.id);
  const entryToken = (await createEntrySession(t.db, adminContact.id)).token;
  const entryHandle = `fuzzentry${next()}`;
  const unsubscribeToken = signUnsubscribeToken(mailServiceOf(t.db).linkSecret, adminContact.id, 'news');
  await t.db.insert(contactPlatforms).values({ contactId: adminContact.id, platformId: 4, handle: entryHandle });
  return { contest: c.id, entry: entryRow!.id, payment: payment!.id, remindable: remindable!.id, admin: { ...adminContact, token }, award: { contest: judged.id, entry: awardEntry! }, entryHandle, entryToken, links, next, campaigns, account, adminCampaigns, payments, opportunities, live, org, unsubscribeToken };
}
