import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { homeMessages } from '@chorus/core';
import { HelpWanted } from '@chorus/ui';
import { failing, fakeApi, live, pending } from './api.ts';

// <chorus-help-wanted token="…">: a signed-in creator's open opportunities and the apply form.
const meta = {
  title: 'Help wanted/Help wanted grid',
  component: HelpWanted,
  args: { token: 'demo-token', transport: live(), onNavigate: (path: string) => console.info('navigate', path) },
} satisfies Meta<typeof HelpWanted>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
/** No token: visitors are asked to log in. */
export const Visitor: Story = { args: { token: undefined } };
export const Loading: Story = { args: { transport: pending() } };
export const Empty: Story = { args: { transport: fakeApi({ helpWanted: [] }).transport } };
export const LoadError: Story = { args: { transport: failing(['Your session has expired. Please log in again.']) } };

/** Apply Now: one handle, the email, one input per field; every field must be filled. */
export const Apply: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Apply Now: Dance challenge for a summer single' }));
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.type(await dialog.findByLabelText('Why are you a fit?'), 'I dance every day');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(dialog.getByText(homeMessages.fillEveryField)).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Your best video link'), 'https://www.tiktok.com/@kai/video/1');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText(homeMessages.applied, {}, { timeout: 3000 })).toBeInTheDocument();
  },
};
