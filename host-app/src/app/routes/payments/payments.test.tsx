// @vitest-environment jsdom
import { contestMessages, paymentMessages } from '@chorus/core';
import axe from 'axe-core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contestPayment } from '../../../testing/contest-fixtures.ts';
import { fakeApi, ok, signedInRoutes, type FakeCall } from '../../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const rows = [
  contestPayment(),
  contestPayment({ id: 2, CompetitionID: 13, CompetitionName: 'Hometown Hero', Amount: 27_750, Status: 'Paid', updatedAt: '2026-11-07T12:00:00.000Z' }),
];

/** Answers like the server: filters by status and pages. */
function paymentsApi(all = rows) {
  return {
    'GET /creatorapi/contest-payments': (call: FakeCall) => {
      const status = call.query.status;
      const page = Number(call.query.page ?? 1);
      const pageSize = Number(call.query.pageSize ?? 10);
      const matching = all.filter((p) => !status || p.Status === status);
      return ok({
        results: {
          success: true,
          data: matching.slice((page - 1) * pageSize, page * pageSize),
          PageInformation: { TotalPages: Math.ceil(matching.length / pageSize), TotalCount: matching.length, Page: page, PageSize: pageSize },
        },
      });
    },
  };
}

describe('/payments', () => {
  it('lists campaign payments by status with the missing-email banner, and opens a row’s timeline', async () => {
    const row = {
      id: 7,
      PostID: 70,
      UID: '00000000-0000-4000-8000-000000000070',
      CampaignTitle: 'Summer Anthem',
      Image: null,
      Amount: 15_000,
      PaymentStatus: 'Pending',
      PaymentStatusLabel: 'To Be Paid',
      PaymentEmail: null,
      PaidAt: null,
      Handle: 'maya',
      Platform: 'TikTok',
      updatedAt: '2026-11-05T12:00:00.000Z',
      Row_PaymentDetails: [{ FieldName: 'Handle', FieldValue: 'maya' }],
    };
    const { calls } = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/vendor': () => ok({ results: { success: true, data: { ContactInformation: { EmailAddress_Payment: null }, PaymentEmailHistory: [] } } }),
      'GET /creatorapi/payments': (call: FakeCall) =>
        ok({
          results: { success: true, data: { Row_Payments: call.query.payment_status === 'Pending' ? [row] : [] } },
          PageInformation: { TotalPages: 1, Page: 1, TotalRows: call.query.payment_status === 'Pending' ? 1 : 0 },
        }),
      'GET /creatorapi/payments/7/timeline': () =>
        ok({
          results: {
            success: true,
            data: {
              type: 'campaign',
              id: 7,
              title: 'Summer Anthem',
              amountCents: 15_000,
              status: 'To Be Paid',
              events: [
                { key: 'accept', label: 'Offer accepted', at: '2026-11-01T12:00:00.000Z' },
                { key: 'approved', label: 'Approved for payment', at: '2026-11-05T12:00:00.000Z' },
              ],
              expectedPayDate: '2026-12-05T12:00:00.000Z',
              paymentTermsDays: 30,
            },
          },
        }),
    });
    renderApp('/payments');
    expect((await screen.findByRole('tab', { name: /Campaigns/ })).getAttribute('aria-selected')).toBe('true');
    const banner = await screen.findByRole('link', { name: paymentMessages.missingConfirmed });
    expect(banner.getAttribute('href')).toBe('/account/vendor');
    expect(await screen.findByText('No Potential payments')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'To Be Paid' }));
    const table = await screen.findByRole('table', { name: 'Campaign payments' });
    expect(within(table).getByText(/^\$150(\.00)?$/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/creatorapi/payments' && c.query.payment_status === 'Pending')).toBe(true);
    fireEvent.click(within(table).getByRole('button', { name: 'Timeline of Summer Anthem' }));
    const dialog = await screen.findByRole('dialog', { name: /Payment timeline: Summer Anthem/ });
    expect(await within(dialog).findByText('Approved for payment')).toBeTruthy();
    expect(within(dialog).getByText(/the organiser pays within 30 days of\s+approval/)).toBeTruthy();
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('shows the confirmed payment email with its edit link instead of the banner', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/vendor': () => ok({ results: { success: true, data: { ContactInformation: { EmailAddress_Payment: 'pay@maya.test' }, PaymentEmailHistory: [] } } }),
      'GET /creatorapi/payments': () => ok({ results: { success: true, data: { Row_Payments: [] } }, PageInformation: { TotalPages: 1, Page: 1, TotalRows: 0 } }),
    });
    renderApp('/payments');
    expect(await screen.findByText('pay@maya.test')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit payment email' }).getAttribute('href')).toBe('/account/vendor');
    expect(screen.queryByText(paymentMessages.missingConfirmed)).toBeNull();
  });

  it('opens a contest prize’s timeline from its row', async () => {
    fakeApi({
      ...signedInRoutes(),
      ...paymentsApi(),
      'GET /creatorapi/payments/1/timeline': (call: FakeCall) =>
        ok({
          results: {
            success: true,
            data: {
              type: call.query.type,
              id: 1,
              title: 'Winter Lights',
              amountCents: 18_500,
              status: 'To Be Paid',
              events: [
                { key: 'ended', label: 'Contest ended', at: '2026-11-18T12:00:00.000Z' },
                { key: 'won', label: 'Won 1st Place', at: '2026-11-18T12:00:00.000Z' },
                { key: 'fee', label: 'Platform fee applied', at: '2026-11-18T12:00:00.000Z', detail: '$15.00 (7.5%), $185.00 to pay' },
              ],
              expectedPayDate: '2026-12-18T12:00:00.000Z',
              paymentTermsDays: 30,
            },
          },
        }),
    });
    renderApp('/payments?tab=contests');
    const table = await screen.findByRole('table', { name: 'Contest payments' });
    fireEvent.click(within(table).getByRole('button', { name: 'Timeline of Winter Lights' }));
    const dialog = await screen.findByRole('dialog', { name: /Payment timeline: Winter Lights/ });
    expect(await within(dialog).findByText('Won 1st Place')).toBeTruthy();
    expect(within(dialog).getByText('$15.00 (7.5%), $185.00 to pay')).toBeTruthy();
  });

  it('lists contest payments with the spec columns, amounts in dollars and the delay note', async () => {
    fakeApi({ ...signedInRoutes(), ...paymentsApi() });
    renderApp('/payments?tab=contests');
    const table = await screen.findByRole('table', { name: 'Contest payments' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Competition ID',
      'PayPal Email',
      'Amount',
      'Last Updated',
      'Status',
    ]);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '#14Winter Lights',
      'maya.pay@chorus.test',
      '$185.00',
      'Nov 20, 2026',
      'To Be Paid',
    ]);
    expect(within(second!).getByText('$277.50')).toBeTruthy();
    expect(screen.getByText(contestMessages.paymentsDelay)).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('shows the place each payment is for, in the list and in the grid', async () => {
    fakeApi({ ...signedInRoutes(), ...paymentsApi([contestPayment({ place: 2, PlaceLabel: '2nd Place' })]) });
    renderApp('/payments?tab=contests');
    const table = await screen.findByRole('table', { name: 'Contest payments' });
    expect(within(table).getAllByRole('cell')[0]!.textContent).toBe('#14Winter Lights · 2nd Place');
    fireEvent.click(screen.getByRole('radio', { name: /Grid/ }));
    const card = await screen.findByRole('listitem', { name: 'Winter Lights' });
    expect(within(card).getByText('2nd Place')).toBeTruthy();
  });

  it('filters by status through the server and keeps it in the address', async () => {
    const api = fakeApi({ ...signedInRoutes(), ...paymentsApi() });
    const { router } = renderApp('/payments?tab=contests');
    await screen.findByRole('table', { name: 'Contest payments' });
    fireEvent.click(screen.getByRole('radio', { name: 'Paid' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/payments?tab=contests&status=paid'));
    await waitFor(() => expect(screen.queryByText('Winter Lights')).toBeNull());
    expect(screen.getByText('Hometown Hero')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/creatorapi/contest-payments').at(-1)?.query).toEqual({ status: 'Paid', page: '1', pageSize: '10' });

    fireEvent.click(screen.getByRole('radio', { name: 'To Be Paid' }));
    await waitFor(() => expect(screen.queryByText('Hometown Hero')).toBeNull());
    expect(screen.getByText('Winter Lights')).toBeTruthy();
  });

  it('pages 10, 25 or 100 rows in the list and 10 cards in the grid', async () => {
    const many = Array.from({ length: 23 }, (_, i) => contestPayment({ id: i + 1, CompetitionName: `Contest ${i + 1}` }));
    const api = fakeApi({ ...signedInRoutes(), ...paymentsApi(many) });
    renderApp('/payments?tab=contests');
    const table = await screen.findByRole('table', { name: 'Contest payments' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const select = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['10', '25', '100']);
    const nav = screen.getByRole('navigation', { name: 'Contest payments pages' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await within(nav).findByText('Page 2 of 3')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Contest 11')).toBeTruthy());
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(await within(nav).findByText('Page 1 of 3')).toBeTruthy();

    fireEvent.change(select, { target: { value: '25' } });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(24));

    fireEvent.click(screen.getByRole('radio', { name: 'Grid' }));
    const grid = await screen.findByRole('list', { name: 'Contest payments' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(10));
    expect(screen.queryByLabelText('Rows per page')).toBeNull();
    expect(api.calls.at(-1)?.query.pageSize).toBe('10');
  });

  it('has an empty state, and an error state with a retry', async () => {
    fakeApi({ ...signedInRoutes(), ...paymentsApi([]) });
    renderApp('/payments?tab=contests');
    expect(await screen.findByRole('heading', { name: 'No contest payments yet' })).toBeTruthy();
    cleanup();

    let fail = true;
    fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/contest-payments': (call) =>
        fail ? { status: 500, body: { error: true, messages: ['Payments are unavailable'] } } : paymentsApi()['GET /creatorapi/contest-payments'](call),
    });
    renderApp('/payments?tab=contests');
    expect((await screen.findByRole('alert')).textContent).toContain('Payments are unavailable');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Contest payments' })).toBeTruthy();
  });
});
