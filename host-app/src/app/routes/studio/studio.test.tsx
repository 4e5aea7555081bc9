// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contestDetail, contestSummary } from '../../../testing/contest-fixtures.ts';
import { contact, fakeApi, ok, signedInRoutes, type FakeCall } from '../../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../../testing/render-app.tsx';
import { adminCampaign } from '../../../testing/studio-campaign-fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const label = contact({ contactID: 40, contactType: 'organiser', contactName: 'Nadia Label', logInUsername: 'label@chorus.test' });
const orgs = (acting: number | null, role: 'owner' | 'editor' | 'viewer' = 'editor') => [
  { id: 1, name: 'Nightshade Records', slug: 'nightshade-records', role, acting: acting === 1 },
  { id: 2, name: 'Lumen Skin', slug: 'lumen-skin', role: 'viewer' as const, acting: acting === 2 },
];
const organisation = { id: 1, name: 'Nightshade Records', slug: 'nightshade-records', logoUrl: null, website: null, allowedOrigins: ['https://nightshade.example'], contactEmail: null, status: 'approved', createdAt: '2026-01-01T00:00:00.000Z', role: 'editor' };
const entry = (id: number, creator: string, status = 'in_review') => ({
  id,
  contestId: 7,
  creator,
  email: `${creator}@example.test`,
  platform: 'TikTok',
  link: `https://www.tiktok.com/@${creator}/video/${id}`,
  likes: 10,
  views: 200,
  followers: 0,
  creativityScore: 0,
  status,
  createdAt: '2026-11-01T10:00:00.000Z',
});

