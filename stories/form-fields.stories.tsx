import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SelectField, TextAreaField, TextField } from '@chorus/ui';

// The portal's form fields side by side: one look, one way of tying a label, a hint and an error to the control.
function Fields({ error }: { error: boolean }) {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <TextField label="City" defaultValue="Austin" error={error ? 'Please enter your city' : undefined} />
      <SelectField
        label="State"
        hint="Where you get paid"
        options={[
          { value: 1, label: 'Texas' },
          { value: 2, label: 'Washington' },
        ]}
        error={error ? 'Please choose a state' : undefined}
      />
      <SelectField label="Marketing budget" options={['Under $1k', '$1k to $5k', 'Over $5k']} />
      <TextAreaField label="Message" placeholder="How can we help?" error={error ? 'Please write a message' : undefined} />
    </div>
  );
}

const meta = {
  title: 'Primitives/Form fields',
  component: Fields,
  args: { error: false },
} satisfies Meta<typeof Fields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('State'), 'Washington');
    await expect(canvas.getByLabelText('State')).toHaveValue('2');
  },
};

/** Each error under its field, the control marked invalid and described by it. */
export const WithErrors: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('State')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Message')).toHaveAccessibleDescription('Please write a message');
  },
};
