import type { Db } from '../db/open.ts';
import { campaignPayments, paymentEmails } from '../db/schema.ts';
import { issueTokenWithId } from '../repositories/account-tokens.ts';
import { createBatch } from '../repositories/payouts.ts';
import { makeCampaign, makeOffer } from './campaign-factories.ts';
import { makeContact } from './factories.ts';
import { FUZZ_ORGANISATION, fuzzOrganisation } from './org-fuzz.ts';

// What the fuzz (routes/fuzz.test.ts) needs for the payment routes, for the organiser's own account (the fuzz's
// signed-in role): Pending payment emails to resend, payment email links to confirm and undo, a campaign payment for the
// timeline, a payout batch, and one more payment owed so a new batch can be created.

export interface PaymentFuzzFixtures {
  resend: { uid: string; contactPaymentEmailId: number }[];
  confirm: { token: string; uid: string; contactPaymentEmailId: number }[];
  /** The link the current confirm request names (its query is built before its body). */
  current?: { token: string; uid: string; contactPaymentEmailId: number };
  /** Owner's undo links of Pending payment emails, and the one the current undo request names. */
  undo: { token: string; uid: string; contactPaymentEmailId: number }[];
  currentUndo?: { token: string; uid: string; contactPaymentEmailId: number };
  campaignPaymentId: number;
  batchId: number;
}

async function owedPayment(db: Db, contactId: number) {
  // In the fuzz's organisation, so its owner's /orgapi batch has something to take.
  const c = await makeCampaign(db, { brandName: FUZZ_ORGANISATION });
  const o = await makeOffer(db, { contactId, campaignId: c.id, state: 'completed' });
  const [p] = await db.insert(campaignPayments).values({ offerId: o.id, contactId, amountCents: o.rateCents, status: 'Pending' }).returning();
  return p!;
}

export async function paymentFuzzFixtures(db: Db, adminId: number): Promise<PaymentFuzzFixtures> {
  await db.insert(paymentEmails).values({ contactId: adminId, email: `fuzz.pay.${adminId}@example.test`, status: 'Confirmed', confirmedAt: new Date() });
  const fx: PaymentFuzzFixtures = { resend: [], confirm: [], undo: [], campaignPaymentId: 0, batchId: 0 };
  for (let i = 0; i < 3; i++) {
    const [r] = await db.insert(paymentEmails).values({ contactId: adminId, email: `fuzz.resend.${i}@example.test`, status: 'Pending' }).returning();
    fx.resend.push({ uid: r!.uid, contactPaymentEmailId: r!.id });
    // Each link of its own contact: confirming one ends every other link of its contact (one live link a contact),
    // and the visitor's valid request confirms before the organiser's.
    const owner = await makeContact(db, { login: false });
    const [c] = await db.insert(paymentEmails).values({ contactId: owner.id, email: `fuzz.confirm.${i}@example.test`, status: 'Pending' }).returning();
    const { token } = await issueTokenWithId(db, { purpose: 'payment_email', contactId: owner.id, detail: { paymentEmailId: c!.id, uid: c!.uid }, ttlMs: 3_600_000 });
    fx.confirm.push({ token, uid: c!.uid, contactPaymentEmailId: c!.id });
    const [u] = await db.insert(paymentEmails).values({ contactId: adminId, email: `fuzz.undo.${i}@example.test`, status: 'Pending' }).returning();
    const undo = await issueTokenWithId(db, { purpose: 'payment_email_undo', contactId: adminId, detail: { paymentEmailId: u!.id, uid: u!.uid }, ttlMs: 3_600_000 });
    fx.undo.push({ token: undo.token, uid: u!.uid, contactPaymentEmailId: u!.id });
  }
  fx.campaignPaymentId = (await owedPayment(db, adminId)).id;
  fx.batchId = (await createBatch(db, (await fuzzOrganisation(db)).scope)).id;
  await owedPayment(db, adminId);
  return fx;
}

type Fx = { payments: PaymentFuzzFixtures };

export const validPaymentQueries: Record<string, (fx: Fx) => Record<string, string>> = {
  'POST /creatorapi/confirmPaymentEmail': (fx) => {
    fx.payments.current = fx.payments.confirm.pop() ?? fx.payments.current;
    return { token: fx.payments.current!.token };
  },
  'POST /creatorapi/undoPaymentEmail': (fx) => {
    fx.payments.currentUndo = fx.payments.undo.pop() ?? fx.payments.currentUndo;
    return { token: fx.payments.currentUndo!.token };
  },
};

export const validPaymentBodies: Record<string, (fx: Fx) => object> = {
  'POST /creatorapi/contact/requestchangepaymentinfo': () => ({ email: `fuzz.new.${Math.random().toString(36).slice(2, 10)}@example.test` }),
  'POST /creatorapi/resend-payment-email': (fx) => fx.payments.resend.pop() ?? { uid: '00000000-0000-4000-8000-000000000000', contactPaymentEmailId: 1 },
  'POST /creatorapi/confirmPaymentEmail': (fx) => {
    const link = fx.payments.current!;
    return { uid: link.uid, isEmailConfirmed: true, contactPaymentEmailId: link.contactPaymentEmailId };
  },
  'POST /creatorapi/undoPaymentEmail': (fx) => {
    const link = fx.payments.currentUndo!;
    return { uid: link.uid, contactPaymentEmailId: link.contactPaymentEmailId };
  },
  'POST /adminapi/payouts': () => ({}),
  'POST /orgapi/payouts': () => ({}),
};

/** The timeline's payment, the payout batch; undefined for other paths. */
export function paymentPathValue(path: string, fx: Fx): string | undefined {
  if (path.startsWith('/creatorapi/payments/')) return String(fx.payments.campaignPaymentId);
  if (path.startsWith('/adminapi/payouts/') || path.startsWith('/orgapi/payouts/')) return String(fx.payments.batchId);
  return undefined;
}
