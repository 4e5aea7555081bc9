// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { OrganisationRole } from '@chorus/core';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type FakeCall } from '../../../testing/fake-api.ts';
import { campaignPayment, data, paymentsPage } from '../../../testing/studio-creator-fixtures.ts';
import { CampaignPayments } from './campaign-payments.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = data({
  campaigns: [
    { campaignId: 7, title: 'Lumen Glow', potentialCents: 40_000, toBePaidCents: 45_000, paidCents: 10_000 },
    { campaignId: 8, title: 'Winter Drop', potentialCents: 0, toBePaidCents: 5_000, paidCents: 0 },
  ],
  creators: [
    { contactId: 101, name: 'Maya Lopez', handles: ['@creator1'], toBePaidCents: 20_000, paidCents: 10_000, missingPaymentEmail: false },
    { contactId: 102, name: 'Sam Reed', handles: ['@creator2'], toBePaidCents: 25_000, paidCents: 0, missingPaymentEmail: true },
  ],
});
const sam = campaignPayment(2, { amountCents: 25_000, paymentEmail: null, missingPaymentEmail: true, campaignTitle: 'Lumen Glow' });

function api(extra: Record<string, (c: FakeCall) => ReturnType<typeof ok>> = {}) {
  return fakeApi({
    'GET /orgapi/campaign-payments/summary': () => ok(summary),
    'GET /orgapi/campaign-payments': (c) =>
      c.query.status === 'Pending'
        ? ok(paymentsPage([campaignPayment(1), sam]))
        : c.query.status === 'Paid'
          ? ok(paymentsPage([campaignPayment(3, { status: 'Paid', statusLabel: 'Paid', paidAt: '2026-11-20T10:00:00.000Z' })]))
          : ok(paymentsPage([campaignPayment(1), sam], Number(c.query.page), 3, 60)),
    'POST /orgapi/campaign-payments/2/remind': () => ok({ results: { success: true, message: 'We emailed s***@chorus.test a reminder to add and confirm a payment email.' } }),
    ...extra,
  });
}
const show = (role: OrganisationRole, campaignId?: number) =>
  render(
    <MemoryRouter>
      <CampaignPayments orgId={1} role={role} campaignId={campaignId} />
    </MemoryRouter>,
  );
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.children].map((c) => c.textContent));

describe('campaign payments', () => {
  it('shows owed and paid by campaign and by creator, those without a payment email apart, and where paying happens; accessible', async () => {
    api();
    const { container } = show('viewer');
    await screen.findByRole('table', { name: 'Owed and paid, by campaign' });
    expect(rowsOf('Owed and paid, by campaign')).toEqual([
      ['Lumen Glow', '$400.00', '$450.00', '$100.00'],
      ['Winter Drop', '$0.00', '$50.00', '$0.00'],
    ]);
    expect(rowsOf('Owed and paid, by creator with a confirmed payment email')).toEqual([['Maya Lopez', '@creator1', '$200.00', '$100.00']]);
    expect(await screen.findByRole('table', { name: 'Creators without a confirmed payment email' })).toBeTruthy();
    expect(rowsOf('Creators without a confirmed payment email')).toEqual([['Sam Reed', '@creator2', '$250.00']]);
    expect(screen.getByRole('link', { name: 'Payouts page' }).getAttribute('href')).toBe('/studio/payouts');
    // A viewer reads: no reminders.
    expect(screen.queryByRole('button', { name: /Remind/ })).toBeNull();
    await screen.findByRole('table', { name: 'Campaign payments' });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('reminds a creator without a payment email and shows the server’s words, and its refusal when reminded today', async () => {
    let reminded = false;
    const { calls } = api({
      'POST /orgapi/campaign-payments/2/remind': () => {
        if (reminded) return { status: 409, body: { error: true, messages: ['This creator was reminded about this payment less than a day ago. Try again tomorrow.'] } };
        reminded = true;
        return ok({ results: { success: true, message: 'We emailed s***@chorus.test a reminder to add and confirm a payment email.' } });
      },
    });
    show('editor');
    fireEvent.click(await screen.findByRole('button', { name: 'Remind Sam Reed about Lumen Glow' }));
    expect(await screen.findByText('We emailed s***@chorus.test a reminder to add and confirm a payment email.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remind Sam Reed about Lumen Glow' }));
    expect(await screen.findByText(/reminded about this payment less than a day ago/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/orgapi/campaign-payments/2/remind', '/orgapi/campaign-payments/2/remind']);
    expect(calls.find((c) => c.query.status === 'Pending')!.query).toEqual({ status: 'Pending', page: '1', pageSize: '1000' });
  });

  it('lists payments by status and page, one campaign’s with campaignId', async () => {
    const { calls } = api();
    show('owner', 7);
    await screen.findByRole('table', { name: 'Owed and paid, by campaign' });
    expect(rowsOf('Owed and paid, by campaign')).toEqual([['Lumen Glow', '$400.00', '$450.00', '$100.00']]);
    expect(screen.queryByRole('table', { name: /by creator/ })).toBeNull();
    await screen.findByRole('table', { name: 'Campaign payments' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.at(-1)!.query).toEqual({ campaignId: '7', page: '2', pageSize: '25' }));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Paid' } });
    expect(await screen.findByRole('table', { name: 'Campaign payments: Paid' })).toBeTruthy();
    expect(calls.at(-1)!.query).toEqual({ status: 'Paid', campaignId: '7', page: '1', pageSize: '25' });
    expect(calls.filter((c) => c.query.status === 'Pending').every((c) => c.query.campaignId === '7')).toBe(true);
  });

  it('says when the summary cannot load', async () => {
    api({ 'GET /orgapi/campaign-payments/summary': () => ({ status: 500, body: { error: true, messages: ['Something went wrong.'] } }) });
    show('viewer');
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
  });
});
