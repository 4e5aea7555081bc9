// @chorus/sdk/react: typed React 19 components for the Chorus elements. Each renders its custom element, sets the
// attributes from camelCase props and turns the element's events into typed callbacks. Importing it defines every
// tag it types, as the loader does: an element's code is imported the first time one is connected (a literal dynamic
// import, so the page's bundler splits it off), whether a component or a raw `<chorus-*>` tag in JSX placed it.
import { createElement, useEffect, useRef, type CSSProperties, type HTMLAttributes, type ReactElement, type Ref } from 'react';
import type { ChorusErrorDetail, ChorusNavigateDetail } from './events.ts';
import { defineElement, type WidgetImpl } from './register.ts';
import type {
  ChorusContactFormAttributes,
  ChorusContestAttributes,
  ChorusContestListAttributes,
  ChorusElementAttributes,
  ChorusEntryFormAttributes,
  ChorusHandleFormAttributes,
  ChorusHelpWantedAttributes,
  ChorusLeaderboardAttributes,
  ChorusSubmittedDetails,
  ChorusTag,
} from './types.ts';

/** What every component takes beside its element's attributes. */
export interface ChorusEventProps<T extends ChorusTag = ChorusTag> {
  /** `chorus-submitted`: an entry was created (contest elements), an application or a contact message sent. */
  onSubmitted?: (detail: ChorusSubmittedDetails[T], event: CustomEvent<ChorusSubmittedDetails[T]>) => void;
  /** `chorus-error`: loading or submitting failed, or an attribute is wrong. */
  onError?: (detail: ChorusErrorDetail, event: CustomEvent<ChorusErrorDetail>) => void;
  /** `chorus-navigate`: the widget wants to open a Chorus page; call event.preventDefault() to route yourself. */
  onNavigate?: (detail: ChorusNavigateDetail, event: CustomEvent<ChorusNavigateDetail>) => void;
  id?: string;
  className?: string;
  style?: CSSProperties;
}
export type ChorusProps<T extends ChorusTag> = ChorusElementAttributes[T] & ChorusEventProps<T>;

const load: Record<ChorusTag, () => Promise<{ impl: WidgetImpl }>> = {
  'chorus-contest-list': () => import('./elements/contest-list.ts'),
  'chorus-contest': () => import('./elements/contest.ts'),
  'chorus-entry-form': () => import('./elements/entry-form.ts'),
  'chorus-handle-form': () => import('./elements/handle-form.ts'),
  'chorus-leaderboard': () => import('./elements/leaderboard.ts'),
  'chorus-help-wanted': () => import('./elements/help-wanted.ts'),
  'chorus-contact-form': () => import('./elements/contact-form.ts'),
};
// The tags typed below would otherwise render as unknown elements, silently, until their module was imported.
for (const tag of Object.keys(load) as ChorusTag[]) {
  let loading: Promise<WidgetImpl> | undefined;
  defineElement(tag, () => (loading ??= load[tag]().then((m) => m.impl)));
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const events = { onSubmitted: 'chorus-submitted', onError: 'chorus-error', onNavigate: 'chorus-navigate' } as const;

function chorus<T extends ChorusTag>(tag: T) {
  function Component(props: ChorusProps<T>): ReactElement {
    const ref = useRef<HTMLElement>(null);
    const latest = useRef(props);
    latest.current = props;
    useEffect(() => {
      const el = ref.current!;
      const off = Object.entries(events).map(([prop, type]) => {
        const listener = (e: Event) => {
          const handler = latest.current[prop as keyof ChorusEventProps] as ((d: unknown, e: Event) => void) | undefined;
          handler?.((e as CustomEvent).detail, e);
        };
        el.addEventListener(type, listener);
        return () => el.removeEventListener(type, listener);
      });
      return () => off.forEach((f) => f());
    }, []);
    const attrs: Record<string, unknown> = { ref };
    for (const [key, value] of Object.entries(props)) {
      if (key in events || value === undefined || value === null) continue;
      attrs[key === 'className' ? 'class' : key === 'style' || key === 'id' ? key : kebab(key)] = key === 'style' ? value : String(value);
    }
    return createElement(tag, attrs);
  }
  Component.displayName = tag;
  return Component;
}

/** `<chorus-contest-list>`: the active contests as cards. */
export const ChorusContestList: (props: ChorusProps<'chorus-contest-list'>) => ReactElement = chorus('chorus-contest-list');
/** `<chorus-contest>`: a whole contest page with its entry dialog, leaderboard and prizes. */
export const ChorusContest: (props: ChorusProps<'chorus-contest'>) => ReactElement = chorus('chorus-contest');
/** `<chorus-entry-form>`: the post-link entry form. */
export const ChorusEntryForm: (props: ChorusProps<'chorus-entry-form'>) => ReactElement = chorus('chorus-entry-form');
/** `<chorus-handle-form>`: the handle entry form. */
export const ChorusHandleForm: (props: ChorusProps<'chorus-handle-form'>) => ReactElement = chorus('chorus-handle-form');
/** `<chorus-leaderboard>`: the contest's ranking, paged. */
export const ChorusLeaderboard: (props: ChorusProps<'chorus-leaderboard'>) => ReactElement = chorus('chorus-leaderboard');

/** `<chorus-help-wanted>`: open help-wanted opportunities and their apply form (a signed-in creator's token). */
export const ChorusHelpWanted: (props: ChorusProps<'chorus-help-wanted'>) => ReactElement = chorus('chorus-help-wanted');
/** `<chorus-contact-form>`: Contact Us for visitors. */
export const ChorusContactForm: (props: ChorusProps<'chorus-contact-form'>) => ReactElement = chorus('chorus-contact-form');

export type {
  ChorusContactFormAttributes,
  ChorusContestAttributes,
  ChorusContestListAttributes,
  ChorusEntryFormAttributes,
  ChorusHandleFormAttributes,
  ChorusHelpWantedAttributes,
  ChorusLeaderboardAttributes,
};
export type * from './types.ts';

/** 'contestId' → 'contest-id': the attribute names a JSX element takes. */
type Kebab<S extends string> = S extends `${infer H}${infer T}` ? `${H extends Lowercase<H> ? H : `-${Lowercase<H>}`}${Kebab<T>}` : S;
/** A Chorus element written as JSX (`<chorus-contest contest-id={6} />`): its attributes, kebab-case, and HTML's. */
export type ChorusJsxAttributes<T extends ChorusTag> = {
  // Numbers may come as text too (contest-id="6"); the element checks them at its boundary.
  [K in keyof ChorusElementAttributes[T] as Kebab<K & string>]?: ChorusElementAttributes[T][K] extends number | undefined
    ? ChorusElementAttributes[T][K] | `${number}`
    : ChorusElementAttributes[T][K];
} & HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };

// React 19 renders custom elements and sets their attributes: importing @chorus/sdk/react types the tags in JSX too
// (and defines them, above).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'chorus-contest-list': ChorusJsxAttributes<'chorus-contest-list'>;
      'chorus-contest': ChorusJsxAttributes<'chorus-contest'>;
      'chorus-entry-form': ChorusJsxAttributes<'chorus-entry-form'>;
      'chorus-handle-form': ChorusJsxAttributes<'chorus-handle-form'>;
      'chorus-leaderboard': ChorusJsxAttributes<'chorus-leaderboard'>;
      'chorus-help-wanted': ChorusJsxAttributes<'chorus-help-wanted'>;
      'chorus-contact-form': ChorusJsxAttributes<'chorus-contact-form'>;
    }
  }
}
