// styled-components' API as the widgets use it (`styled.tag`, `styled(Component)`, `css`, `keyframes`,
// `StyleSheetManager` with a target), over goober (~1 KB gzip: nesting, `&`, at-rules, hashing, one <style> per
// shadow root). The SDK build aliases 'styled-components' here: the widgets' source and the host app keep the real
// library, and the SDK's runtime sheds ~10 KB gzip (styled-components + stylis), see docs/architecture.md.
// Types are loose on purpose: the widgets are typechecked against styled-components itself.
/* eslint-disable @typescript-eslint/no-explicit-any -- a stand-in whose public types are styled-components' */
import { css as goober } from 'goober';
import { createContext, createElement, forwardRef, useContext, type ReactNode } from 'react';

type Interpolation = unknown;
interface Ctx {
  p: Record<string, unknown>;
  target: ShadowRoot | undefined;
}

/** A `css` block: kept as written and resolved with the props of the component that renders it. */
class Css {
  constructor(
    readonly strings: readonly string[],
    readonly values: Interpolation[],
  ) {}
}
/** A `keyframes` block: written into the sheet of the shadow root that uses it (names do not cross shadow roots). */
class Keyframes extends Css {}

function flatten(v: Interpolation, ctx: Ctx): string {
  if (v == null || v === false || v === true) return '';
  if (typeof v === 'function') return flatten(v(ctx.p), ctx);
  if (Array.isArray(v)) return v.map((x) => flatten(x, ctx)).join('');
  if (v instanceof Css) {
    const text = v.strings.reduce((out, s, i) => out + s + (i < v.values.length ? flatten(v.values[i], ctx) : ''), '');
    return v instanceof Keyframes ? goober.call({ target: ctx.target, k: 1 } as any, text) : text;
  }
  return String(v);
}

export function css(strings: TemplateStringsArray, ...values: Interpolation[]): any {
  return new Css(strings, values);
}
export function keyframes(strings: TemplateStringsArray, ...values: Interpolation[]): any {
  return new Keyframes(strings, values);
}

const Target = createContext<ShadowRoot | undefined>(undefined);
/** `<StyleSheetManager target={shadowRoot}>`: the styles of the tree below go into that root. */
export function StyleSheetManager({ target, children }: { target?: unknown; children?: ReactNode; disableCSSOMInjection?: boolean }): any {
  return createElement(Target.Provider, { value: target as ShadowRoot | undefined }, children);
}

function make(tag: unknown, strings: TemplateStringsArray, values: Interpolation[]) {
  const rules = new Css(strings, values);
  return forwardRef(function Styled(props: Record<string, any>, ref) {
    const target = useContext(Target);
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
export const styled: any = new Proxy((tag: unknown) => (s: TemplateStringsArray, ...v: Interpolation[]) => make(tag, s, v), {
  get: (_f, tag) => (s: TemplateStringsArray, ...v: Interpolation[]) => make(tag, s, v),
});
export default styled;