async function seriousViolations(node: Element) {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

function studioApi({ acting = 1 as number | null, role = 'editor' as 'owner' | 'editor' | 'viewer', extra = {} as Record<string, (call: FakeCall) => { status: number; body?: unknown }> } = {}) {
  let current = acting;
  let queue = [entry(11, 'ava'), entry(12, 'ben')];
  let made: ReturnType<typeof contestSummary> | null = null;
  return fakeApi({
    ...signedInRoutes(label),
    ...extra,
    'GET /orgapi/organisations': () => ok({ results: { success: true, data: orgs(current, role) } }),
    'POST /orgapi/organisations/switch': (call: FakeCall) => {
      current = (call.body as { organisationId: number }).organisationId;
      return ok({ results: { success: true, data: orgs(current, role).find((o) => o.acting) } });
    },
    'GET /orgapi/organisation': () => ok({ results: { success: true, data: { ...organisation, role } } }),
    'GET /orgapi/contests': () =>
      ok({
        results: {
          success: true,
          data:
            current === 1
              ? [
                  ...(made ? [made] : []),
                  { ...contestSummary({ id: 7, name: 'Midnight Remix', organizer: 'Nightshade Records', entriesCount: 2, approvedCount: 0 }), views: 15_300, likes: 1_204, prizesPaid: false },
                  { ...contestSummary({ id: 8, name: 'Last Summer', organizer: 'Nightshade Records', entriesCount: 40, approvedCount: 31, hasEnded: true }), views: 90_000, likes: 7_000, prizesPaid: true },
                ]
              : [],
        },
      }),
    'GET /orgapi/contests/7/overview': () =>
      ok({
        results: {
          success: true,
          data: {
            contestId: 7,
            days: [{ day: '2026-03-01', entries: 2, approved: 0 }],
            totals: { entries: 2, approved: 0, rejected: 0, pending: 2, views: 0, likes: 0 },
            rankedBy: 'likes',
            topCreators: [],
            money: { owedCents: 0, owedCount: 0, paidCents: 0, paidCount: 0 },
          },
        },
      }),
    'GET /orgapi/contests/7/entries': (call: FakeCall) => {
      const rows = queue.filter((e) => !call.query.status || e.status === call.query.status);
      return ok({ results: { success: true, data: { rows, page: 1, pageSize: 25, total: rows.length, totalPages: 1 } } });
    },
    'POST /orgapi/contests': (call: FakeCall) => {
      const body = call.body as { name: string };
      made = contestSummary({ id: 8, name: body.name, organizer: 'Nightshade Records', isActive: false, entriesCount: 0, approvedCount: 0 });
      return { status: 201, body: { results: { success: true, data: contestDetail(made) } } };
    },
    'PATCH /orgapi/contests/8': (call: FakeCall) => {
      made = { ...made!, ...(call.body as { isActive: boolean }) };
      return ok({ results: { success: true, data: contestDetail(made) } });
    },
    'POST /orgapi/contests/8/end': () => {
      made = { ...made!, hasEnded: true };
      return ok({ results: { success: true, data: { payments: [] } } });
    },
    'POST /orgapi/entries/approve': (call: FakeCall) => {
      const ids = (call.body as { ids: number[] }).ids;
      queue = queue.map((e) => (ids.includes(e.id) ? { ...e, status: 'approved' } : e));
      return ok({ results: { success: true, data: { updated: ids.length } } });
    },
  });
}

describe('/studio', () => {
  it('opens the organisation the login works in and lists its contests, with their state and counts', async () => {
    studioApi();
    const { container } = renderApp('/studio');
    const row = (await screen.findByRole('link', { name: 'Midnight Remix' })).closest('tr')!;
    expect(within(row).getByText('Live')).toBeTruthy();
    expect(row.textContent).toContain('2');
    expect(row.textContent).toContain('15,300');
    expect(row.textContent).toContain('1,204');
    // Ended with every prize paid: Paid.
    const paid = screen.getByRole('link', { name: 'Last Summer' }).closest('tr')!;
    expect(within(paid).getByText('Paid')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Studio' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Contests', 'Campaigns', 'Creators', 'Organisation']);
    expect((screen.getByLabelText('Organisation') as HTMLSelectElement).value).toBe('1');
    expect(screen.getByText('Editor')).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('opens the organisation’s campaigns from the navigation, and a campaign from the list', async () => {
    studioApi({
      extra: {
        'GET /orgapi/campaigns': () => ok({ results: { success: true, data: [adminCampaign()] } }),
        'GET /orgapi/campaigns/31': () => ok({ results: { success: true, data: adminCampaign() } }),
        'GET /orgapi/offers': () => ok({ results: { success: true, data: { rows: [], page: 1, pageSize: 25, total: 0, totalPages: 0 } } }),
      },
    });
    const { router } = renderApp('/studio');
    fireEvent.click(await screen.findByRole('link', { name: 'Campaigns' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Lumen Glow Launch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Glow Launch' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/studio/campaigns/31');
    expect(screen.getByRole('tab', { name: 'Pipeline' }).getAttribute('aria-selected')).toBe('true');
  });

  it('starts a login that works in no organisation yet in its first, and a switch loads the other’s contests', async () => {
    const { calls } = studioApi({ acting: null });
    renderApp('/studio/contests');
    expect(await screen.findByRole('link', { name: 'Midnight Remix' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/orgapi/organisations/switch').map((c) => c.body)).toEqual([{ organisationId: 1 }]);
    fireEvent.change(screen.getByLabelText('Organisation'), { target: { value: '2' } });
    expect(await screen.findByText('No contests yet')).toBeTruthy();
    expect(screen.getByText('Viewer')).toBeTruthy();
  });

  it('approves the selected entries of the queue and says how many; the queue then holds the rest', async () => {
    const { calls } = studioApi();
    const { container } = renderApp('/studio/contests/7');
    const ben = await screen.findByLabelText("Select ben's entry");
    fireEvent.click(ben);
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected (1)' }));
    expect(await screen.findByText('1 entry approved.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/orgapi/entries/approve')!.body).toEqual({ ids: [12] });
    await waitFor(() => expect(screen.queryByLabelText("Select ben's entry")).toBeNull());
    expect(screen.getByLabelText("Select ava's entry")).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: 'Embed' }));
    expect(screen.getByLabelText('Script tag code').textContent).toContain('<chorus-contest contest-id="7" page-size="25"></chorus-contest>');
    expect(await screen.findByText('https://nightshade.example')).toBeTruthy();
  });

  it('creates a contest as a draft, publishes it and ends it after a confirmation', async () => {
    const { calls } = studioApi();
    const { router } = renderApp('/studio/contests');
    fireEvent.click(await screen.findByRole('link', { name: 'New contest' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Summer Sessions' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create contest' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Sessions' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/studio/contests/8');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/orgapi/contests')!.body).toMatchObject({ name: 'Summer Sessions', organizer: 'Nightshade Records', isActive: false });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The contest is live: creators and visitors see it.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'End contest' }));
    expect(calls.some((c) => c.path === '/orgapi/contests/8/end')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, end the contest' }));
    expect(await screen.findByText('The contest has ended: its final board is now its prize payments.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Reopen contest' })).toBeTruthy();
  });

  it('shows an ended contest’s winners with what each gets after the fee and who has no confirmed payment email', async () => {
    const payment = (id: number, place: number, email: string, paymentEmail: string | null) => ({
      id,
      contestId: 7,
      contestName: 'Midnight Remix',
      place,
      placeLabel: place === 1 ? '1st Place' : '2nd Place',
      contactId: null,
      contactEmail: email,
      paymentEmail,
      grossCents: place === 1 ? 50_000 : 25_000,
      amountCents: place === 1 ? 46_250 : 23_125,
      status: 'To Be Paid',
      missingPaymentEmail: paymentEmail === null,
      updatedAt: '2026-11-20T00:00:00.000Z',
    });
    const rows = [payment(1, 1, 'ava@example.test', 'pay.ava@example.test'), payment(2, 2, 'ben@example.test', null)];
    studioApi({
      extra: {
        'GET /orgapi/contest-payments': (call: FakeCall) =>
          ok({ results: { success: true, data: { rows: call.query.contestId === '7' ? rows : [], page: 1, pageSize: 100, total: 2, totalPages: 1 } } }),
      },
    });
    renderApp('/studio/contests/7');
    fireEvent.click(await screen.findByRole('tab', { name: 'Winners' }));
    const first = (await screen.findByRole('rowheader', { name: '1st Place' })).closest('tr')!;
    expect(within(first).getByText('$462.50')).toBeTruthy();
    expect(within(first).getByText('pay.ava@example.test')).toBeTruthy();
    const second = screen.getByRole('rowheader', { name: '2nd Place' }).closest('tr')!;
    expect(within(second).getByText('No confirmed payment email')).toBeTruthy();
    expect(screen.getByText('1 winner has no confirmed payment email yet: their prize waits until they confirm one.')).toBeTruthy();
  });

  it('lets an owner batch what is payable, download the batch’s PayPal CSV and mark it paid', async () => {
    const creator = (name: string, paymentEmail: string | null, cents: number) => ({
      contactId: null,
      name,
      email: `${name}@example.test`,
      paymentEmail,
      totalCents: cents,
      payments: [{ type: 'contest', id: 1, title: 'Midnight Remix', amountCents: cents }],
    });
    // Ava also won a prize whose entry is held in moderation: listed apart, not in what is payable.
    const heldToo = (c: ReturnType<typeof creator>) => ({ ...c, payments: [...c.payments, { type: 'contest', id: 2, title: 'Night Drive', amountCents: 9_250, held: true }] });
    let batch: { id: number; status: 'created' | 'paid'; createdAt: string; paidAt: string | null; itemCount: number; totalCents: number } | null = null;
    const downloads: Blob[] = [];
    URL.createObjectURL = (b: Blob | MediaSource) => (downloads.push(b as Blob), 'blob:csv');
    URL.revokeObjectURL = () => {};
    // What the browser would save: the link's file name (jsdom does not navigate).
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    studioApi({
      role: 'owner',
      extra: {
        'GET /orgapi/payouts/owed': () =>
          ok({ results: { success: true, data: batch ? { payable: [], missingPaymentEmail: [creator('ben', null, 23_125)], payableCents: 0 } : { payable: [heldToo(creator('ava', 'pay.ava@example.test', 46_250))], missingPaymentEmail: [creator('ben', null, 23_125)], payableCents: 46_250 } } }),
        'GET /orgapi/payouts': () => ok({ results: { success: true, data: batch ? [batch] : [] } }),
        'POST /orgapi/payouts': () => {
          batch = { id: 3, status: 'created', createdAt: '2026-11-27T00:00:00.000Z', paidAt: null, itemCount: 1, totalCents: 46_250 };
          return ok({ results: { success: true, data: { ...batch, items: [] } } });
        },
        'GET /orgapi/payouts/3/csv': () => ok({ results: { success: true, data: { filename: 'chorus-payout-3.csv', csv: 'Email,Amount\npay.ava@example.test,462.50\n' } } }),
        'POST /orgapi/payouts/3/paid': () => {
          batch = { ...batch!, status: 'paid', paidAt: '2026-11-27T01:00:00.000Z' };
          return ok({ results: { success: true, data: { ...batch, items: [] } } });
        },
      },
    });
    renderApp('/studio');
    fireEvent.click(await screen.findByRole('link', { name: 'Payouts' }));
    expect(await screen.findByText('$462.50 payable to 1 creator; 1 more without a confirmed payment email.')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'ben' })).toBeTruthy();
    const held = screen.getByRole('table', { name: /^Held in moderation/ });
    expect(within(held).getByRole('row', { name: 'ava Night Drive $92.50' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make a payout batch' }));
    expect(await screen.findByText('Batch 3 made: 1 payment, $462.50. Download its CSV for PayPal.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'PayPal CSV of batch 3' }));
    await waitFor(() => expect(saved).toEqual(['chorus-payout-3.csv']));
    expect(downloads[0]!.type).toBe('text/csv');
    expect(downloads[0]!.size).toBe('Email,Amount\npay.ava@example.test,462.50\n'.length);
    fireEvent.click(screen.getByRole('button', { name: 'Mark batch 3 paid' }));
    expect(await screen.findByText('Batch 3 is paid: each creator has been told.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark batch 3 paid' })).toBeNull());
  });

  it('lets an owner set the sites its widgets run on and manage who works in the organisation', async () => {
    let members = [
      { contactId: 40, name: 'Nadia Label', email: 'label@chorus.test', role: 'owner', createdAt: '2026-01-01T00:00:00.000Z' },
      { contactId: 41, name: 'Kit Morales', email: 'label-editor@chorus.test', role: 'editor', createdAt: '2026-02-01T00:00:00.000Z' },
    ];
    const { calls } = studioApi({
      role: 'owner',
      extra: {
        'PATCH /orgapi/organisation': (call: FakeCall) =>
          ok({ results: { success: true, data: { ...organisation, role: 'owner', ...(call.body as object), allowedOrigins: ['https://nightshade.example', 'https://shop.nightshade.example'] } } }),
        'GET /orgapi/members': () => ok({ results: { success: true, data: members } }),
        'POST /orgapi/invites': (call: FakeCall) =>
          ({ status: 201, body: { results: { success: true, data: { email: (call.body as { email: string }).email, role: (call.body as { role: string }).role, expiresAt: '2026-12-04T00:00:00.000Z' } } } }),
        'DELETE /orgapi/members/41': () => {
          const gone = members.find((m) => m.contactId === 41)!;
          members = members.filter((m) => m.contactId !== 41);
          return ok({ results: { success: true, data: gone } });
        },
      },
    });
    const { container } = renderApp('/studio');
    fireEvent.click(await screen.findByRole('link', { name: 'Organisation' }));
    const origins = await screen.findByLabelText('Sites your widgets may run on');
    expect((origins as HTMLTextAreaElement).value).toBe('https://nightshade.example');
    fireEvent.change(origins, { target: { value: 'https://nightshade.example\nhttps://shop.nightshade.example/' } });
    fireEvent.change(screen.getByLabelText('Logo address (optional)'), { target: { value: 'https://nightshade.example/logo.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({ allowedOrigins: ['https://nightshade.example', 'https://shop.nightshade.example/'], logoUrl: 'https://nightshade.example/logo.png' });
    expect((origins as HTMLTextAreaElement).value).toBe('https://nightshade.example\nhttps://shop.nightshade.example');

    fireEvent.change(await screen.findByLabelText('Their email'), { target: { value: 'new.editor@example.test' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'viewer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('We emailed an invitation to new.editor@example.test.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/orgapi/invites')!.body).toEqual({ email: 'new.editor@example.test', role: 'viewer' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Kit Morales' }));
    expect(await screen.findByText('Kit Morales no longer has access.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Kit Morales' })).toBeNull());
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('opens a contest on its Overview for a viewer, and shows them the queue without the means to change it', async () => {
    studioApi({ role: 'viewer' });
    renderApp('/studio/contests/7');
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    expect(screen.getByText('Awaiting review', { selector: 'dt' }).nextElementSibling?.textContent).toBe('2');
    fireEvent.click(screen.getByRole('tab', { name: 'Moderation' }));
    expect(await screen.findByText('ava')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve selected/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End contest' })).toBeNull();
    expect(screen.getByText(/an editor or owner of the organisation approves them/)).toBeTruthy();
  });

  it('is where an organiser’s login goes from /login', async () => {
    studioApi();
    const { router } = renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Midnight Remix' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/studio/contests');
  });

  it('tells a login in no organisation what to do, and a contest of another organisation is not found', async () => {
    fakeApi({ ...signedInRoutes(label), 'GET /orgapi/organisations': () => ok({ results: { success: true, data: [] } }) });
    renderApp('/studio');
    expect(await screen.findByText('No organisation yet')).toBeTruthy();
    cleanup();
    studioApi();
    renderApp('/studio/contests/99');
    expect(await screen.findByText('Contest not found')).toBeTruthy();
  });
});

describe('/studio/review (platform staff)', () => {
  it('approves an organisation that asked to join and denies a creator with a reason', async () => {
    const staff = contact({ contactID: 1, contactType: 'admin', contactName: 'Chorus Staff', logInUsername: 'admin@chorus.test' });
    let pending = [{ id: 9, name: 'Aurora Sound', slug: 'aurora-sound', website: 'https://aurora.example', contactEmail: 'ada@aurora.example', status: 'pending', whatTheyRun: 'Song contests', createdAt: '2026-11-27T00:00:00.000Z', owners: [{ contactId: 50, name: 'Ada Lane', email: 'ada@aurora.example' }] }];
    let creators = [{ contactId: 60, name: 'Cy New', email: 'cy@example.test', approvalStatus: 'Pending', createdAt: '2026-11-26T00:00:00.000Z' }];
    const { calls } = fakeApi({
      ...signedInRoutes(staff),
      'GET /orgapi/organisations': () => ok({ results: { success: true, data: orgs(1, 'owner') } }),
      'GET /orgapi/contests': () => ok({ results: { success: true, data: [] } }),
      'GET /adminapi/organisations': () => ok({ results: { success: true, data: pending } }),
      'POST /adminapi/organisations/9/approve': () => {
        const done = { ...pending[0]!, status: 'approved' };
        pending = [];
        return ok({ results: { success: true, data: done } });
      },
      'GET /adminapi/creators': () => ok({ results: { success: true, data: { rows: creators, page: 1, pageSize: 100, total: creators.length, totalPages: 1 } } }),
      'POST /adminapi/creators/60/deny': () => {
        const done = { ...creators[0]!, approvalStatus: 'Denied' };
        creators = [];
        return ok({ results: { success: true, data: done } });
      },
    });
    const { container } = renderApp('/studio');
    fireEvent.click(await screen.findByRole('link', { name: 'Review' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Aurora Sound' }));
    expect(await screen.findByText('Aurora Sound is approved: its owner has been emailed.')).toBeTruthy();
    expect(await screen.findByText('No organisation is waiting.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Deny…' }));
    fireEvent.change(screen.getByLabelText('Why deny Cy New? (emailed to them)'), { target: { value: 'Your account is outside the programme.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deny Cy New' }));
    expect(await screen.findByText('Cy New is denied: the reason has been emailed.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/adminapi/creators/60/deny')!.body).toEqual({ reason: 'Your account is outside the programme.' });
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('is not offered to organisers', async () => {
    studioApi({ role: 'owner' });
    renderApp('/studio/review');
    expect(await screen.findByRole('link', { name: 'Midnight Remix' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Review' })).toBeNull();
  });
});

describe('/studio/join', () => {
  it('accepts an invitation from its link, with a name and password for an email new to Chorus', async () => {
    let tries = 0;
    const { calls } = fakeApi({
      'GET /creatorapi/session': () => ({ status: 401, body: { error: true, messages: ['Please log in.'] } }),
      'POST /orgapi/invites/accept': () =>
        ++tries === 1
          ? { status: 400, body: { error: true, messages: ['Please enter your first and last name and choose a password to create your login.'] } }
          : ok({ results: { success: true, data: { id: 1, name: 'Nightshade Records', slug: 'nightshade-records', role: 'viewer', acting: false } } }),
    });
    renderApp('/studio/join?invite_token=secret-token&invite_id=12');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('Please enter your first and last name and choose a password to create your login.')).toBeTruthy();
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('First name', 'Vee');
    type('Last name', 'Ewer');
    type('Password', 'Viewer-pass-1');
    type('Confirm password', 'Viewer-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('You joined Nightshade Records. Sign in to start.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to the studio' }).getAttribute('href')).toBe('/login?returnTo=%2Fstudio');
    expect(calls.filter((c) => c.path === '/orgapi/invites/accept').map((c) => c.body)).toEqual([
      { inviteId: 12, inviteToken: 'secret-token' },
      { inviteId: 12, inviteToken: 'secret-token', firstName: 'Vee', lastName: 'Ewer', password: 'Viewer-pass-1', passwordConfirm: 'Viewer-pass-1' },
    ]);
  });

  it('asks for an organisation with its owner’s login: what is missing is said first, then the request is sent and acknowledged', async () => {
    const { calls } = fakeApi({
      'GET /creatorapi/session': () => ({ status: 401, body: { error: true, messages: ['Please log in.'] } }),
      'POST /orgapi/requests': () => ({ status: 201, body: { results: { success: true, data: { id: 9, status: 'pending' } } } }),
    });
    const { container } = renderApp('/studio/join');
    fireEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please enter your organisation’s name.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/orgapi/requests')).toBe(false);
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Organisation name', 'Aurora Sound');
    type('What will you run on Chorus?', 'Song contests for our artists');
    type('First name', 'Ada');
    type('Last name', 'Lane');
    type('Email', 'ada@aurora.example');
    type('Password', 'Aurora-sound-1');
    type('Confirm password', 'Aurora-sound-1');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Thanks! We will review your request and email you once it is approved.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/orgapi/requests')!.body).toEqual({
      organisationName: 'Aurora Sound',
      whatTheyRun: 'Song contests for our artists',
      firstName: 'Ada',
      lastName: 'Lane',
      email: 'ada@aurora.example',
      password: 'Aurora-sound-1',
      passwordConfirm: 'Aurora-sound-1',
    });
    expect(await seriousViolations(container)).toEqual([]);
  });
});
