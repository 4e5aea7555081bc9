import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from './api.ts';
import { elementMeta, type ElementArgs } from './sdk-element.tsx';

// `<chorus-leaderboard>` as embedders use it: its docs page lists and controls what custom-elements.json documents.
const meta = { title: 'SDK/chorus-leaderboard', ...elementMeta('chorus-leaderboard', { 'contest-id': fixtures.standard.id }) } satisfies Meta<ElementArgs>;
export default meta;

/** The contest's ranking, paged. */
export const Default: StoryObj<typeof meta> = {};
/** The dark theme (`theme="dark"`). */
export const Dark: StoryObj<typeof meta> = { args: { theme: 'dark' } };
