// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contestMessages } from '@chorus/core';
import { EntryForm } from '../entry-form/entry-form.tsx';
import { seriousViolations } from '../testing/a11y.ts';
import { fakeApi, fixtures } from '../testing/index.ts';
import { HandleForm } from './handle-form.tsx';

afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

describe('HandleForm', () => {
  it('requires a username (lowercased as typed) and a valid email for visitors', () => {
    render(<HandleForm contestId={10} contest={fixtures.handle} />);
    expect(screen.getByRole('heading', { name: 'Submit Your Handle' })).toBeTruthy();
    expect(submit().disabled).toBe(true);
    type('Username', 'PaperFan');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('paperfan');
    expect(submit().disabled).toBe(false);
    fireEvent.click(submit());
    expect(screen.getByText(contestMessages.emailRequired)).toBeTruthy();
    type('Email', 'not-an-email');
    fireEvent.click(submit());
    expect(screen.getByText(contestMessages.emailInvalid)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: '' } });
    fireEvent.blur(screen.getByLabelText('Username'));
    expect(screen.getByText(contestMessages.usernameRequired)).toBeTruthy();
  });

  it('sends every anonymous visitor to the payment step (the server never says whether an email has one)', async () => {
    const api = fakeApi();
    const onNavigate = vi.fn();
    const onSubmitted = vi.fn();
    render(<HandleForm contestId={10} contest={fixtures.handle} transport={api.transport} onNavigate={onNavigate} onSubmitted={onSubmitted} />);
    type('Username', 'paperfan');
    type('Email', 'fan+1@example.com');
    fireEvent.click(submit());
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/updatePayment?email=fan%2B1%40example.com'));
    expect(api.calls.at(-1)).toMatchObject({ path: '/publicapi/contests/10/entries', body: { creator: 'paperfan', email: 'fan+1@example.com' } });
    expect(onSubmitted).toHaveBeenCalledOnce();
    expect(screen.getByText(contestMessages.confirmation)).toBeTruthy();
  });

  it('goes back to the detail when signed in', async () => {
    const onNavigate = vi.fn();
    const api = fakeApi();
    render(<HandleForm contestId={10} contest={fixtures.handle} signedIn transport={api.transport} onNavigate={onNavigate} />);
    expect(screen.queryByLabelText('Email')).toBeNull();
    type('Username', 'paperfan');
    fireEvent.click(submit());
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/quickdetail?PostID=10'));
    expect(api.calls.at(-1)!.path).toBe('/creatorapi/contests/10/entries');
  });

  it("opens a dialog for a duplicate-username answer ('already exist')", async () => {
    const message = contestMessages.handleTaken;
    const api = fakeApi({ onSubmit: () => ({ status: 409, body: { error: true, messages: [message] } }) });
    render(<HandleForm contestId={10} contest={fixtures.handle} signedIn transport={api.transport} />);
    type('Username', 'paperfan');
    fireEvent.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Username already entered' });
    expect(dialog.textContent).toContain(message);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is what the entry form shows for a handle contest', () => {
    render(<EntryForm contestId={10} contest={fixtures.handle} />);
    expect(screen.getByRole('heading', { name: 'Submit Your Handle' })).toBeTruthy();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<HandleForm contestId={10} contest={fixtures.handle} />);
    fireEvent.click(screen.getByLabelText('Username'));
    fireEvent.blur(screen.getByLabelText('Username'));
    expect(await seriousViolations(container)).toEqual([]);
  });
});
