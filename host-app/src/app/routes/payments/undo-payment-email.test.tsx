// @vitest-environment jsdom
import { paymentMessages as pm } from '@chorus/core';
import axe from 'axe-core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, visitor } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const link = '/undoPaymentEmail?undo_token=abc&uid=00000000-0000-4000-8000-000000000001&contactPaymentEmailId=7';

describe('/undoPaymentEmail', () => {
  it('posts the token only when the owner presses Undo, without a session, and says where payments go now', async () => {
    let answer: (v: ReturnType<typeof ok>) => void = () => {};
    const { calls } = fakeApi({
      ...visitor,
      'POST /creatorapi/undoPaymentEmail': () => new Promise<ReturnType<typeof ok>>((resolve) => (answer = resolve)),
    });
    const { container } = renderApp(link);
    const button = await screen.findByRole('button', { name: 'Undo this change' });
    await waitFor(() => expect(document.title).toContain('Undo Payment Email Change'));
    // Opening the link changes nothing (a mail scanner may open it).
    expect(calls.filter((c) => c.path === '/creatorapi/undoPaymentEmail')).toHaveLength(0);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    button.focus();
    fireEvent.click(button);
    // While it is on its way the button is busy and a second press sends nothing more.
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(button);
    answer(ok({ results: { success: true, message: pm.undone('old@maya.test'), data: { email: 'old@maya.test' } } }));
    expect(await screen.findByText(pm.undone('old@maya.test'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Email Change Undone' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo this change' })).toBeNull();
    const posted = calls.filter((c) => c.path === '/creatorapi/undoPaymentEmail');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.query.token).toBe('abc');
    expect(posted[0]!.body).toEqual({ uid: '00000000-0000-4000-8000-000000000001', contactPaymentEmailId: 7 });
    expect(screen.getByRole('link', { name: 'Payment Information' }).getAttribute('href')).toBe('/account/vendor');
  });

  it('says a used or expired link failed', async () => {
    fakeApi({ ...visitor, 'POST /creatorapi/undoPaymentEmail': () => ({ status: 400, body: { error: true, messages: [pm.linkFailed] } }) });
    renderApp(link);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo this change' }));
    expect(await screen.findByText(pm.linkFailed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo this change' })).toBeNull();
  });

  it('offers nothing to press when the link is incomplete', async () => {
    const { calls } = fakeApi({ ...visitor });
    renderApp('/undoPaymentEmail?uid=u');
    expect(await screen.findByText(pm.linkFailed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo this change' })).toBeNull();
    expect(calls.filter((c) => c.path === '/creatorapi/undoPaymentEmail')).toHaveLength(0);
  });
});
