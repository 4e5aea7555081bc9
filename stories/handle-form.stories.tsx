import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contestMessages } from '@chorus/core';
import { HandleForm } from '@chorus/ui';
import { fakeApi, fixtures, live } from './api.ts';

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
export const SignedIn: Story = { args: { signedIn: true } };

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
    transport: fakeApi({ onSubmit: () => ({ status: 409, body: { error: true, messages: ['This username already exists for this contest'] } }) }).transport,
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Username'), 'paperfan');
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
