// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageMessages } from '@chorus/core';
import { seriousViolations } from '../testing/a11y.ts';
import { fakeApi } from '../testing/index.ts';
import { ContactForm } from './contact-form.tsx';

afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => screen.getByRole('button', { name: /Submit|Already Submitted/ }) as HTMLButtonElement;

describe('ContactForm', () => {
  it('enables Submit once the email is valid and the message is not blank, and requires a subject', () => {
    render(<ContactForm transport={fakeApi().transport} />);
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeTruthy();
    expect(submit().disabled).toBe(true);
    type('Email', 'fan@example');
    type('Message', 'Hello');
    expect(submit().disabled).toBe(true);
    type('Email', 'fan@example.com');
    type('Message', '   ');
    expect(submit().disabled).toBe(true);
    type('Message', 'Hello');
    expect(submit().disabled).toBe(false);
    fireEvent.click(submit());
    expect(screen.getByText(pageMessages.subjectRequired)).toBeTruthy();
  });

  it('posts to the public endpoint, says it was sent, and the button reads Already Submitted', async () => {
    const api = fakeApi();
    const onSubmitted = vi.fn();
    render(<ContactForm transport={api.transport} subject="Booking" onSubmitted={onSubmitted} />);
    type('Email', 'Fan@Example.com');
    type('Message', 'Can you play in Austin?');
    fireEvent.click(submit());
    expect(await screen.findByText(pageMessages.sent)).toBeTruthy();
    expect(submit().textContent).toBe(pageMessages.alreadySubmitted);
    expect(submit().disabled).toBe(true);
    expect(onSubmitted).toHaveBeenCalledWith({ message: pageMessages.sent });
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/publicapi/send-contact-form', { emailFrom: 'Fan@Example.com', subject: 'Booking', message: 'Can you play in Austin?' }],
    ]);
  });

  it("shows the spec's failure line and reports it", async () => {
    const onError = vi.fn();
    render(<ContactForm transport={fakeApi({ fail: { status: 500, messages: ['boom'] } }).transport} subject="Hi" onError={onError} />);
    type('Email', 'fan@example.com');
    type('Message', 'Hello');
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain(pageMessages.contactError);
    expect(onError).toHaveBeenCalledWith([pageMessages.contactError]);
  });

  it('sends a filled hidden trap field (a bot) as website, for the server to drop', async () => {
    const api = fakeApi();
    const { container } = render(<ContactForm transport={api.transport} subject="Hi" />);
    fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: 'http://spam.example' } });
    type('Email', 'bot@example.com');
    type('Message', 'Buy now');
    fireEvent.click(submit());
    expect(await screen.findByText(pageMessages.sent)).toBeTruthy();
    expect(api.calls.map((c) => c.body)).toEqual([{ emailFrom: 'bot@example.com', subject: 'Hi', message: 'Buy now', website: 'http://spam.example' }]);
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<ContactForm transport={fakeApi().transport} />);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
