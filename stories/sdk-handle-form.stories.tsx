import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from './api.ts';
import { elementMeta, type ElementArgs } from './sdk-element.tsx';

// `<chorus-handle-form>` as embedders use it: its docs page lists and controls what custom-elements.json documents.
const meta = { title: 'SDK/chorus-handle-form', ...elementMeta('chorus-handle-form', { 'contest-id': fixtures.handle.id }) } satisfies Meta<ElementArgs>;
export default meta;

/** The handle form of a followers contest. */
export const Default: StoryObj<typeof meta> = {};
/** The dark theme (`theme="dark"`). */
export const Dark: StoryObj<typeof meta> = { args: { theme: 'dark' } };
