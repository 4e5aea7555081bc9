import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organiserMessages } from '@chorus/core';
import { competitions, contestPayments } from '../../db/schema.ts';
import { endContest } from '../../repositories/contest-payments.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { approvedEntries, auth, loginAs, makeContact } from '../../testing/factories.ts';
import { makeMember, makeOrganisation, orgContest } from '../../testing/org-fixtures.ts';

// An organisation runs its contests (issue 21) but does not set what Chorus charges: the fee (takePct) and the list
// weight it is billed for (invoiceAmount) are staff's, whatever an organisation's request says.
describe.each(dbKinds)('an organisation’s contest fields on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const stored = async (id: number) => (await t.db.select({ takePct: competitions.takePct, invoiceAmount: competitions.invoiceAmount }).from(competitions).where(eq(competitions.id, id)))[0]!;

  it('drops the fee and the list weight an organisation sends, on create and on edit; staff set them', async () => {
    const org = await makeOrganisation(t.db);
    const owner = auth(await loginAs(t.app, (await makeMember(t.db, org, 'owner')).email));
    const created = await t.app.inject({
      method: 'POST',
      url: '/orgapi/contests',
      headers: owner,
      payload: { name: 'No fee please', organizer: org.name, prizes: ['1st Place $100'], takePct: 0, invoiceAmount: 1_000_000 },
    });
    expect(created.statusCode).toBe(201);
    const { id, feePct } = created.json().results.data;
    expect(feePct).toBe(7.5);
    expect(await stored(id)).toEqual({ takePct: null, invoiceAmount: null });

    const edited = await t.app.inject({ method: 'PATCH', url: `/orgapi/contests/${id}`, headers: owner, payload: { name: 'Still charged', takePct: 0, invoiceAmount: 5 } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().results.data).toMatchObject({ name: 'Still charged', feePct: 7.5 });
    expect(await stored(id)).toEqual({ takePct: null, invoiceAmount: null });

    const staff = auth(await loginAs(t.app, (await makeContact(t.db, { contactType: 'admin' })).email));
    const set = await t.app.inject({ method: 'PATCH', url: `/adminapi/contests/${id}`, headers: staff, payload: { takePct: 0.05, invoiceAmount: 2000 } });
    expect(set.statusCode).toBe(200);
    expect(set.json().results.data.feePct).toBe(5);
    expect(await stored(id)).toEqual({ takePct: 0.05, invoiceAmount: 2000 });
  });

  it('refuses another organisation’s name as a contest’s organiser, on create and on edit; its own and an artist’s are fine', async () => {
    const org = await makeOrganisation(t.db);
    const other = await makeOrganisation(t.db);
    const owner = auth(await loginAs(t.app, (await makeMember(t.db, org, 'owner')).email));
    const before = (await t.db.select({ id: competitions.id }).from(competitions)).length;
    const taken = await t.app.inject({ method: 'POST', url: '/orgapi/contests', headers: owner, payload: { name: 'Borrowed name', organizer: other.name.toUpperCase(), prizes: ['1st Place $10'] } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().messages).toEqual([organiserMessages.organizerTaken]);
    expect((await t.db.select({ id: competitions.id }).from(competitions)).length).toBe(before);

    const created = await t.app.inject({ method: 'POST', url: '/orgapi/contests', headers: owner, payload: { name: 'Own name', organizer: org.name, prizes: ['1st Place $10'] } });
    expect(created.statusCode).toBe(201);
    const id = created.json().results.data.id;
    expect((await t.app.inject({ method: 'PATCH', url: `/orgapi/contests/${id}`, headers: owner, payload: { organizer: 'Luna Vale (an artist)' } })).statusCode).toBe(200);
    const edit = await t.app.inject({ method: 'PATCH', url: `/orgapi/contests/${id}`, headers: owner, payload: { organizer: other.name } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().messages).toEqual([organiserMessages.organizerTaken]);
    // Staff name any organiser.
    const staff = auth(await loginAs(t.app, (await makeContact(t.db, { contactType: 'admin' })).email));
    expect((await t.app.inject({ method: 'PATCH', url: `/adminapi/contests/${id}`, headers: staff, payload: { organizer: other.name } })).statusCode).toBe(200);
  });

  it('lists each contest with its views and likes, and as paid once every prize it made is paid', async () => {
    const org = await makeOrganisation(t.db);
    const viewer = auth(await loginAs(t.app, (await makeMember(t.db, org, 'viewer')).email));
    const live = await orgContest(t.db, org);
    await approvedEntries(t.db, live.id, [
      { creator: 'listed1', likes: 30, views: 700 },
      { creator: 'listed2', likes: 12, views: 300 },
    ]);
    const ended = await orgContest(t.db, org, { prizes: ['1st Place $10', '2nd Place $5'] });
    await approvedEntries(t.db, ended.id, [
      { creator: 'winner1', likes: 9 },
      { creator: 'winner2', likes: 4 },
    ]);
    const [first, second] = await endContest(t.db, ended.id);
    const list = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/orgapi/contests', headers: viewer });
      expect(res.statusCode).toBe(200);
      return new Map((res.json().results.data as { id: number; views: number; likes: number; prizesPaid: boolean }[]).map((c) => [c.id, c]));
    };
    expect((await list()).get(live.id)).toMatchObject({ views: 1000, likes: 42, prizesPaid: false });
    expect((await list()).get(ended.id)).toMatchObject({ likes: 13, prizesPaid: false });
    await t.db.update(contestPayments).set({ status: 'Paid', paidAt: new Date() }).where(eq(contestPayments.id, first!.id));
    expect((await list()).get(ended.id)!.prizesPaid).toBe(false);
    await t.db.update(contestPayments).set({ status: 'Paid', paidAt: new Date() }).where(eq(contestPayments.id, second!.id));
    expect((await list()).get(ended.id)!.prizesPaid).toBe(true);
  });
});
