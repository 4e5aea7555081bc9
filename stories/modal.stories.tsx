import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Modal, type ModalProps } from '@chorus/ui';

// The one modal of the portal and the widgets: a native <dialog> in the top layer, named by its title, focus kept in.
type DemoArgs = { blocking: boolean; title: string; description?: string; size?: ModalProps['size'] };

function Demo({ blocking, title, description, size }: DemoArgs) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const footer = blocking ? (
    <>
      <Button variant="secondary" onClick={close}>
        Decline
      </Button>
      <Button onClick={close}>Accept</Button>
    </>
  ) : (
    <Button onClick={close}>Done</Button>
  );
  const body = <p>Please read and accept our Terms of Service to continue.</p>;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      {blocking ? (
        <Modal open={open} blocking title={title} description={description} size={size} footer={footer}>
          {body}
        </Modal>
      ) : (
        <Modal open={open} onClose={close} title={title} description={description} size={size} footer={footer}>
          {body}
        </Modal>
      )}
    </>
  );
}

const meta = {
  title: 'Primitives/Modal',
  component: Demo,
  args: { blocking: false, title: 'Terms of Service', size: 'md' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Escape, the close button or a click outside the panel closes it; focus goes back to Open. */
export const Dismissible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await page.findByRole('dialog', { name: 'Terms of Service' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open' })).toHaveFocus();
  },
};

/**
 * Blocking (the legal approval and missing contact details, campaigns.md §4): no close button, Escape and an
 * outside click do nothing, the title takes focus so a screen reader starts at its name; only an answer closes it.
 */
export const Blocking: Story = {
  args: { blocking: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await page.findByRole('dialog', { name: 'Terms of Service' });
    await expect(page.getByRole('heading', { name: 'Terms of Service' })).toHaveFocus();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};
