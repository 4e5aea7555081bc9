import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useFocusTrap } from '../focus-trap/use-focus-trap.ts';
import { Body, CloseButton, Description, Dialog, Footer, Header, Panel, Title, type ModalSize } from './modal.styles.ts';

interface ModalBaseProps {
  open: boolean;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, right-aligned under a divider. */
  footer?: ReactNode;
  size?: ModalSize;
  closeLabel?: string;
  /** Focused on opening; otherwise the first `[data-autofocus]`, then (blocking) the title or the first tabbable. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  'data-testid'?: string;
}

interface DismissibleModalProps extends ModalBaseProps {
  blocking?: false;
  /** Called on Escape, on the close button and on a click outside the panel. */
  onClose: () => void;
}

interface BlockingModalProps extends ModalBaseProps {
  /**
   * A modal the user must answer (the legal approval, missing contact details): no close button, and neither
   * Escape nor a click outside closes it. Only its own actions do, through `open`.
   */
  blocking: true;
  onClose?: undefined;
}

export type ModalProps = DismissibleModalProps | BlockingModalProps;

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
 * focus returns to the opener. A `blocking` modal has no close button and ignores Escape and outside clicks, and
 * its title takes focus first so a screen reader starts at its name. Where `showModal` is missing (jsdom) it opens
 * in place.
 */
export function Modal(props: ModalProps) {
  const {
    open,
    title,
    description,
    children,
    footer,
    size = 'md',
    closeLabel = 'Close',
    initialFocusRef,
    className,
    'data-testid': testId,
  } = props;
  const onClose = props.blocking ? undefined : props.onClose;
  const blocking = !onClose;
  const panelRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Filled just before the focus trap activates (a layout effect runs before it): what takes focus first.
  const startRef = useRef<HTMLElement | null>(null);
  const id = useId();
  const titleId = `chorus-modal-${id}-title`;
  const descriptionId = description ? `chorus-modal-${id}-description` : undefined;

  useFocusTrap(panelRef, open, { onEscape: onClose, initialFocusRef: startRef });
  useScrollLock(open);

  const dialogRef = useRef<HTMLDialogElement>(null);
  const openRef = useRef(open);
  openRef.current = open;
  // Before the focus trap's effect: the dialog is in the top layer when focus moves in.
  // showModal() moves focus into the dialog itself, so the opener is kept here (through shadow roots) and focused
  // again when the dialog closes.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || dialog.open) return;
    startRef.current =
      initialFocusRef?.current ??
      panelRef.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      (blocking ? titleRef.current : null);
    let opener = dialog.ownerDocument.activeElement;
    while (opener?.shadowRoot?.activeElement) opener = opener.shadowRoot.activeElement;
    if (typeof dialog.showModal === 'function' && dialog.isConnected) dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
    // blocking and initialFocusRef are read once per opening on purpose, like the focus trap reads them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;
  return (
    <Dialog
      ref={dialogRef}
      className={className}
      data-testid={testId}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: the owner decides (open is controlled); the focus trap's key handler calls onClose.
      onCancel={(event) => event.preventDefault()}
      // The browser may still close it with no cancellable 'cancel' first (HTML's close-watcher rules allow that
      // for an Escape without user activation since the last one; not seen in Chromium 156 under Playwright): while
      // the owner keeps it open, a blocking modal comes straight back and any other tells its owner it was dismissed.
      onClose={(event) => {
        if (!openRef.current) return;
        const dialog = event.currentTarget;
        if (!onClose) {
          if (typeof dialog.showModal === 'function' && dialog.isConnected) dialog.showModal();
          else dialog.setAttribute('open', '');
          titleRef.current?.focus();
        } else onClose();
      }}
      onMouseDown={(event) => {
        if (onClose && event.target === event.currentTarget) onClose();
      }}
    >
      <Panel ref={panelRef} $size={size} tabIndex={-1}>
        <Header>
          <div>
            <Title id={titleId} ref={titleRef} tabIndex={-1}>
              {title}
            </Title>
            {description ? <Description id={descriptionId}>{description}</Description> : null}
          </div>
          {onClose ? (
            <CloseButton type="button" onClick={onClose} aria-label={closeLabel}>
              <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </CloseButton>
          ) : null}
        </Header>
        <Body>{children}</Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Dialog>
  );
}
