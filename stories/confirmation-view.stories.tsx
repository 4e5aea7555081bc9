import type { Meta, StoryObj } from '@storybook/react-vite';
import { contestMessages } from '@chorus/core';
import { ConfirmationView } from '@chorus/ui';

const meta = {
  title: 'Contests/Confirmation view',
  component: ConfirmationView,
  args: { onDone: () => console.info('done') },
  decorators: [(Story) => <div style={{ maxWidth: 520, background: 'var(--chorus-color-surface)', padding: 24, borderRadius: 18 }}>{Story()}</div>],
} satisfies Meta<typeof ConfirmationView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Post: Story = {
  args: {
    message: contestMessages.confirmationPost,
    entry: { id: 1, contestId: 6, contestName: 'Quick Hit: Sunday Drive', creator: 'kai', platform: 'tiktok', link: 'https://www.tiktok.com/@kai/video/1', status: 'in_review' },
  },
};
export const Handle: Story = { args: { message: contestMessages.confirmation } };
