// How CSS text reaches an element's shadow root: the widgets' rules (goober, src/styled.ts) and the theme's :host
// rules (define.tsx). Constructable stylesheets (`adoptedStyleSheets`) where the browser has them: a page's CSP
// `style-src` governs <style> elements and style="" attributes, not sheets built through the CSSOM, so widgets stay
// styled on a page with `style-src 'self'` (common on label and artist sites); and an adopted sheet belongs to the
// shadow root, so it survives the element moving (CSSOM rules inserted into a <style> do not). Where they are missing
// (Safari before 16.4, jsdom) a <style> in the shadow root, as before.

/** Whether this browser adopts constructed sheets into shadow roots (checked per call: tests may change it). */
export function adoptsSheets(): boolean {
  return (
    typeof ShadowRoot !== 'undefined' &&
    'adoptedStyleSheets' in ShadowRoot.prototype &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

const adopt = (root: ShadowRoot, sheet: CSSStyleSheet) => {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
};

/** One parsed sheet per text, shared by every root that adopts it (the theme: one parse for the whole page). */
const shared = new Map<string, CSSStyleSheet>();

/**
 * Adopts `css` into `root` as a constructed sheet shared by every root; false where the browser cannot, and the
 * caller renders a <style> with it instead.
 */
export function adoptCss(root: ShadowRoot, css: string): boolean {
  if (!adoptsSheets()) return false;
  let sheet = shared.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    shared.set(css, sheet);
  }
  adopt(root, sheet);
  return true;
}

/**
 * What goober writes into: `target.querySelector('#_goober').firstChild.data`, the text of its <style>, which it only
 * ever grows by one class's rules, appended (or prepended, for an outer styled() class that must come first). This
 * stand-in takes each addition into a constructed sheet adopted by the root, in the same order.
 */
interface GooberTarget {
  querySelector(selector: string): { parentNode: ShadowRoot; firstChild: { data: string }; nonce?: string };
}
const targets = new WeakMap<ShadowRoot, GooberTarget>();

function sheetTarget(root: ShadowRoot): GooberTarget {
  const sheet = new CSSStyleSheet();
  let text = '';
  const node = {
    get data() {
      return text;
    },
    set data(next: string) {
      const appended = next.startsWith(text);
      const added = appended ? next.slice(text.length) : next.slice(0, next.length - text.length);
      text = next;
      // One class's text may hold several rules (nested selectors, @media, @keyframes): the browser splits them.
      const parsed = new CSSStyleSheet();
      parsed.replaceSync(added);
      const at = appended ? sheet.cssRules.length : 0;
      Array.from(parsed.cssRules).forEach((rule, i) => sheet.insertRule(rule.cssText, at + i));
    },
  };
  const style = { parentNode: root, firstChild: node };
  adopt(root, sheet);
  return { querySelector: () => style };
}

/**
 * The `target` to give goober for the styles of `root`'s tree: a stand-in over an adopted sheet, or (no constructable
 * sheets) the root itself, where goober keeps its own <style id="_goober">. Undefined (no root): the document.
 */
export function gooberTarget(root: ShadowRoot | undefined): GooberTarget | ShadowRoot | undefined {
  if (!root || !adoptsSheets()) return root;
  let t = targets.get(root);
  if (!t) targets.set(root, (t = sheetTarget(root)));
  return t;
}
