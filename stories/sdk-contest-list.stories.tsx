import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementMeta, type ElementArgs } from './sdk-element.tsx';

// `<chorus-contest-list>` as embedders use it: its docs page lists and controls what custom-elements.json documents.
const meta = { title: 'SDK/chorus-contest-list', ...elementMeta('chorus-contest-list', {}) } satisfies Meta<ElementArgs>;
export default meta;

/** The active contests as cards; `category` and `organizer` filter them. */
export const Default: StoryObj<typeof meta> = {};
/** The dark theme (`theme="dark"`). */
export const Dark: StoryObj<typeof meta> = { args: { theme: 'dark' } };
