import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContestCard } from '@chorus/ui';
import { fixtures, toSummary } from './api.ts';

const meta = {
  title: 'Contests/Contest card',
  component: ContestCard,
  args: { onNavigate: (path: string) => console.info('navigate', path) },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
} satisfies Meta<typeof ContestCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** TikTok sound (opens in a new window), three prize lines. */
export const Active: Story = { args: { contest: toSummary(fixtures.standard) } };
/** YT Shorts and Top Views ribbons. */
export const ViewsWithRibbons: Story = { args: { contest: toSummary(fixtures.views) } };
/** Creative ribbon; the sound is a file on the Chorus server and plays inline. */
export const Creative: Story = { args: { contest: toSummary(fixtures.creative) } };
/** A direct contest with its event line. */
export const DirectWithEvent: Story = { args: { contest: toSummary(fixtures.direct) } };
/** No cover image and no sound. */
export const NoCover: Story = { args: { contest: { ...toSummary(fixtures.exclusive), image: null, audio: null } } };
