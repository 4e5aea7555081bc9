import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useFocusTrap } from '../focus-trap/use-focus-trap.ts';
import { Body, CloseButton, Description, Dialog, Footer, Header, Panel, Title, type ModalSize } from './modal.styles.ts';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click outside the panel. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, right-aligned under a divider. */
  footer?: ReactNode;
  size?: ModalSize;
  closeLabel?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

let openCount = 0;
let savedOverflow = '';

/** Stops the page behind from scrolling while any modal is open (counted, so nested modals restore correctly). */
function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return;
    if (openCount++ === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    return () => {
      if (--openCount === 0) document.body.style.overflow = savedOverflow;
    };
  }, [active]);
}

/**
 * An accessible modal dialog: a native `<dialog>` opened with `showModal()`, so it sits in the top layer (no
 * ancestor's `transform`, `filter` or `overflow` can trap it, even inside a widget's shadow root on a carousel) and
 * the page behind is inert; named by its title, focus moved in and kept in, Escape and outside click close it,
 * focus returns to the opener. Where `showModal` is missing (jsdom) it opens in place.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
  initialFocusRef,
  className,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const titleId = `chorus-modal-${id}-title`;
  const descriptionId = description ? `chorus-modal-${id}-description` : undefined;

  useFocusTrap(panelRef, open, { onEscape: onClose, initialFocusRef });
  useScrollLock(open);

  const dialogRef = useRef<HTMLDialogElement>(null);
  // Before the focus trap's effect: the dialog is in the top layer when focus moves in.
  // showModal() moves focus into the dialog itself, so the opener is kept here (through shadow roots) and focused
  // again when the dialog closes.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || dialog.open) return;
    let opener = dialog.ownerDocument.activeElement;
    while (opener?.shadowRoot?.activeElement) opener = opener.shadowRoot.activeElement;
    if (typeof dialog.showModal === 'function' && dialog.isConnected) dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <Dialog
      ref={dialogRef}
      className={className}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: the owner decides (open is controlled); the focus trap's key handler calls onClose.
      onCancel={(event) => event.preventDefault()}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel ref={panelRef} $size={size} tabIndex={-1}>
        <Header>
          <div>
            <Title id={titleId}>{title}</Title>
            {description ? <Description id={descriptionId}>{description}</Description> : null}
          </div>
          <CloseButton type="button" onClick={onClose} aria-label={closeLabel}>
            <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </CloseButton>
        </Header>
        <Body>{children}</Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Dialog>
  );
}
