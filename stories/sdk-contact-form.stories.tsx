import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementMeta, type ElementArgs } from './sdk-element.tsx';

// `<chorus-contact-form>` as embedders use it: its docs page lists and controls what custom-elements.json documents.
const meta = { title: 'SDK/chorus-contact-form', ...elementMeta('chorus-contact-form', { subject: 'Booking' }) } satisfies Meta<ElementArgs>;
export default meta;

/** Contact Us, the subject prefilled. */
export const Default: StoryObj<typeof meta> = {};
/** The dark theme (`theme="dark"`). */
export const Dark: StoryObj<typeof meta> = { args: { theme: 'dark' } };
