// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contestMessages } from '@chorus/core';
import { EntryForm } from '../entry-form/entry-form.tsx';
import { seriousViolations } from '../testing/a11y.ts';
import { entryHandleFixtures, fakeApi, fixtures } from '../testing/index.ts';
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

  it("offers a signed-in entrant their own handles (a manager: their roster's), one on the contest's platforms first, never free text; back to the detail after", async () => {
    const onNavigate = vi.fn();
    const api = fakeApi({ handles: [...entryHandleFixtures, { handle: 'theo.ig', platform: 'instagram', creatorName: 'Theo Bass' }] });
    const contest = { ...fixtures.handle, platforms: ['Instagram Reel'] };
    const { container } = render(<HandleForm contestId={10} contest={contest} token="tok" transport={api.transport} onNavigate={onNavigate} />);
    expect(screen.queryByLabelText('Email')).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Username' }) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.textContent)).toEqual(['@kai · TikTok (Kai Moves)', '@kai.ig · Instagram (Kai Moves)', '@theo.ig · Instagram (Theo Bass)']));
    expect(api.calls.find((c) => c.path === '/creatorapi/entry-handles')?.headers['x-api-key']).toBe('tok');
    expect(screen.queryByRole('textbox', { name: 'Username' })).toBeNull();
    expect(select.value).toBe('kai.ig');
    fireEvent.change(select, { target: { value: 'theo.ig' } });
    fireEvent.click(submit());
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/quickdetail?PostID=10'));
    expect(api.calls.at(-1)).toMatchObject({ path: '/creatorapi/contests/10/entries', body: { creator: 'theo.ig', email: '' } });
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('tells a signed-in entrant without a handle to add one, and keeps Submit disabled', async () => {
    render(<HandleForm contestId={10} contest={fixtures.handle} signedIn handles={[]} transport={fakeApi().transport} />);
    expect((screen.getByLabelText('Username') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText(contestMessages.noHandles)).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it("opens a dialog for a duplicate-username answer ('already exist')", async () => {
    const message = contestMessages.handleTaken;
    const api = fakeApi({ onSubmit: () => ({ status: 409, body: { error: true, messages: [message] } }) });
    render(<HandleForm contestId={10} contest={fixtures.handle} signedIn handles={entryHandleFixtures} transport={api.transport} />);
    expect((screen.getByLabelText('Username') as HTMLSelectElement).value).toBe('kai');
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
