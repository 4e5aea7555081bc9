// @vitest-environment jsdom
import { messages, paymentMessages as pm } from '@chorus/core';
import axe from 'axe-core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact, fakeApi, ok, signedInRoutes, visitor, type FakeCall } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const entry = (over: object = {}) => ({
  email: 'new@maya.test',
  activatedDate: null as string | null,
  confirmedResponse: 'Pending',
  paymentEmailUid: '00000000-0000-4000-8000-000000000001',
  contactPaymentEmailId: 1,
  resendEmailInfo: { resendCount: 0, canResend: true },
  ...over,
});

describe('/account/vendor', () => {
  it('submits only a valid email, asks to click the link, and resends a Pending row once', async () => {
    let history = [entry({ email: 'old@maya.test', confirmedResponse: 'Confirmed', contactPaymentEmailId: 2, activatedDate: '2026-11-05T12:00:00.000Z' })];
    const { calls } = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/vendor': () => ok({ results: { success: true, data: { ContactInformation: { EmailAddress_Payment: 'old@maya.test' }, PaymentEmailHistory: history } } }),
      'POST /creatorapi/contact/requestchangepaymentinfo': (call: FakeCall) => {
        history = [entry({ email: (call.body as { email: string }).email }), ...history];
        const message = pm.checkEmail((call.body as { email: string }).email);
        return ok({ results: { success: true, message, data: { message, notification_message_info: pm.notificationInfo } } });
      },
      'POST /creatorapi/resend-payment-email': () => {
        history = history.map((h) => (h.confirmedResponse === 'Pending' ? { ...h, resendEmailInfo: { resendCount: 1, canResend: false } } : h));
        return ok({ results: { success: true, message: pm.resent } });
      },
    });
    renderApp('/account/vendor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Information' })).toBeTruthy();
    const submit = (await screen.findByRole('button', { name: 'Submit' })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/New PayPal email/), { target: { value: 'not-an-email' } });
    expect(submit.disabled).toBe(true);
    expect(screen.getByText(pm.invalidEmail)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/New PayPal email/), { target: { value: 'new@maya.test' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await screen.findByText(new RegExp(pm.checkEmail('new@maya.test').replace(/[.]/g, '\\.')))).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Payment History' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Payment Email', 'Date Activated', 'Status', 'Resend Email']);
    // Date Activated: the confirmed row's date, none on the pending row (issue 24).
    const row = (email: string) => within(table).getByRole('cell', { name: email }).closest('tr')!;
    await within(table).findByRole('cell', { name: 'new@maya.test' });
    expect(within(row('new@maya.test')).getAllByRole('cell')[1]!.textContent).toBe('—');
    expect(within(row('old@maya.test')).getAllByRole('cell')[1]!.textContent).toMatch(/2026/);
    const resend = await within(table).findByRole('button', { name: 'Resend Email to new@maya.test' });
    fireEvent.click(resend);
    expect(await screen.findByText(pm.resent)).toBeTruthy();
    await waitFor(() => expect((within(table).getByRole('button', { name: 'Resend Email to new@maya.test' }) as HTMLButtonElement).disabled).toBe(true));
    expect(calls.filter((c) => c.path === '/creatorapi/resend-payment-email')).toHaveLength(1);
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('shows a delegate acting in someone’s account the history and the owner’s note, with no change and no resend', async () => {
    fakeApi({
      ...signedInRoutes(contact({ contactID: 3, contactName: 'Theo Nguyen', actorContactID: 2 })),
      'GET /creatorapi/vendor': () =>
        ok({ results: { success: true, data: { ContactInformation: { EmailAddress_Payment: 'old@theo.test' }, PaymentEmailHistory: [entry({ email: 'new@theo.test' })] } } }),
    });
    renderApp('/account/vendor');
    expect(await screen.findByText('new@theo.test')).toBeTruthy();
    expect(screen.getByText(messages.auth.ownerOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resend Email/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says a request failed the spec’s way', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/vendor': () => ok({ results: { success: true, data: { ContactInformation: { EmailAddress_Payment: null }, PaymentEmailHistory: [] } } }),
      'POST /creatorapi/contact/requestchangepaymentinfo': () => ({ status: 409, body: { error: true, messages: [pm.alreadyPending] } }),
    });
    renderApp('/account/vendor');
    fireEvent.change(await screen.findByLabelText(/PayPal email/), { target: { value: 'x@maya.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(new RegExp(pm.requestFailed.replace(/[.]/g, '\\.')))).toBeTruthy();
  });
});

describe('/confirmPaymentEmail', () => {
  it('confirms from the link without a session, once', async () => {
    const { calls } = fakeApi({
      ...visitor,
      'POST /creatorapi/confirmPaymentEmail': () => ok({ results: { success: true, message: pm.confirmed('new@maya.test'), data: { email: 'new@maya.test' } } }),
    });
    renderApp('/confirmPaymentEmail?payment_token=abc&uid=00000000-0000-4000-8000-000000000001&contactPaymentEmailId=1');
    expect(await screen.findByText(pm.confirmed('new@maya.test'))).toBeTruthy();
    const posted = calls.filter((c) => c.path === '/creatorapi/confirmPaymentEmail');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.query.token).toBe('abc');
    expect(posted[0]!.body).toEqual({ uid: '00000000-0000-4000-8000-000000000001', isEmailConfirmed: true, contactPaymentEmailId: 1 });
  });

  it('says a used or expired link failed', async () => {
    fakeApi({ ...visitor, 'POST /creatorapi/confirmPaymentEmail': () => ({ status: 400, body: { error: true, messages: [pm.linkFailed] } }) });
    renderApp('/confirmPaymentEmail?payment_token=abc&uid=u&contactPaymentEmailId=1');
    expect(await screen.findByText(pm.linkFailed)).toBeTruthy();
  });
});
