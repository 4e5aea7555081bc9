// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

afterEach(cleanup);

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Manage Creators"
        description="Pick an account"
        footer={<button type="button">Done</button>}
      >
        <input aria-label="Search" data-autofocus />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is an aria-modal dialog named by its title and described', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('Open'));
    const dialog = screen.getByRole('dialog', { name: 'Manage Creators' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Pick an account').id);
  });

  it('moves focus in, traps Tab at both ends, closes on Escape and restores focus', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByText('Open');
    opener.focus();
    fireEvent.click(opener);

    const search = screen.getByLabelText('Search');
    expect(document.activeElement).toBe(search);

    const done = screen.getByText('Done');
    const close = screen.getByRole('button', { name: 'Close' });
    done.focus();
    fireEvent.keyDown(done, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(done);

    fireEvent.keyDown(done, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click outside the panel but not inside it', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByText('Open'));
    fireEvent.mouseDown(screen.getByLabelText('Search'));
    expect(onClose).not.toHaveBeenCalled();
    // The dialog itself spreads over the viewport around the panel: a press on it is outside the panel.
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('locks page scroll while open', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('Open'));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.body.style.overflow).toBe('');
  });
});

describe('Modal, blocking', () => {
  function Blocking({ onAnswer }: { onAnswer: () => void }) {
    const [open, setOpen] = useState(true);
    return (
      <Modal open={open} blocking title="Terms of Service">
        <p>Please accept to continue.</p>
        <button
          type="button"
          onClick={() => {
            onAnswer();
            setOpen(false);
          }}
        >
          Accept
        </button>
      </Modal>
    );
  }

  it('has no close button, starts at its title, and neither Escape nor an outside click closes it', () => {
    const onAnswer = vi.fn();
    render(<Blocking onAnswer={onAnswer} />);
    const dialog = screen.getByRole('dialog', { name: 'Terms of Service' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Terms of Service' }));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.mouseDown(dialog);
    expect(screen.getByRole('dialog', { name: 'Terms of Service' })).toBe(dialog);

    // Tab stays inside: the only control.
    const accept = screen.getByRole('button', { name: 'Accept' });
    accept.focus();
    fireEvent.keyDown(accept, { key: 'Tab' });
    expect(document.activeElement).toBe(accept);

    fireEvent.click(accept);
    expect(onAnswer).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens again when the browser closes it anyway (a close with no cancellable cancel first)', () => {
    render(<Blocking onAnswer={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Terms of Service' }) as HTMLDialogElement;
    dialog.removeAttribute('open');
    fireEvent(dialog, new Event('close'));
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it("tells a dismissible modal's owner when the browser closes it", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByText('Open'));
    fireEvent(screen.getByRole('dialog'), new Event('close'));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
