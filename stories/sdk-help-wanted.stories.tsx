import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementMeta, type ElementArgs } from './sdk-element.tsx';

// `<chorus-help-wanted>` as embedders use it: its docs page lists and controls what custom-elements.json documents.
const meta = { title: 'SDK/chorus-help-wanted', ...elementMeta('chorus-help-wanted', { token: 'creator-token' }) } satisfies Meta<ElementArgs>;
export default meta;

/** Open opportunities for a signed-in creator (any token, here). */
export const Default: StoryObj<typeof meta> = {};
/** The dark theme (`theme="dark"`). */
export const Dark: StoryObj<typeof meta> = { args: { theme: 'dark' } };
