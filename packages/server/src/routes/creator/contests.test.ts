import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestMessages, countries, entryMessages } from '@chorus/core';
import { posts } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { approvedEntries, auth, entrantHandle, loginAs, makeContact, makeContest } from '../../testing/factories.ts';

describe.each(dbKinds)('creator contest endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const signIn = async (fields: Parameters<typeof makeContact>[1] = {}) => {
    const c = await makeContact(t.db, fields);
    return { ...c, token: await loginAs(t.app, c.email) };
  };
  const listIds = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/creatorapi/contests', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    return res.json().results as { ApprovalStatusDescription: string; Row_Preffy_Competitions: { id: number }[] };
  };
  const enter = (token: string | null, id: number, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/${token ? 'creatorapi' : 'publicapi'}/contests/${id}/entries`,
      headers: token ? auth(token) : {},
      payload: body,
    });

  it('filters the signed-in list by country, continent and approval status', async () => {
    const usOnly = await makeContest(t.db, { countries: ['US'] });
    const europe = await makeContest(t.db, { continents: ['Europe'] });
    const northAmerica = await makeContest(t.db, { continents: ['North America'] });
    const phOnly = await makeContest(t.db, { countries: ['PH'] });
    const open = await makeContest(t.db);

    const us = await signIn({ countryId: 1 });
    const usList = (await listIds(us.token)).Row_Preffy_Competitions.map((c) => c.id);
    expect(usList).toEqual(expect.arrayContaining([usOnly.id, northAmerica.id, open.id]));
    expect(usList).not.toContain(europe.id);
    expect(usList).not.toContain(phOnly.id);

    const uk = await signIn({ countryId: 4 });
    const ukList = (await listIds(uk.token)).Row_Preffy_Competitions.map((c) => c.id);
    expect(ukList).toContain(europe.id);
    expect(ukList).not.toContain(usOnly.id);

    // Managers count as North America, wherever they live.
    const manager = await signIn({ contactType: 'manager', countryId: 4 });
    expect((await listIds(manager.token)).Row_Preffy_Competitions.map((c) => c.id)).toContain(northAmerica.id);

    // The Philippines needs approval for country-restricted contests.
    const phPending = await signIn({ countryId: 16, approvalStatusId: 1 });
    const pending = await listIds(phPending.token);
    expect(pending.ApprovalStatusDescription).toBe('Pending');
    expect(pending.Row_Preffy_Competitions.map((c) => c.id)).not.toContain(phOnly.id);
    expect(pending.Row_Preffy_Competitions.map((c) => c.id)).toContain(open.id);
    const phApproved = await signIn({ countryId: 16, approvalStatusId: 3 });
    expect((await listIds(phApproved.token)).Row_Preffy_Competitions.map((c) => c.id)).toContain(phOnly.id);

    const stagecoach = await makeContest(t.db, { kind: 'direct', category: 'stagecoach-test' });
    const direct = await t.app.inject({ method: 'GET', url: '/creatorapi/contests?category=stagecoach-test', headers: auth(us.token) });
    expect(direct.json().results.Row_Preffy_Competitions.map((c: { id: number }) => c.id)).toEqual([stagecoach.id]);

    const denied = await signIn({ approvalStatusId: 2 });
    expect(await listIds(denied.token)).toEqual({ success: true, ApprovalStatusDescription: 'Denied', Row_Preffy_Competitions: [] });
  });

  it('enters a standard contest when signed in, and refuses anonymous entries there', async () => {
    const c = await makeContest(t.db, { platforms: ['TikTok'] });
    const me = await signIn();
    await entrantHandle(t.db, me.id, 'MyHandle');
    const res = await enter(me.token, c.id, { link: 'https://www.tiktok.com/@Me/video/1', creator: '@MyHandle', email: 'ignored@x.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json().results).toMatchObject({ success: true, message: contestMessages.confirmationPost });
    expect(res.json().results.data).toMatchObject({ creator: 'myhandle', platform: 'tiktok', status: 'in_review' });
    expect(res.json().results.data).not.toHaveProperty('paymentEmailOnFile');
    const anon = await enter(null, c.id, { link: 'https://www.tiktok.com/@x/video/2', creator: 'x', email: 'x@x.test' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().messages).toEqual([contestMessages.loginRequired]);
  });

  it('applies every link and email rule with the spec messages', async () => {
    const tiktokOnly = await makeContest(t.db, { kind: 'quick', platforms: ['TikTok'] });
    const cases: [object, string[]][] = [
      [{ link: 'ftp://tiktok.com/v/1', creator: 'ab', email: 'a@b.co' }, ['Invalid Link (Must be http or https)']],
      [{ link: 'https://vimeo.com/1', creator: 'ab', email: 'a@b.co' }, ['Must be either a TikTok, YouTube, CapCut, or Instagram post']],
      [{ link: 'https://youtube.com/shorts/abc', creator: 'ab', email: 'a@b.co' }, ['This contest does not allow YouTube submissions']],
      [{ link: 'https://www.instagram.com/reel/abc', creator: 'ab', email: 'a@b.co' }, ['This contest does not allow Instagram submissions']],
      [{ link: 'https://tiktok.com/@a/video/1', creator: 'ab', email: '' }, ['Please enter your email']],
      [{ link: 'https://tiktok.com/@a/video/1', creator: 'ab', email: 'not-an-email' }, ['Invalid Email Address']],
      [{ link: 'https://tiktok.com/@a/video/1', creator: '', email: 'a@b.co' }, ['Please enter your username']],
    ];
    for (const [body, msgs] of cases) {
      const res = await enter(null, tiktokOnly.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().messages).toEqual(msgs);
    }
    const both = await makeContest(t.db, { kind: 'quick', platforms: ['TikTok', 'YouTube Short', 'Instagram Reel', 'CapCut'] });
    for (const link of ['https://youtu.be/abc', 'https://www.instagram.com/reel/xyz', 'https://www.capcut.com/t/abc']) {
      expect((await enter(null, both.id, { link, creator: 'ab', email: 'a@b.co' })).statusCode).toBe(201);
    }
  });

  it('refuses duplicates (normalized), lowercases email and handle, and caps at 7 entries per user', async () => {
    const c = await makeContest(t.db, { kind: 'direct' });
    const first = await enter(null, c.id, { link: 'https://www.tiktok.com/@a/video/100?is_from_webapp=1', creator: '@Fan', email: 'Fan@Mail.TEST' });
    expect(first.statusCode).toBe(201);
    expect(first.json().results.message).toBe(contestMessages.confirmationPost);
    // No word on whether this email has a payment email on file: that would tell anyone who asks.
    expect(first.json().results.data).toMatchObject({ creator: 'fan' });
    expect(first.json().results.data).not.toHaveProperty('paymentEmailOnFile');
    const dup = await enter(null, c.id, { link: 'http://tiktok.com/@a/video/100/', creator: 'other', email: 'other@mail.test' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().messages).toEqual(['Post has already been submitted']);
    for (let i = 1; i < 7; i++)
      expect((await enter(null, c.id, { link: `https://tiktok.com/@a/video/${200 + i}`, creator: 'fan', email: 'fan@mail.test' })).statusCode).toBe(201);
    const eighth = await enter(null, c.id, { link: 'https://tiktok.com/@a/video/300', creator: 'fan', email: 'FAN@mail.test' });
    expect(eighth.statusCode).toBe(409);
    expect(eighth.json().messages).toEqual(['Maximum 7 entries']);
  });

  it('takes a post once per contest, whatever the spelling of its link (username, embed, host, query, case)', async () => {
    const c = await makeContest(t.db, { kind: 'quick', platforms: ['TikTok', 'YouTube Short', 'Instagram Reel'] });
    const spellings: [string, string[]][] = [
      [
        'https://www.tiktok.com/@maya.moves/video/7311000000000000777',
        [
          'https://www.tiktok.com/@someone.else/video/7311000000000000777',
          'https://www.tiktok.com/embed/v2/7311000000000000777',
          'https://www.tiktok.com/embed/7311000000000000777?lang=en',
          'https://m.tiktok.com/v/7311000000000000777.html',
          'HTTPS://M.TIKTOK.COM/@Maya.Moves/video/7311000000000000777/#top',
        ],
      ],
      [
        'https://youtu.be/dQw4w9WgXcQ',
        ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=4', 'https://m.youtube.com/shorts/dQw4w9WgXcQ/', 'https://music.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/live/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ],
      ['https://www.instagram.com/p/C1a2B3c4D5e/', ['https://instagram.com/reel/C1a2B3c4D5e?igsh=x', 'https://www.instagram.com/maya.moves/reels/C1a2B3c4D5e/', 'https://www.instagram.com/tv/C1a2B3c4D5e']],
    ];
    let n = 0;
    for (const [first, others] of spellings) {
      expect((await enter(null, c.id, { link: first, creator: `fan${++n}`, email: `fan${n}@spell.test` })).statusCode, first).toBe(201);
      for (const link of others) {
        const res = await enter(null, c.id, { link, creator: `fan${++n}`, email: `fan${n}@spell.test` });
        expect(res.statusCode, link).toBe(409);
        expect(res.json().messages).toEqual([contestMessages.duplicate]);
      }
    }
    // Another video, another case of a case-sensitive id, and the same post in another contest are other entries.
    for (const link of ['https://www.tiktok.com/@maya.moves/video/7311000000000000778', 'https://youtu.be/dqw4w9wgxcq'])
      expect((await enter(null, c.id, { link, creator: `fan${++n}`, email: `fan${n}@spell.test` })).statusCode, link).toBe(201);
    const other = await makeContest(t.db, { kind: 'quick' });
    expect((await enter(null, other.id, { link: spellings[0]![1][0]!, creator: 'fan99', email: 'fan99@spell.test' })).statusCode).toBe(201);
    // A deleted entry no longer holds its post.
    await t.db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.contestId, other.id));
    expect((await enter(null, other.id, { link: spellings[0]![0], creator: 'fan98', email: 'fan98@spell.test' })).statusCode).toBe(201);
  });

  it('takes a handle (no link) for contests with another metric', async () => {
    const c = await makeContest(t.db, { kind: 'quick', metric: 'followers' });
    const res = await enter(null, c.id, { creator: '@LoudFan', email: 'loud@fan.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json().results.message).toBe(contestMessages.confirmation);
    expect(res.json().results.data).toMatchObject({ creator: 'loudfan', link: null, platform: null });
    const bad = await enter(null, c.id, { creator: 'xy', email: 'nope' });
    expect(bad.json().messages).toEqual(['E-Mail is not valid!']);
  });

  it('checks a handle before storing it: 2-30 letters, digits, dots and underscores after a leading @', async () => {
    const c = await makeContest(t.db, { kind: 'quick', metric: 'followers' });
    for (const creator of ['x', '@x', 'has space', 'dash-ed', 'émile', 'a'.repeat(31), '<b>x</b>']) {
      const res = await enter(null, c.id, { creator, email: 'h@fan.test' });
      expect(res.statusCode, creator).toBe(400);
      expect(res.json().messages).toEqual([entryMessages.handleInvalid]);
    }
    expect((await enter(null, c.id, { creator: '', email: 'h@fan.test' })).json().messages).toEqual([contestMessages.usernameRequired]);
    for (const creator of ['@ab', 'dot.and_under', '9'.repeat(30)])
      expect((await enter(null, c.id, { creator, email: 'h@fan.test' })).statusCode, creator).toBe(201);
  });

  it('takes a handle once per handle contest (case and @ ignored), whoever sends it', async () => {
    const c = await makeContest(t.db, { kind: 'quick', metric: 'followers' });
    const me = await signIn();
    await entrantHandle(t.db, me.id, 'loud.fan');
    expect((await enter(null, c.id, { creator: '@Loud.Fan', email: 'one@fan.test' })).statusCode).toBe(201);
    for (const [token, creator] of [
      [null, 'loud.fan'],
      [null, '@LOUD.FAN'],
      [me.token, 'Loud.Fan'],
    ] as const) {
      const res = await enter(token, c.id, { creator, email: 'two@fan.test' });
      expect(res.statusCode).toBe(409);
      expect(res.json().messages).toEqual([contestMessages.handleTaken]);
      expect(res.json().messages[0]).toContain('already exist');
    }
    // Another contest, or a post contest with the same creator twice, is not a duplicate handle.
    const other = await makeContest(t.db, { kind: 'quick', metric: 'followers' });
    expect((await enter(null, other.id, { creator: 'loud.fan', email: 'one@fan.test' })).statusCode).toBe(201);
    const postContest = await makeContest(t.db, { kind: 'quick' });
    for (const n of [1, 2])
      expect((await enter(null, postContest.id, { link: `https://tiktok.com/@l/video/${n}`, creator: 'loud.fan', email: 'one@fan.test' })).statusCode).toBe(201);
  });

  it('refuses entries to inactive, ended and full milestone contests', async () => {
    const me = await signIn();
    const body = { link: 'https://tiktok.com/@z/video/1', creator: 'z' };
    for (const c of [
      await makeContest(t.db, { isActive: false }),
      await makeContest(t.db, { endDate: new Date(Date.now() - 60_000) }),
    ]) {
      const res = await enter(me.token, c.id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().messages).toEqual([contestMessages.closed]);
    }
  });

  it('lets a creator from any ISO country (not only the first 26 listed) save it and enter the contests open to it', async () => {
    const poland = countries.find((c) => c.code === 'PL')!;
    const europe = await makeContest(t.db, { continents: ['Europe'] });
    const plOnly = await makeContest(t.db, { countries: ['PL'] });
    const asia = await makeContest(t.db, { continents: ['Asia'] });
    const me = await signIn({ countryId: 1 });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/creatorapi/informationsave',
      headers: auth(me.token),
      payload: { FirstName: 'Ola', LastName: 'Nowak', AddressLine1: 'ul. Prosta 1', City: 'Warszawa', StateId: 111, OtherState: 'Mazowieckie', PostalCode: '00-001', CountryId: poland.id, PrimaryEmail: me.email },
    });
    expect(saved.statusCode).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: '/creatorapi/check-approval-status', headers: auth(me.token) });
    expect(status.json().results.countrycode).toBe('PL');
    const list = (await listIds(me.token)).Row_Preffy_Competitions.map((c) => c.id);
    expect(list).toEqual(expect.arrayContaining([europe.id, plOnly.id]));
    expect(list).not.toContain(asia.id);
    const handle = await entrantHandle(t.db, me.id);
    for (const [i, c] of [europe, plOnly].entries())
      expect((await enter(me.token, c.id, { link: `https://tiktok.com/@ola/video/${Date.now()}${i}`, creator: handle })).statusCode).toBe(201);
  });

  it('refuses entries from creators a contest is not open to, saying why (403)', async () => {
    const usOnly = await makeContest(t.db, { countries: ['US'] });
    const europe = await makeContest(t.db, { continents: ['Europe'] });
    const phOnly = await makeContest(t.db, { countries: ['PH'] });
    const open = await makeContest(t.db);
    const body = (n: number) => ({ link: `https://tiktok.com/@el/video/${Date.now()}${n}`, creator: 'eligible' });
    const cases: [Parameters<typeof makeContact>[1], number, string][] = [
      [{ countryId: 4 }, usOnly.id, entryMessages.country],
      [{ countryId: 1 }, europe.id, entryMessages.continent],
      [{ contactType: 'manager', countryId: 4 }, europe.id, entryMessages.continent],
      [{ countryId: 16, approvalStatusId: 1 }, phOnly.id, entryMessages.approvalPending],
      [{ approvalStatusId: 2 }, open.id, entryMessages.denied],
    ];
    let n = 0;
    for (const [who, contestId, reason] of cases) {
      const { token } = await signIn(who);
      const res = await enter(token, contestId, body(n++));
      expect(res.statusCode, reason).toBe(403);
      expect(res.json().messages).toEqual([reason]);
      // The detail says the same, so the widget can tell them before they fill the form.
      const d = await t.app.inject({ method: 'GET', url: `/publicapi/contests/${contestId}`, headers: auth(token) });
      expect(d.json().results.data.eligibility).toEqual({ canEnter: false, reason });
    }
    const ok: [Parameters<typeof makeContact>[1], number][] = [
      [{ countryId: 1 }, usOnly.id],
      [{ countryId: 4 }, europe.id],
      [{ countryId: 16, approvalStatusId: 3 }, phOnly.id],
      [{ countryId: 16, approvalStatusId: 1 }, open.id],
    ];
    for (const [who, contestId] of ok) {
      const { token, id } = await signIn(who);
      const d = await t.app.inject({ method: 'GET', url: `/publicapi/contests/${contestId}`, headers: auth(token) });
      expect(d.json().results.data.eligibility).toEqual({ canEnter: true, reason: null });
      expect((await enter(token, contestId, { ...body(n++), creator: await entrantHandle(t.db, id) })).statusCode).toBe(201);
    }
    // The country stored with the entry is the account's, not one the body claims.
    const { token, id } = await signIn({ countryId: 1 });
    const res = await enter(token, usOnly.id, { ...body(n++), creator: await entrantHandle(t.db, id), country: 'PH' });
    const [row] = await t.db.select({ country: posts.country }).from(posts).where(eq(posts.id, res.json().results.data.id));
    expect(row?.country).toBe('US');
  });

  it('lists my entries as Active and Past, never anyone else’s', async () => {
    const me = await signIn();
    const other = await signIn();
    const live = await makeContest(t.db, { name: 'Live one' });
    const over = await makeContest(t.db, { name: 'Over one' });
    await entrantHandle(t.db, me.id, 'me');
    await entrantHandle(t.db, other.id, 'o.o');
    expect((await enter(me.token, live.id, { link: 'https://tiktok.com/@me/video/11', creator: 'me' })).statusCode).toBe(201);
    expect((await enter(me.token, over.id, { link: 'https://tiktok.com/@me/video/12', creator: 'me' })).statusCode).toBe(201);
    expect((await enter(other.token, live.id, { link: 'https://tiktok.com/@o/video/13', creator: 'o.o' })).statusCode).toBe(201);
    const { endContest } = await import('../../repositories/contest-payments.ts');
    await endContest(t.db, over.id);
    const res = (await t.app.inject({ method: 'GET', url: '/creatorapi/contest-entries', headers: auth(me.token) })).json().results;
    expect(res.Active.Preffy).toEqual([expect.objectContaining({ postId: live.id, name: 'Live one', creator: 'me', _deleted: false })]);
    expect(res.Past.Preffy).toEqual([expect.objectContaining({ postId: over.id, name: 'Over one' })]);
    expect(res.Past.Songfluencer).toEqual([]);
  });

  it('shows my contest payments only, filtered by status and paged', async () => {
    const me = await signIn();
    const stranger = await signIn();
    const c = await makeContest(t.db, { prizes: ['1st Place $100', '2nd Place $40', '3rd Place $20'] });
    await approvedEntries(t.db, c.id, [
      { creator: 'mine', likes: 900, email: me.email, contactId: me.id },
      { creator: 'theirs', likes: 500, email: stranger.email, contactId: stranger.id },
      { creator: 'mine2', likes: 100, email: me.email, contactId: me.id },
    ]);
    const { endContest, markPaid } = await import('../../repositories/contest-payments.ts');
    const payments = await endContest(t.db, c.id);
    // A prize is marked paid only to a confirmed payment email.
    const { paymentEmails } = await import('../../db/schema.ts');
    await t.db.insert(paymentEmails).values({ contactId: me.id, email: `pay.${me.email}`, status: 'Confirmed', confirmedAt: new Date() });
    await markPaid(t.db, t.config.PUBLIC_URL, payments[0]!.id);
    const get = (q: string) => t.app.inject({ method: 'GET', url: `/creatorapi/contest-payments${q}`, headers: auth(me.token) });
    const all = (await get('')).json().results;
    expect(all.data.map((p: { Amount: number; Status: string }) => [p.Amount, p.Status]).sort()).toEqual([
      [1850, 'To Be Paid'],
      [9250, 'Paid'],
    ]);
    expect(all.PageInformation).toEqual({ TotalPages: 1, TotalCount: 2, Page: 1, PageSize: 10 });
    const toBePaid = (await get('?status=To%20Be%20Paid')).json().results.data;
    expect(toBePaid).toHaveLength(1);
    expect(toBePaid[0]).toMatchObject({ CompetitionID: c.id, ContactEmail: me.email, Status: 'To Be Paid' });
    expect((await get('?pageSize=5')).statusCode).toBe(400);
    expect((await get('?status=Lost')).statusCode).toBe(400);
  });

  it('labels the places and judged awards won on my payments and on the winning entries, not on the others', async () => {
    const me = await signIn();
    const stranger = await signIn();
    const c = await makeContest(t.db, { name: 'Podium', prizes: ['1st Place $100', '2nd Place $40', '3rd Place $20', 'Best Dance $25', 'Best Vocals $10'] });
    const [gold, , bronze, dancer, loser] = await approvedEntries(t.db, c.id, [
      { creator: 'mine', likes: 900, email: me.email, contactId: me.id },
      { creator: 'theirs', likes: 500, email: stranger.email, contactId: stranger.id },
      { creator: 'mine2', likes: 100, email: me.email, contactId: me.id },
      { creator: 'mine3', likes: 1, platform: 'instagram', email: me.email, contactId: me.id },
      { creator: 'mine4', likes: 0, email: me.email, contactId: me.id },
    ]);
    const other = await makeContest(t.db, { name: 'Still running' });
    await entrantHandle(t.db, me.id, 'mine');
    expect((await enter(me.token, other.id, { link: 'https://tiktok.com/@me/video/21', creator: 'mine' })).statusCode).toBe(201);
    const { chooseAwardWinner, endContest } = await import('../../repositories/contest-payments.ts');
    await endContest(t.db, c.id);
    // The organiser's judged awards: one to an entry that won no place, one to the 1st place.
    await chooseAwardWinner(t.db, c.id, 'Best Dance', dancer!);
    await chooseAwardWinner(t.db, c.id, 'Best Vocals', gold!);
    const payments = (await t.app.inject({ method: 'GET', url: '/creatorapi/contest-payments', headers: auth(me.token) })).json().results.data;
    expect(payments.map((p: { place: number; PlaceLabel: string }) => [p.place, p.PlaceLabel]).sort()).toEqual([
      [0, 'Best Dance'],
      [0, 'Best Vocals'],
      [1, '1st Place'],
      [3, '3rd Place'],
    ]);
    const entries = (await t.app.inject({ method: 'GET', url: '/creatorapi/contest-entries', headers: auth(me.token) })).json().results;
    const byId = new Map([...entries.Active.Preffy, ...entries.Past.Preffy].map((e: { id: number }) => [e.id, e]));
    expect(byId.get(gold!)).toMatchObject({ place: 1, placeLabel: '1st Place', awards: ['Best Vocals'] });
    expect(byId.get(bronze!)).toMatchObject({ place: 3, placeLabel: '3rd Place' });
    expect(byId.get(bronze!)).not.toHaveProperty('awards');
    expect(byId.get(dancer!)).toMatchObject({ awards: ['Best Dance'] });
    expect(byId.get(dancer!)).not.toHaveProperty('place');
    expect(byId.get(loser!)).not.toHaveProperty('place');
    expect(byId.get(loser!)).not.toHaveProperty('awards');
    expect(entries.Active.Preffy).toEqual([expect.not.objectContaining({ place: expect.anything() })]);
  });

  it('never attaches an anonymous entry, or its prize, to an account by email alone', async () => {
    const me = await signIn();
    const c = await makeContest(t.db, { kind: 'quick', prizes: ['1st Place $100'] });
    // Someone types my email into an anonymous entry: it counts toward the 7-entry cap, but is not mine to see.
    const res = await enter(null, c.id, { link: 'https://tiktok.com/@imposter/video/1', creator: 'imposter', email: me.email });
    expect(res.statusCode).toBe(201);
    const ids = await approvedEntries(t.db, c.id, [{ creator: 'winner', likes: 1_000, email: me.email, contactId: null }]);
    const { endContest } = await import('../../repositories/contest-payments.ts');
    expect(await endContest(t.db, c.id)).toEqual([expect.objectContaining({ ContactEmail: me.email, ContactID: null })]);
    const mine = async () => ({
      entries: (await t.app.inject({ method: 'GET', url: '/creatorapi/contest-entries', headers: auth(me.token) })).json().results,
      payments: (await t.app.inject({ method: 'GET', url: '/creatorapi/contest-payments', headers: auth(me.token) })).json().results,
    });
    let now = await mine();
    expect([...now.entries.Active.Preffy, ...now.entries.Past.Preffy]).toEqual([]);
    expect(now.payments.data).toEqual([]);
    // Once the email is verified for the entry (the mail plugin's job, when it exists), both are mine.
    await t.db.update(posts).set({ emailVerifiedAt: new Date() }).where(eq(posts.id, ids[0]!));
    now = await mine();
    expect(now.entries.Past.Preffy.map((e: { id: number }) => e.id)).toEqual([ids[0]]);
    expect(now.payments.data).toEqual([expect.objectContaining({ CompetitionID: c.id, ContactEmail: me.email })]);
  });

  it('needs a session for the creator endpoints', async () => {
    for (const url of ['/creatorapi/contests', '/creatorapi/contest-entries', '/creatorapi/contest-payments'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('signs up for marketing only on contests with a marketing key', async () => {
    const withKey = await makeContest(t.db, { marketingKey: 'laylo-abc' });
    const without = await makeContest(t.db);
    const ok = await t.app.inject({ method: 'POST', url: '/publicapi/marketing-signup', payload: { preffyID: withKey.id, email: 'Fan@x.test', marketingConsent: true } });
    expect(ok.statusCode).toBe(200);
    const no = await t.app.inject({ method: 'POST', url: '/publicapi/marketing-signup', payload: { preffyID: without.id, email: 'fan@x.test', marketingConsent: true } });
    expect(no.statusCode).toBe(400);
    expect(no.json().messages).toEqual([contestMessages.noMarketing]);
  });
});
