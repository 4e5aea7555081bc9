// styled-components' API as the widgets use it (`styled.tag`, `styled(Component)`, `css`, `keyframes`,
// `StyleSheetManager` with a target), over goober (~1 KB gzip: nesting, `&`, at-rules, hashing), writing each shadow
// root's rules into a constructed sheet it adopts, or a <style> where browsers have none (src/shadow-styles.ts). The SDK build aliases 'styled-components' here: the widgets' source and the host app keep the real
// library, and the SDK's runtime sheds ~10 KB gzip (styled-components + stylis), see docs/architecture.md.
// The types are this copy's whole API, and only it: sdk/tsconfig.styled-check.json typechecks every widget source
// the SDK bundles with 'styled-components' mapped here (`npm run typecheck`), so a widget using something the copy
// does not do (`.attrs`, `withConfig`, themes, `createGlobalStyle`, a component as a selector `${Other}`…) fails
// there rather than only in the SDK build's output.
/* eslint-disable @typescript-eslint/no-explicit-any -- goober's `this` options and the tag Proxy are untyped */
import { css as goober } from 'goober';
import {
  createContext,
  createElement,
  forwardRef,
  useContext,
  type ComponentPropsWithRef,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';
import { gooberTarget } from './shadow-styles.ts';

/** What a styled component renders: an HTML/SVG tag or a component. */
export type Target = keyof JSX.IntrinsicElements | ComponentType<any>;
/**
 * What may go between `${…}` in a template: text, numbers, nothing (false, null, undefined), a `css` or
 * `keyframes` block, a list of these, or a function of the component's props returning one. Not a component (no
 * component selectors), and the props carry no `theme` (no ThemeProvider).
 */
export type Interpolation<P> = string | number | false | null | undefined | Css<P> | Keyframes | readonly Interpolation<P>[] | ((props: P) => Interpolation<P>);
interface Ctx {
  p: Record<string, unknown>;
  /** goober's target for the shadow root (shadow-styles.ts). */
  target: unknown;
}

/** A `css` block: kept as written and resolved with the props of the component that renders it. */
export class Css<P = object> {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly Interpolation<P>[],
  ) {}
}
/** A `keyframes` block: written into the sheet of the shadow root that uses it (names do not cross shadow roots). */
export class Keyframes extends Css<object> {
  private declare readonly keyframes: true;
}

function flatten(v: unknown, ctx: Ctx): string {
  if (v == null || v === false || v === true) return '';
  if (typeof v === 'function') return flatten(v(ctx.p), ctx);
  if (Array.isArray(v)) return v.map((x) => flatten(x, ctx)).join('');
  if (v instanceof Css) {
    const text = v.strings.reduce((out: string, s, i) => out + s + (i < v.values.length ? flatten(v.values[i], ctx) : ''), '');
    return v instanceof Keyframes ? goober.call({ target: ctx.target, k: 1 } as any, text) : text;
  }
  return String(v);
}

export function css<P extends object = object>(strings: TemplateStringsArray, ...values: Interpolation<NoInfer<P>>[]): Css<P> {
  return new Css(strings, values);
}
export function keyframes(strings: TemplateStringsArray, ...values: (string | number)[]): Keyframes {
  return new Keyframes(strings, values);
}

const Target = createContext<ShadowRoot | undefined>(undefined);
/**
 * `<StyleSheetManager target={shadowRoot}>`: the styles of the tree below go into that root (define.tsx passes the
 * root typed as styled-components' HTMLElement): an adopted constructed sheet, or goober's <style> where browsers
 * have none. Either keeps its rules when the element moves, so `disableCSSOMInjection` changes nothing.
 */
export function StyleSheetManager({ target, children }: { target?: HTMLElement | ShadowRoot; disableCSSOMInjection?: boolean; children?: ReactNode }): ReactNode {
  return createElement(Target.Provider, { value: target as ShadowRoot | undefined }, children);
}

/**
 * A styled component: the template's own props (`styled.div<{ $tone: Tone }>`) and those of what it renders, its
 * target or the one `as` names.
 */
export interface StyledComponent<T extends Target, P extends object> {
  <As extends Target = T>(props: Omit<ComponentPropsWithRef<As>, keyof P | 'as'> & P & { as?: As }): ReactNode;
  readonly $$typeof: symbol;
  displayName?: string;
}
/** The props a template's functions see: the component's own and its target's (no `theme`). */
export type StyleProps<T extends Target, P extends object> = Omit<ComponentPropsWithRef<T>, keyof P | 'ref'> & P;
/** `styled.div` / `styled(Component)`: a template tag (no `.attrs`, `.withConfig`). */
export type StyledTag<T extends Target> = <P extends object = object>(strings: TemplateStringsArray, ...values: Interpolation<StyleProps<T, NoInfer<P>>>[]) => StyledComponent<T, P>;
export type Styled = (<T extends ComponentType<any>>(component: T) => StyledTag<T>) & { readonly [K in keyof JSX.IntrinsicElements]: StyledTag<K> };

function make(tag: unknown, strings: TemplateStringsArray, values: unknown[]) {
  const rules = new Css(strings, values as Interpolation<object>[]);
  return forwardRef(function Styled(props: Record<string, any>, ref) {
    const target = gooberTarget(useContext(Target));
    const { as, className, ...rest } = props;
    // A class from an outer styled component (styled(Component)) must win: this one's rules go first in the sheet.
    const cls: string = goober.call({ target, o: / ?go\d/.test(className ?? '') } as any, flatten(rules, { p: props, target }));
    const out: Record<string, unknown> = { ref, className: className ? `${cls} ${className}` : cls };
    // Transient props ($name) style the component and never reach the DOM, as in styled-components.
    for (const k in rest) if (k[0] !== '$') out[k] = rest[k];
    return createElement((as ?? tag) as string, out);
  });
}

/** `styled.div\`…\`` and `styled(Component)\`…\``. */
export const styled: Styled = new Proxy((tag: unknown) => (s: TemplateStringsArray, ...v: unknown[]) => make(tag, s, v), {
  get: (_f, tag) => (s: TemplateStringsArray, ...v: unknown[]) => make(tag, s, v),
}) as any;
export default styled;
