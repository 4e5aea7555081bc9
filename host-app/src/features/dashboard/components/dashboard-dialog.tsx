import { token } from '@chorus/ui';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';

const Dialog = styled.dialog`
  width: min(600px, calc(100vw - 32px));
  max-height: calc(100dvh - 32px);
  padding: 0;
  border: 0;
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  box-shadow: 0 24px 64px rgb(0 0 0 / 0.25);
  &::backdrop {
    background: rgb(15 23 42 / 0.55);
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 20px 22px 8px;
  h2 {
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 8px 22px 22px;
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  color: ${token('color-text-muted')};
  border-radius: ${token('radius-sm')};
  padding: 2px 8px;
  &:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
`;

export interface DashboardDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Leave out for a blocking dialog: no close button, Escape does nothing (the legal and contact modals). */
  onClose?: () => void;
  testId?: string;
}

/**
 * A native `<dialog>` opened with `showModal()`: the top layer, the page behind inert, focus moved into it and
 * given back to the opener when it closes. Focus goes to the heading, so a screen reader starts at its name.
 */
export function DashboardDialog({ open, title, children, onClose, testId }: DashboardDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = `dashboard-dialog-${useId()}`;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; the attribute is what it would set.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      headingRef.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={() => {
        if (open) onClose?.();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      {open ? (
        <>
          <Header>
            <h2 id={titleId} ref={headingRef} tabIndex={-1}>
              {title}
            </h2>
            {onClose ? (
              <Close type="button" aria-label="Close" onClick={onClose}>
                ×
              </Close>
            ) : null}
          </Header>
          <Body>{children}</Body>
        </>
      ) : null}
    </Dialog>
  );
}
