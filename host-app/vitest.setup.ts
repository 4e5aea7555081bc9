// The host app's tests render through preact/compat (host-app/vitest.config.ts), which listens for `input`, not
// `change`, behind a text field's `onChange` (React listens for both). A person editing a field fires `input` on
// every keystroke and `change` when leaving it, so `fireEvent.change` on a text input or textarea stands for that
// edit: it sends `input` first, then `change`, and each screen sees the value whatever it listens for.
export {};

if (typeof document !== 'undefined') {
  const { fireEvent } = await import('@testing-library/react');
  const sendsInput = (node: Document | Node | Element | Window) =>
    node instanceof HTMLTextAreaElement || (node instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(node.type));

  const change = fireEvent.change;
  fireEvent.change = (node, init) => {
    if (sendsInput(node)) fireEvent.input(node, init);
    return change(node, init);
  };
}

// Preact runs a component's effects after the next frame: `requestAnimationFrame`, or a 100 ms timer when no frame
// comes, and the first of the two cancels the other. A test file that ends inside those 100 ms has its jsdom globals
// removed before the timer fires, and Preact's own fallback then calls the missing `cancelAnimationFrame` (an
// uncaught ReferenceError that fails the whole run). The same scheduling, reading the frame functions when it runs,
// so a late timer after the environment is gone still just runs the (by then unmounted, skipped) effects.
if (typeof document !== 'undefined') {
  const { options } = await import('preact');
  options.requestAnimationFrame = (callback) => {
    let frame: number | undefined;
    const done = () => {
      clearTimeout(timer);
      if (frame !== undefined) globalThis.cancelAnimationFrame?.(frame);
      setTimeout(callback);
    };
    const timer = setTimeout(done, 100);
    if (typeof globalThis.requestAnimationFrame === 'function') frame = globalThis.requestAnimationFrame(done);
  };
}

// jsdom has no canvas: axe-core 4.14 asks one whether a label's text is an icon font's ligature and jsdom answers
// with a "Not implemented" error on the console for every check. Saying there is no 2D context (what a browser
// without canvas says) lets axe skip that one heuristic quietly; every rule still runs.
if (typeof HTMLCanvasElement !== 'undefined') HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
