import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contestMessages } from '@chorus/core';
import { EntryForm } from '@chorus/ui';
import { failing, fakeApi, fixtures, live, pending } from './api.ts';

const meta = {
  title: 'Contests/Entry form',
  component: EntryForm,
  args: {
    contestId: fixtures.quick.id,
    contest: fixtures.quick,
    transport: live(),
    onSubmitted: (entry) => console.info('submitted', entry),
    onError: (messages) => console.info('error', messages),
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof EntryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on a quick contest: link, handle and email. */
export const Anonymous: Story = {};
/** Signed in (a token): no email field; the creator is one of the entrant's own handles, read by the form. */
export const SignedIn: Story = { args: { contestId: fixtures.standard.id, contest: fixtures.standard, token: 'story-token' } };
/** A contest that needs an account, embedded on an artist's site (`signIn="inline"`): the fan logs in right here. */
export const SignInInline: Story = { args: { contestId: fixtures.standard.id, contest: fixtures.standard, signIn: 'inline' } };
/** The consent box appears only for contests with a marketing key. */
export const MarketingConsent: Story = { args: { contestId: fixtures.marketing.id, contest: fixtures.marketing } };

/** The spec's messages: a YouTube link on a contest without YouTube Short, an invalid email. */
export const ValidationErrors: Story = {
  args: { contestId: fixtures.direct.id, contest: fixtures.direct },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Post link'), 'https://youtube.com/shorts/abc');
    await userEvent.type(form.getByLabelText('Creator handle'), '@kai');
    await userEvent.type(form.getByLabelText('Email'), 'not-an-email');
    await userEvent.tab();
    await expect(form.getByText(contestMessages.noYouTube)).toBeInTheDocument();
    await expect(form.getByText(contestMessages.linkFormEmailInvalid)).toBeInTheDocument();
  },
};

/** The server refuses a link already submitted: its message shows in the form. */
export const ServerError: Story = {
  args: { transport: fakeApi({ onSubmit: () => ({ status: 409, body: { error: true, messages: [contestMessages.duplicate] } }) }).transport },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Post link'), 'https://www.tiktok.com/@kai/video/1');
    await userEvent.type(form.getByLabelText('Creator handle'), 'kai');
    await userEvent.type(form.getByLabelText('Email'), 'kai@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(contestMessages.duplicate);
  },
};

/** After a successful submission: the confirmation view. */
export const Confirmation: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Post link'), `https://www.tiktok.com/@kai/video/${Date.now()}`);
    await userEvent.type(form.getByLabelText('Creator handle'), 'kai');
    await userEvent.type(form.getByLabelText('Email'), 'kai@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(await form.findByText(contestMessages.confirmationPost, {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const Ended: Story = { args: { contestId: fixtures.ended.id, contest: fixtures.ended } };
export const LoginRequired: Story = { args: { contestId: fixtures.standard.id, contest: fixtures.standard, onNavigate: (p: string) => console.info('navigate', p) } };
export const Loading: Story = { args: { contest: undefined, transport: pending() } };
/** The contest could not be loaded (the form loads it when it is not given). */
export const LoadError: Story = { args: { contest: undefined, transport: failing(['Contest not found.']) } };

/** Submitting (the answer never comes): the button shows its spinner and is busy. */
export const Submitting: Story = {
  args: { transport: fakeApi({ pending: true }).transport },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Post link'), 'https://www.tiktok.com/@kai/video/1');
    await userEvent.type(form.getByLabelText('Creator handle'), 'kai');
    await userEvent.type(form.getByLabelText('Email'), 'kai@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(form.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
  },
};
