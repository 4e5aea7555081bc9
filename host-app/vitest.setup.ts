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
