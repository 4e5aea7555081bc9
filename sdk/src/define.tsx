import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import * as z from 'zod/mini';
import type { EntryResult } from '@chorus/core';
import { Alert, embedThemeCss, WidgetRoot } from '@chorus/ui';
import { emit } from './events.ts';
import type { WidgetImpl } from './register.ts';

/** Where the SDK file itself was served from: the default `api-base` (the Chorus server serves /sdk/). */
const scriptOrigin: string = (() => {
  // The script tag while the IIFE runs; the module's own URL for the ESM build (none in the IIFE build).
  const src = (typeof document !== 'undefined' && (document.currentScript as HTMLScriptElement | null)?.src) || import.meta.url;
  try {
    const url = new URL(src);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
})();

/** Attributes every element takes. */
export const baseAttributes = {
  apiBase: z.optional(
    z.string().check(z.refine((v) => v.trim() === '' || /^https?:\/\/[^\s/]+(\/\S*)?$/i.test(v.trim()), 'must be an http(s) origin such as https://chorus.example')),
  ),
  token: z.optional(z.string().check(z.maxLength(512, 'is too long'))),
  theme: z.optional(z.enum(['light', 'dark'], 'must be light or dark')),
};
export const contestId = z.int({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a whole number') }).check(z.positive('must be a positive number'));
export const pageSize = z.optional(z.literal([10, 25, 100], 'must be 10, 25 or 100'));
export const text = (max: number) => z.optional(z.string().check(z.maxLength(max, `must be at most ${max} characters`)));

export interface WidgetHandlers {
  apiBase: string;
  token: string | undefined;
  onNavigate: (path: string) => void;
  onSubmitted: (entry: EntryResult) => void;
  onError: (messages: string[]) => void;
}

const themeCss = embedThemeCss(':host', ':host([theme="dark"])');
const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The widget behind `tag`, for `defineElement` (register.ts): the attributes r2wc parsed are checked with zod once
 * here, and the widget is rendered with styled-components writing into the shadow root; its callbacks become
 * bubbling, composed events.
 */
export function widget<S extends z.core.$ZodShape>(
  tag: string,
  schema: S,
  render: (props: z.output<z.ZodMiniObject<S>>, handlers: WidgetHandlers) => ReactNode,
): WidgetImpl {
  const parser = z.object(schema);
  function Element({ container, ...raw }: { container: ShadowRoot } & Record<string, unknown>) {
    const host = container.host as HTMLElement;
    // r2wc renders on every attribute change, even before the element is in the page: wait until it is, so an
    // element built with createElement + setAttribute is checked once, with all its attributes.
    if (!host.isConnected) return null;
    const parsed = parser.safeParse(raw);
    let body: ReactNode;
    if (!parsed.success) {
      const messages = parsed.error.issues.map((i) => `${tag}: ${kebab(String(i.path[0] ?? 'attribute'))} ${i.message}`);
      // Reported once per render: a page fixing the attribute re-renders with a valid value.
      queueMicrotask(() => emit(host, 'chorus-error', { messages }));
      body = (
        <WidgetRoot>
          <Alert tone="danger">{messages.join(' ')}</Alert>
        </WidgetRoot>
      );
    } else {
      const props = parsed.data as z.output<z.ZodMiniObject<S>> & { apiBase?: string; token?: string };
      const apiBase = (props.apiBase?.trim() || scriptOrigin).replace(/\/$/, '');
      body = render(props, {
        apiBase,
        token: props.token?.trim() || undefined,
        onSubmitted: (entry) => emit(host, 'chorus-submitted', entry),
        onError: (messages) => emit(host, 'chorus-error', { messages }),
        onNavigate: (path) => {
          const url = `${apiBase}${path}`;
          if (emit(host, 'chorus-navigate', { path, url }, true)) window.location.href = url;
        },
      });
    }
    return (
      <StyleSheetManager target={container as unknown as HTMLElement} disableCSSOMInjection>
        <style>{themeCss}</style>
        {body}
      </StyleSheetManager>
    );
  }

  // r2wc hands the same props object on each change: a copy makes each render see its own values.
  const tree = (container: ShadowRoot, props: Record<string, unknown>) => <Element {...props} container={container} />;
  return {
    mount(container, props) {
      const root = createRoot(container as unknown as HTMLElement);
      root.render(tree(container, props));
      return { root, container };
    },
    update(handle, props) {
      const { root, container } = handle as { root: Root; container: ShadowRoot };
      root.render(tree(container, props));
    },
    unmount(handle) {
      (handle as { root: Root }).root.unmount();
    },
  };
}
