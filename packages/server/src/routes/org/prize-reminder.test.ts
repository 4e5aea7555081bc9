import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organiserMessages } from '@chorus/core';
import { mailOutbox } from '../../db/schema.ts';
import { endContest } from '../../repositories/contest-payments.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { approvedEntries, auth, loginAs } from '../../testing/factories.ts';
import { makeMember, makeOrganisation, orgContest, owedPaymentIn } from '../../testing/org-fixtures.ts';

// The studio's Winners tab (issue 21): a winner who lacks a confirmed payment email cannot be paid, and an editor
// reminds them by mail, at most once a day per prize, even when two editors click at once.
describe.each(dbKinds)('reminding a winner to confirm a payment email on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const remind = (headers: Record<string, string>, id: number) => t.app.inject({ method: 'POST', url: `/orgapi/contest-payments/${id}/remind`, headers });
  const reminders = async (to: string) => t.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, 'prize-payment-reminder')));

  it('mails a winner without a payment email a link to sign up, once a day, and refuses a winner who can be paid', async () => {
    const org = await makeOrganisation(t.db);
    const editor = auth(await loginAs(t.app, (await makeMember(t.db, org, 'editor')).email));
    const viewer = auth(await loginAs(t.app, (await makeMember(t.db, org, 'viewer')).email));
    const contest = await orgContest(t.db, org, { prizes: ['1st Place $100'] });
    const email = `visitor${contest.id}@fans.test`;
    await approvedEntries(t.db, contest.id, [{ creator: `visitor${contest.id}`, likes: 5, email }]);
    const [payment] = await endContest(t.db, contest.id);

    expect((await remind(viewer, payment!.id)).statusCode).toBe(403);
    const both = await Promise.all([remind(editor, payment!.id), remind(editor, payment!.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const sent = both.find((r) => r.statusCode === 200)!;
    expect(sent.json().results.message).toBe(organiserMessages.reminderSent(email));
    expect(both.find((r) => r.statusCode === 409)!.json().messages).toEqual([organiserMessages.reminderRecent]);
    const [mail, ...more] = await reminders(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your prize from ${contest.name}: add a payment email to be paid`);
    expect(mail!.text).toContain('You won 1st Place');
    expect(mail!.text).toContain(`sign up with this address, ${email}, so the prize is yours`);
    expect(mail!.text).toContain('/hello');

    const payable = await owedPaymentIn(t.db, org);
    const refused = await remind(editor, payable.paymentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages).toEqual([organiserMessages.reminderNotNeeded]);

    const other = auth(await loginAs(t.app, (await makeMember(t.db, await makeOrganisation(t.db), 'owner')).email));
    expect((await remind(other, payment!.id)).statusCode).toBe(404);
  });
});
