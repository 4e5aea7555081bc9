import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from './api.ts';
import { elementMeta, type ElementArgs } from './sdk-element.tsx';

// `<chorus-entry-form>` as embedders use it: its docs page lists and controls what custom-elements.json documents.
const meta = { title: 'SDK/chorus-entry-form', ...elementMeta('chorus-entry-form', { 'contest-id': fixtures.quick.id }) } satisfies Meta<ElementArgs>;
export default meta;

/** The post-link form of a quick contest (anonymous entry by email). */
export const Default: StoryObj<typeof meta> = {};
/** The dark theme (`theme="dark"`). */
export const Dark: StoryObj<typeof meta> = { args: { theme: 'dark' } };
