// @vitest-environment jsdom
import { pageMessages } from '@chorus/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact, fakeApi, ok, signedInRoutes, visitor, type FakeCall } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

async function seriousViolations(node: Element): Promise<string[]> {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

const sent = () => ok({ results: { success: true, message: pageMessages.sent } });
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const main = () => document.getElementById('main')!;

describe('/contactus', () => {
  it('enables Submit only with a subject, a valid email and a message; after sending it reads Already Submitted', async () => {
    const api = fakeApi({ ...visitor, 'POST /publicapi/send-contact-form': sent });
    const { container } = renderApp('/contactus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    const submit = () => screen.getByRole('button', { name: 'Submit' });
    expect(submit().hasAttribute('disabled')).toBe(true);
    type('Subject', 'Payments question');
    type('Email', 'fan@example');
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(screen.getByText('Invalid Email')).toBeTruthy();
    type('Message', 'When am I paid?');
    expect(submit().hasAttribute('disabled')).toBe(true);
    type('Email', 'fan@example.test');
    expect(screen.queryByText('Invalid Email')).toBeNull();
    expect(await seriousViolations(container)).toEqual([]);
    fireEvent.click(submit());

    expect(await screen.findByText(pageMessages.sent)).toBeTruthy();
    const button = within(main()).getByRole('button', { name: 'Already Submitted' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(api.calls.find((c) => c.path === '/publicapi/send-contact-form')?.body).toEqual({
      kind: 'contact',
      subject: 'Payments question',
      emailFrom: 'fan@example.test',
      message: 'When am I paid?',
    });
  });

  it('says "There was an error." with the server’s reason when sending fails, and lets the visitor try again', async () => {
    let answer = { status: 429, body: { error: true, messages: ['Too many requests. Please wait a minute and try again.'] } };
    fakeApi({ ...visitor, 'POST /publicapi/send-contact-form': () => answer });
    renderApp('/contactus');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    type('Subject', 'Hi');
    type('Email', 'fan@example.test');
    type('Message', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There was an error.');
    expect(alert.textContent).toContain('Too many requests');
    answer = sent() as typeof answer;
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(pageMessages.sent)).toBeTruthy();
  });
});

describe('/contact', () => {
  it("signed in: subject, email and message (accounts.md §2) beside the read-only name; ?type=trackers prefills the trackers request; failure says the server's message or 'An error has occured.'", async () => {
    let fail: 'message' | 'silent' | false = 'message';
    const api = fakeApi({
      ...signedInRoutes(contact({ contactName: 'Maya Lopez' })),
      'POST /creatorapi/send-contact-form': () =>
        fail === 'message' ? { status: 503, body: { error: true, messages: ['Mail is down. Please try again shortly.'] } } : fail === 'silent' ? { status: 500 } : sent(),
    });
    const { container } = renderApp('/contact?type=trackers');
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Maya Lopez');
    expect(name.readOnly).toBe(true);
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Trackers Inquiry');
    // The email starts as the login's, and can be changed to where the team should answer.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('creator@chorus.test');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(pageMessages.trackersMessage);
    expect(await seriousViolations(container)).toEqual([]);

    fireEvent.click(within(main()).getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Mail is down. Please try again shortly.');
    fail = 'silent';
    fireEvent.click(within(main()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An error has occured.'));
    fail = false;
    fireEvent.click(within(main()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(pageMessages.sent)).toBeTruthy();
    expect(within(main()).getByRole('button', { name: 'Already Submitted' })).toBeTruthy();
    const body = api.calls.filter((c: FakeCall) => c.path === '/creatorapi/send-contact-form').at(-1)?.body;
    expect(body).toEqual({ subject: 'Trackers Inquiry', emailFrom: 'creator@chorus.test', message: pageMessages.trackersMessage });
  });

  it('signed in: Submit needs a subject, a valid email (else Invalid Email) and a message', async () => {
    const api = fakeApi({ ...signedInRoutes(contact({ logInUsername: 'samrivera' })), 'POST /creatorapi/send-contact-form': () => sent() });
    renderApp('/contact');
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    // A login that is not an email starts the field empty.
    expect(email.value).toBe('');
    const submit = () => within(main()).getByRole('button', { name: 'Submit' });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'My payout' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'When is it sent?' } });
    expect(submit().hasAttribute('disabled')).toBe(true);
    fireEvent.change(email, { target: { value: 'sam@' } });
    fireEvent.blur(email);
    expect(screen.getByText('Invalid Email')).toBeTruthy();
    expect(submit().hasAttribute('disabled')).toBe(true);
    fireEvent.change(email, { target: { value: 'sam@example.com' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: ' ' } });
    expect(submit().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'My payout' } });
    fireEvent.click(submit());
    expect(await screen.findByText(pageMessages.sent)).toBeTruthy();
    expect(api.calls.find((c: FakeCall) => c.path === '/creatorapi/send-contact-form')?.body).toEqual({ subject: 'My payout', emailFrom: 'sam@example.com', message: 'When is it sent?' });
  });

  it('for a visitor it is the Contact Us form', async () => {
    fakeApi({ ...visitor });
    renderApp('/contact');
    expect(await screen.findByLabelText('Subject')).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });
});

describe('/trackerscontact', () => {
  it('is Direct for type=direct, Trackers otherwise; who you are defaults to Label', async () => {
    const api = fakeApi({ ...visitor, 'POST /publicapi/send-contact-form': sent });
    const { container } = renderApp('/trackerscontact?type=direct');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get In Touch About Direct' })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Who are you?' });
    expect(within(group).getAllByRole('radio').map((r) => [r.getAttribute('value'), (r as HTMLInputElement).checked])).toEqual([
      ['Label', true],
      ['Artist', false],
      ['Other', false],
    ]);
    expect(await seriousViolations(container)).toEqual([]);
    fireEvent.click(within(group).getByLabelText('Artist'));
    type('Email', 'artist@example.test');
    type('Message', 'Direct contest for my single');
    fireEvent.click(within(main()).getByRole('button', { name: 'Submit' }));
    expect(await within(main()).findByRole('button', { name: 'Already Submitted' })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/publicapi/send-contact-form')?.body).toEqual({
      kind: 'trackers',
      inquiry: 'Direct',
      whoYouAre: 'Artist',
      emailFrom: 'artist@example.test',
      message: 'Direct contest for my single',
    });
    cleanup();
    renderApp('/trackerscontact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get In Touch About Trackers' })).toBeTruthy();
  });
});

