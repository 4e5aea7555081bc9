import r2wc from '@r2wc/core';
import { tags, type ChorusTagName } from './tags.ts';

/** What an element module hands the registration: mounts its widget into the shadow root and keeps it updated. */
export interface WidgetImpl {
  mount(container: ShadowRoot, props: Record<string, unknown>): unknown;
  update(handle: unknown, props: Record<string, unknown>): void;
  unmount(handle: unknown): void;
}

interface Mounted {
  props: Record<string, unknown>;
  impl?: WidgetImpl;
  handle?: unknown;
  gone?: boolean;
}

/**
 * Defines `tag` once (a second SDK copy on the page, or the loader and an element module together, leave the first
 * definition alone) as an r2wc element with an open shadow root. `load` gives the widget's code: at once (element
 * modules, the IIFE) or on the first connect (the loader's dynamic import of the element's chunk); attribute
 * changes made while it loads are applied when it arrives.
 */
export function defineElement(tag: ChorusTagName, load: () => WidgetImpl | Promise<WidgetImpl>): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  let pending: Promise<WidgetImpl> | undefined;
  const renderer = {
    mount(container: HTMLElement, _component: unknown, props: Record<string, unknown>): Mounted {
      const m: Mounted = { props };
      const start = (impl: WidgetImpl) => {
        if (m.gone) return;
        m.impl = impl;
        m.handle = impl.mount(container as unknown as ShadowRoot, m.props);
      };
      const got = load();
      if (got instanceof Promise) {
        pending ??= got;
        pending.then(start, (err: unknown) => console.error(`${tag}: its code did not load`, err));
      } else start(got);
      return m;
    },
    update(m: Mounted, props: Record<string, unknown>) {
      m.props = props;
      if (m.impl) m.impl.update(m.handle, props);
    },
    unmount(m: Mounted) {
      m.gone = true;
      if (m.impl) m.impl.unmount(m.handle);
    },
  };
  customElements.define(tag, r2wc(tag as never, { shadow: 'open', props: tags[tag].props } as never, renderer as never));
}
