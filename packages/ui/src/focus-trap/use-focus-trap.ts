import { useEffect, useRef, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements Tab can reach inside `container`, in DOM order. Layout is not consulted, so it also works in jsdom. */
export function getTabbable(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

/** The focused element, looking inside the shadow root the container lives in (widgets run in shadow DOM). */
function activeElementOf(node: Node): HTMLElement | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement ?? node.ownerDocument?.activeElement ?? null;
  return active instanceof HTMLElement ? active : null;
}

// Only the most recently opened trap answers keys, so a dialog opened from a drawer closes alone on Escape.
const stack: object[] = [];

export interface FocusTrapOptions {
  /** Called on Escape while this trap is the top one. */
  onEscape?: () => void;
  /** Focused on activation; otherwise the first `[data-autofocus]`, the first tabbable element, or the container. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Give focus back to the element that had it before activation (default true). */
  restoreFocus?: boolean;
}

/** Keeps Tab and Shift+Tab inside `containerRef` while `active`, closes on Escape, restores focus afterwards. */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  { onEscape, initialFocusRef, restoreFocus = true }: FocusTrapOptions = {},
): void {
  // The latest callback without re-running the effect (which would move focus again).
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const id = {};
    stack.push(id);
    const previous = activeElementOf(container);

    const first =
      initialFocusRef?.current ??
      container.querySelector<HTMLElement>('[data-autofocus]') ??
      getTabbable(container)[0] ??
      container;
    if (first === container && !container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id) return;
      if (event.key === 'Escape') {
        if (escapeRef.current) {
          event.stopPropagation();
          escapeRef.current();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const items = getTabbable(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const current = activeElementOf(container);
      const inside = current !== null && container.contains(current);
      if (event.shiftKey && (!inside || current === firstItem || current === container)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (!inside || current === lastItem)) {
        event.preventDefault();
        firstItem.focus();
      }
    };

    const doc = container.ownerDocument;
    doc.addEventListener('keydown', onKeyDown, true);
    return () => {
      doc.removeEventListener('keydown', onKeyDown, true);
      const at = stack.indexOf(id);
      if (at >= 0) stack.splice(at, 1);
      if (restoreFocus && previous && previous.isConnected) previous.focus();
    };
    // initialFocusRef and restoreFocus are read once per activation on purpose: re-running would move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, containerRef]);
}
