import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageMessages } from '@chorus/core';
import { ContactForm } from '@chorus/ui';
import { failing, fakeApi, live } from './api.ts';

// <chorus-contact-form subject="…">: Contact Us for visitors of any page.
const meta = {
  title: 'Pages/Contact form',
  component: ContactForm,
  args: { transport: live() },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithSubject: Story = { args: { subject: 'Booking', heading: "Write to Luna's team" } };

const fill = async (canvasElement: HTMLElement) => {
  const form = within(canvasElement);
  await userEvent.type(form.getByLabelText('Email'), 'fan@example.com');
  await userEvent.type(form.getByLabelText('Message'), 'Can you play in Austin?');
  await userEvent.click(form.getByRole('button', { name: 'Submit' }));
  return form;
};

/** The subject is required; Submit is enabled by a valid email and a message. */
export const SubjectRequired: Story = {
  play: async ({ canvasElement }) => {
    const form = await fill(canvasElement);
    await expect(form.getByText(pageMessages.subjectRequired)).toBeInTheDocument();
  },
};

/** Submitting (the answer never comes): the button shows its spinner. */
export const Submitting: Story = {
  args: { subject: 'Booking', transport: fakeApi({ pending: true }).transport },
  play: async ({ canvasElement }) => {
    const form = await fill(canvasElement);
    await expect(form.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Sent: Story = {
  args: { subject: 'Booking' },
  play: async ({ canvasElement }) => {
    const form = await fill(canvasElement);
    await expect(await form.findByText(pageMessages.sent, {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(form.getByRole('button', { name: pageMessages.alreadySubmitted })).toBeDisabled();
  },
};

export const SendError: Story = {
  args: { subject: 'Booking', transport: failing() },
  play: async ({ canvasElement }) => {
    const form = await fill(canvasElement);
    await expect(await form.findByText(pageMessages.contactError)).toBeInTheDocument();
  },
};
