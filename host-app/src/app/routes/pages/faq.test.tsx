// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact, fakeApi, ok, signedInRoutes, visitor, type FakeCall } from '../../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

/** axe-core's serious and critical violations (colour contrast needs layout: the e2e suite checks it). */
async function seriousViolations(node: Element): Promise<string[]> {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

const questions = [
  { FaqID: 3, Question: 'How do campaigns work?', subtext: 'From invite to payment', Answer: '<p>You receive an <strong>invite</strong>.</p>' },
  { FaqID: 4, Question: 'How and when do I get paid?', subtext: null, Answer: '<p>Potential, To Be Paid, Paid.</p>' },
];

/** Answers like the server: the list, or one question by faqId. */
const faqApi = (call: FakeCall) => {
  const id = call.query.faqId;
  if (!id) return ok({ results: { success: true, Row_FaqQuestions: questions } });
  const q = questions.find((x) => String(x.FaqID) === id);
  return q
    ? ok({ results: { success: true, Row_FaqQuestions: [q], FaqID: q.FaqID, Question: q.Question, Answer: q.Answer } })
    : { status: 404, body: { error: true, messages: ['That question was not found.'] } };
};

describe('/pagefaq', () => {
  it('opens and closes answers in place, with Log In and Sign Up in the header', async () => {
    const api = fakeApi({ ...visitor, 'GET /publicapi/faq': faqApi });
    const { container } = renderApp('/pagefaq');
    const toggle = await screen.findByRole('button', { name: /How do campaigns work\?/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('FAQ · Chorus'));
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/hello');
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(api.calls.find((c) => c.path === '/publicapi/faq')?.query).toEqual({ type: 'public' });

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'How do campaigns work?' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'How do campaigns work?' });
    expect(within(region).getByText('invite').tagName).toBe('STRONG');
    expect(within(region).getByRole('link', { name: /on its own page/ }).getAttribute('href')).toBe('/pagefaqlist?FaqID=3');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('shows one public question by FaqID, and says when it does not exist', async () => {
    fakeApi({ ...visitor, 'GET /publicapi/faq': faqApi });
    renderApp('/pagefaqlist?FaqID=4');
    expect(await screen.findByRole('heading', { level: 1, name: 'How and when do I get paid?' })).toBeTruthy();
    expect(screen.getByText('Potential, To Be Paid, Paid.')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/pagefaq');
    cleanup();
    renderApp('/pagefaqlist?FaqID=99');
    expect(await screen.findByRole('heading', { name: 'That question was not found.' })).toBeTruthy();
    cleanup();
    // A link without a usable id asks the server nothing.
    const api = fakeApi({ ...visitor, 'GET /publicapi/faq': faqApi });
    renderApp('/pagefaqlist?FaqID=abc');
    expect(await screen.findByRole('heading', { name: 'That question was not found.' })).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/publicapi/faq')).toBe(false);
  });

  it('offers a retry when the list fails to load', async () => {
    let fail = true;
    fakeApi({ ...visitor, 'GET /publicapi/faq': (call) => (fail ? { status: 503, body: { error: true, messages: ['The service is briefly unavailable.'] } } : faqApi(call)) });
    renderApp('/pagefaq');
    expect((await screen.findByRole('alert')).textContent).toContain('The service is briefly unavailable.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /How do campaigns work\?/ })).toBeTruthy();
  });
});

describe('/faq (signed in)', () => {
  it('lists the account FAQ with links to /faqlist/?FaqID=, and the detail has a breadcrumb back to /faq', async () => {
    const api = fakeApi({ ...signedInRoutes(contact()), 'GET /creatorapi/faq': faqApi });
    const { router, container } = renderApp('/faq');
    const link = await screen.findByRole('link', { name: /How do campaigns work\?/ });
    expect(link.getAttribute('href')).toBe('/faqlist/?FaqID=3');
    expect(api.calls.find((c) => c.path === '/creatorapi/faq')?.query).toEqual({ type: 'account' });
    expect(await seriousViolations(container)).toEqual([]);

    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'How do campaigns work?' })).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/creatorapi/faq').at(-1)?.query).toEqual({ faqId: '3' });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/faq'));
  });

  it('sends visitors to log in first', async () => {
    fakeApi({ ...visitor });
    const { router } = renderApp('/faq');
    await waitFor(() => expect(currentUrl(router)).toBe('/login?returnTo=%2Ffaq'));
  });
});
