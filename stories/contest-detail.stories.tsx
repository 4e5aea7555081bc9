import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContestDetail } from '@chorus/ui';
import { failing, fixtures, live, pending } from './api.ts';

const meta = {
  title: 'Contests/Contest detail',
  component: ContestDetail,
  args: {
    contestId: fixtures.quick.id,
    transport: live(),
    onNavigate: (path: string) => console.info('navigate', path),
    onSubmitted: (entry) => console.info('submitted', entry),
  },
  decorators: [(Story) => <div style={{ maxWidth: 1100, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof ContestDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A quick contest: visitors may enter with an email (Submit Your Post opens the entry dialog). */
export const Active: Story = { args: { contestId: fixtures.quick.id } };
/** Signed in, a standard contest; the sound opens on TikTok. */
export const SignedIn: Story = { args: { contestId: fixtures.standard.id, token: 'story-token' } };
/** A standard contest for a visitor: Submit sends them to log in. */
export const LoginRequired: Story = { args: { contestId: fixtures.standard.id } };
/** Ended: the button looks disabled and says why. */
export const Ended: Story = { args: { contestId: fixtures.ended.id } };
export const Inactive: Story = { args: { contestId: fixtures.inactive.id } };
/** Closed contests show the Exclusive pill; a 5 % fee (takePct) is named under the prizes. */
export const Exclusive: Story = { args: { contestId: fixtures.exclusive.id, token: 'story-token' } };
/** Milestone ('555'): 488 of 500 approved posts. */
export const Milestone: Story = { args: { contestId: fixtures.milestone.id, token: 'story-token' } };
/** Creative: the leaderboard shows creativity scores. */
export const Creative: Story = { args: { contestId: fixtures.creative.id, token: 'story-token' } };
/** Custom colours: the contest's colour is the accent. */
export const CustomColour: Story = { args: { contestId: fixtures.custom.id, token: 'story-token' } };
/** Direct: no fee, the event line and the $100 bonus banner. */
export const Direct: Story = { args: { contestId: fixtures.direct.id } };
/** A handle contest (metric followers): Submit Your Handle. */
export const HandleContest: Story = { args: { contestId: fixtures.handle.id } };
export const Loading: Story = { args: { transport: pending() } };
export const Error: Story = { args: { transport: failing(['Contest not found.']) } };
