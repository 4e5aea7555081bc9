import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import * as z from 'zod/mini';
import { ApiError, fetchTransport, type Transport } from '@chorus/client';
import { Alert, embedThemeCss, WidgetRoot } from '@chorus/ui';
import { emit, type ChorusSubmitted } from './events.ts';
import type { WidgetImpl } from './register.ts';
import { adoptCss } from './shadow-styles.ts';

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
  theme: z.optional(z.enum(['light', 'dark', 'auto'], 'must be light, dark or auto')),
};
export const contestId = z.int({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a whole number') }).check(z.positive('must be a positive number'));
export const pageSize = z.optional(z.literal([10, 25, 100], 'must be 10, 25 or 100'));
export const text = (max: number) => z.optional(z.string().check(z.maxLength(max, `must be at most ${max} characters`)));

export interface WidgetHandlers {
  apiBase: string;
  token: string | undefined;
  onNavigate: (path: string) => void;
  onSubmitted: (detail: ChorusSubmitted) => void;
  onError: (messages: string[]) => void;
  /** fetch, saying what is wrong when the page's origin may not send a token (CORS). */
  transport: Transport;
}

// theme="auto" follows the visitor's system (prefers-color-scheme).
const themeCss = embedThemeCss(':host', ':host([theme="dark"])', ':host([theme="auto"])');

/** Told to the page's developer in the console (with the element) and to visitors in the widget. */
export const CORS_REFUSED = 'This site is not allowed to sign in to Chorus (add its origin to CORS_ORIGINS)';
export const SIGN_IN_UNAVAILABLE = 'Sign-in is not available here';
/** What visitors see when an attribute is wrong: the details are for the developer (console, chorus-error). */
export const WIDGET_UNAVAILABLE = 'This content cannot be shown right now.';

/**
 * fetch, but a token call that fails before any answer, from another origin, while the Chorus server answers a
 * call that needs no CORS permission, was refused by CORS (the page's origin is not in CORS_ORIGINS): the console
 * says so and the visitor reads that sign-in is not available, not "Network error".
 */
function embedTransport(apiBase: string, host: HTMLElement, tag: string): Transport {
  const inner = fetchTransport(apiBase);
  return async (req) => {
    try {
      return await inner(req);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 0 || !req.headers['x-api-key']) throw err;
      const target = new URL(apiBase || '/', location.href);
      if (target.origin === location.origin) throw err;
      // The SDK files are served to any origin (Access-Control-Allow-Origin: *).
      const reachable = await fetch(`${target.origin}/sdk/chorus.js`, { method: 'HEAD', cache: 'no-store' }).then(
        (res) => res.ok,
        () => false,
      );
      if (!reachable) throw err;
      console.error(`${tag}: ${CORS_REFUSED}. This page's origin is ${location.origin}.`, host);
      throw new ApiError(0, [SIGN_IN_UNAVAILABLE]);
    }
  };
}

/** Attribute problems already reported, per element: each is logged and sent as chorus-error once. */
const reported = new WeakMap<HTMLElement, Set<string>>();
/** One transport per element and api-base, so the widgets' client config stays the same across renders. */
const transports = new WeakMap<HTMLElement, { apiBase: string; transport: Transport }>();
const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The widget behind `tag`, for `defineElement` (register.ts): the attributes r2wc parsed are checked with zod once
 * here, and the widget is rendered with styled-components writing into the shadow root (adopted constructed sheets,
 * or <style> where browsers have none: shadow-styles.ts); its callbacks become
 * bubbling, composed events.
 */
export function widget<S extends z.core.$ZodShape>(
  tag: string,
  schema: S,
  render: (props: z.output<z.ZodMiniObject<S>>, handlers: WidgetHandlers) => ReactNode,
): WidgetImpl {
  const parser = z.object(schema);
  function Element({ container, themeInline, ...raw }: { container: ShadowRoot; themeInline: boolean } & Record<string, unknown>) {
    const host = container.host as HTMLElement;
    // r2wc renders on every attribute change, even before the element is in the page: wait until it is, so an
    // element built with createElement + setAttribute is checked once, with all its attributes.
    if (!host.isConnected) return null;
    const parsed = parser.safeParse(raw);
    let body: ReactNode;
    if (!parsed.success) {
      const seen = reported.get(host) ?? new Set<string>();
      reported.set(host, seen);
      const issues = parsed.error.issues.map((i) => ({ attr: kebab(String(i.path[0] ?? 'attribute')), text: i.message }));
      const messages = issues.map((i) => `${tag}: ${i.attr} ${i.text}`);
      const fresh = messages.filter((m) => !seen.has(m));
      if (fresh.length) {
        for (const m of fresh) seen.add(m);
        // For the developer: which element, what is wrong and how to fix it; once per problem, not per render.
        for (const i of issues.filter((_, n) => fresh.includes(messages[n]!)))
          console.error(`Chorus: <${tag}> ${i.attr} ${i.text}. Fix the ${i.attr}="…" attribute of this element:`, host);
        queueMicrotask(() => emit(host, 'chorus-error', { messages: fresh }));
      }
      body = (
        <WidgetRoot>
          <Alert tone="info">{WIDGET_UNAVAILABLE}</Alert>
        </WidgetRoot>
      );
    } else {
      const props = parsed.data as z.output<z.ZodMiniObject<S>> & { apiBase?: string; token?: string };
      const apiBase = (props.apiBase?.trim() || scriptOrigin).replace(/\/$/, '');
      transports.set(host, transports.get(host)?.apiBase === apiBase ? transports.get(host)! : { apiBase, transport: embedTransport(apiBase, host, tag) });
      body = render(props, {
        transport: transports.get(host)!.transport,
        apiBase,
        token: props.token?.trim() || undefined,
        onSubmitted: (detail) => emit(host, 'chorus-submitted', detail),
        onError: (messages) => emit(host, 'chorus-error', { messages }),
        onNavigate: (path) => {
          const url = `${apiBase}${path}`;
          if (emit(host, 'chorus-navigate', { path, url }, true)) window.location.href = url;
        },
      });
    }
    return (
      <StyleSheetManager target={container as unknown as HTMLElement} disableCSSOMInjection>
        {themeInline ? <style>{themeCss}</style> : null}
        {body}
      </StyleSheetManager>
    );
  }

  interface Handle {
    root: Root;
    container: ShadowRoot;
    /** No constructable sheets here: the theme goes in a <style> (shadow-styles.ts). */
    themeInline: boolean;
  }
  // r2wc hands the same props object on each change: a copy makes each render see its own values.
  const tree = (h: Handle, props: Record<string, unknown>) => <Element {...props} container={h.container} themeInline={h.themeInline} />;
  return {
    mount(container, props) {
      // The :host theme, one sheet shared by every element on the page; the widget's own rules follow (styled.ts).
      const h: Handle = { root: createRoot(container as unknown as HTMLElement), container, themeInline: !adoptCss(container, themeCss) };
      h.root.render(tree(h, props));
      return h;
    },
    update(handle, props) {
      const h = handle as Handle;
      h.root.render(tree(h, props));
    },
    unmount(handle) {
      (handle as { root: Root }).root.unmount();
    },
  };
}
