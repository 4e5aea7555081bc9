import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contestMessages } from '@chorus/core';
import { HandleForm } from '@chorus/ui';
import { entryHandleFixtures, failing, fakeApi, fixtures, live, pending } from './api.ts';

const meta = {
  title: 'Contests/Handle form',
  component: HandleForm,
  args: {
    contestId: fixtures.handle.id,
    contest: fixtures.handle,
    transport: live(),
    onNavigate: (path: string) => console.info('navigate', path),
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof HandleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {};
/** Signed in (a token): no email field, and the username is one of the entrant's own handles, read by the form. */
export const SignedIn: Story = { args: { token: 'story-token' } };
/** Signed in without a handle: the select says to add one. */
export const SignedInNoHandles: Story = { args: { signedIn: true, handles: [] } };

/** Username required (lowercased as typed), the handle form's email message. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Username'), 'X');
    await userEvent.clear(form.getByLabelText('Username'));
    await userEvent.type(form.getByLabelText('Email'), 'nope');
    await userEvent.tab();
    await expect(form.getByText(contestMessages.usernameRequired)).toBeInTheDocument();
    await expect(form.getByText(contestMessages.emailInvalid)).toBeInTheDocument();
  },
};

/** An answer containing 'already exist' opens a dialog. */
export const DuplicateUsername: Story = {
  args: {
    signedIn: true,
    handles: entryHandleFixtures,
    transport: fakeApi({ onSubmit: () => ({ status: 409, body: { error: true, messages: ['This username already exists for this contest'] } }) }).transport,
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(await form.findByRole('dialog', { name: 'Username already entered' })).toBeInTheDocument();
  },
};

export const Confirmation: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Username'), 'paperfan');
    await userEvent.type(form.getByLabelText('Email'), 'fan@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(await form.findByText(contestMessages.confirmation, {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { contest: undefined, transport: pending() } };
export const LoadError: Story = { args: { contest: undefined, transport: failing(['Contest not found.']) } };
export const Ended: Story = { args: { contest: { ...fixtures.handle, hasEnded: true, isClosed: true } } };
/** A standard handle contest takes signed-in creators only: visitors are asked to log in. */
export const LoginRequired: Story = { args: { contest: { ...fixtures.handle, kind: 'standard' } } };

/** Submitting (the answer never comes): the button shows its spinner and is busy. */
export const Submitting: Story = {
  args: { signedIn: true, handles: entryHandleFixtures, transport: fakeApi({ pending: true }).transport },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(form.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
  },
};
