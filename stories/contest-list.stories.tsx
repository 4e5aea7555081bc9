import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContestList } from '@chorus/ui';
import { empty, failing, fixtures, live, pending, toSummary } from './api.ts';

const meta = {
  title: 'Contests/Contest list',
  component: ContestList,
  args: { onNavigate: (path: string) => console.info('navigate', path) },
} satisfies Meta<typeof ContestList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = { args: { transport: live() } };
/** `category="stagecoach"`: the direct contests of one category. */
export const Category: Story = { args: { transport: live(), category: 'stagecoach' } };
export const Loading: Story = { args: { transport: pending() } };
export const Empty: Story = { args: { transport: empty() } };
export const Error: Story = { args: { transport: failing(['Network error. Please check your connection and try again.']) } };
/** Contests handed in rather than loaded. */
export const GivenData: Story = { args: { contests: [fixtures.custom, fixtures.milestone, fixtures.quick].map(toSummary) } };
