import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from './api.ts';
import { elementMeta, type ElementArgs } from './sdk-element.tsx';

// `<chorus-contest>` as embedders use it: its docs page lists and controls what custom-elements.json documents.
const meta = { title: 'SDK/chorus-contest', ...elementMeta('chorus-contest', { 'contest-id': fixtures.standard.id }) } satisfies Meta<ElementArgs>;
export default meta;

/** A whole contest page; Submit Your Post opens the entry dialog. */
export const Default: StoryObj<typeof meta> = {};
/** The dark theme (`theme="dark"`). */
export const Dark: StoryObj<typeof meta> = { args: { theme: 'dark' } };