describe('/marketingcontact', () => {
  it('asks for name, company, email, budget and the campaign, and sends them as a marketing enquiry', async () => {
    const api = fakeApi({ ...visitor, 'POST /publicapi/send-contact-form': sent });
    const { container } = renderApp('/marketingcontact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Work With Chorus' })).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
    type('Your name', 'Bea Brand');
    type('Company', 'Acme Records');
    type('Work email', 'bea@acme.test');
    fireEvent.change(screen.getByLabelText('Budget per campaign (USD)'), { target: { value: '$5,000 - $20,000' } });
    type('About your campaign', 'A May release on TikTok');
    fireEvent.click(within(main()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(pageMessages.sent)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/publicapi/send-contact-form')?.body).toEqual({
      kind: 'marketing',
      name: 'Bea Brand',
      company: 'Acme Records',
      emailFrom: 'bea@acme.test',
      budget: '$5,000 - $20,000',
      message: 'A May release on TikTok',
    });
  });
});

describe('/feedback', () => {
  it('sends the feedback and shows the server’s thanks', async () => {
    const api = fakeApi({ ...signedInRoutes(), 'POST /creatorapi/feedback-submit': () => ok({ results: { success: true, message: pageMessages.feedbackThanks } }) });
    const { container } = renderApp('/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
    type('Your feedback', 'Love the payments page');
    fireEvent.click(within(main()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(pageMessages.feedbackThanks)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/creatorapi/feedback-submit')?.body).toEqual({ feedback: 'Love the payments page' });
  });
});

describe('legal pages and the newsletter', () => {
  const legal = (call: FakeCall) =>
    ok({
      results: {
        success: true,
        data: { LegalID: 1, Type: call.query.type, Version: 2, Information: `<h3>1. About</h3><p>The ${call.query.type} text.</p>`, PublishedAt: '2026-11-01T12:00:00.000Z' },
      },
    });

  it('/terms and /privacy show the server’s current document', async () => {
    const api = fakeApi({ ...visitor, 'GET /publicapi/legal': legal, 'POST /publicapi/newsletter': () => ok({ results: { success: true, message: pageMessages.newsletterThanks } }) });
    const { container } = renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(await screen.findByText('The Terms of Service text.')).toBeTruthy();
    expect(screen.getByText(/Version 2, published November 1, 2026/)).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);

    // The public footer's newsletter signup.
    const news = screen.getByRole('form', { name: 'Get Chorus news' });
    const subscribe = within(news).getByRole('button', { name: 'Subscribe' });
    expect(subscribe.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(news).getByLabelText('Email for the newsletter'), { target: { value: 'fan@news.test' } });
    fireEvent.click(subscribe);
    expect(await within(news).findByText(pageMessages.newsletterThanks)).toBeTruthy();
    expect(within(news).getByRole('button', { name: 'Already Submitted' })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/publicapi/newsletter')?.body).toEqual({ email: 'fan@news.test' });
    cleanup();

    renderApp('/privacy');
    expect(await screen.findByText('The Privacy Policy text.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Privacy Policy · Chorus'));
  });
});
