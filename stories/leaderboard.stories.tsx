import type { Meta, StoryObj } from '@storybook/react-vite';
import { Leaderboard } from '@chorus/ui';
import { empty, failing, fixtures, live, pending } from './api.ts';

const meta = {
  title: 'Contests/Leaderboard',
  component: Leaderboard,
  args: { contestId: fixtures.standard.id, transport: live() },
  decorators: [(Story) => <div style={{ maxWidth: 820 }}>{Story()}</div>],
} satisfies Meta<typeof Leaderboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ranked by likes, numbers in K/M/G, 10 rows per page. */
export const Likes: Story = {};
export const Views: Story = { args: { contestId: fixtures.views.id } };
/** The creative variant with creativity scores. */
export const Creative: Story = { args: { contestId: fixtures.creative.id, variant: 'creative' } };
export const PageSize25: Story = { args: { pageSize: 25 } };
export const Loading: Story = { args: { transport: pending() } };
export const Empty: Story = { args: { transport: empty() } };
export const Error: Story = { args: { transport: failing() } };
