/**
 * What the phone walk (phone-walk.spec.ts) checks on each screen, run in the page by page.evaluate: the function is
 * self-contained (no imports, no closures), it walks the composed tree (shadow roots included, so the SDK's widgets
 * count) and returns one readable line per problem, naming the offending element.
 *
 * - The document does not scroll sideways (scrollWidth ≤ clientWidth + 1), naming the outermost elements that stick out.
 * - No visible control (button, link, field, [role=button], tab, summary) lies outside the viewport horizontally, or
 *   outside an ancestor that clips it (overflow hidden/clip) or scrolls it out of sight (overflow auto/scroll).
 * - The header's controls do not overlap one another.
 * - No word is broken across lines while it is narrower than half the screen (a short handle must not wrap mid-word);
 *   addresses (URLs, emails) excepted.
 */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const vw = root.clientWidth;
  const SLACK = 1;

  const parentOf = (el: Element): Element | null => {
    if (el.assignedSlot) return el.assignedSlot;
    if (el.parentElement) return el.parentElement;
    const node = el.parentNode;
    return node instanceof ShadowRoot ? node.host : null;
  };
  const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const describe = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    const name = el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.getAttribute('href') ?? el.getAttribute('placeholder');
    let where = '';
    for (let a = parentOf(el); a && a !== document.body; a = parentOf(a)) {
      const label = a.getAttribute('aria-label') ?? (a.tagName === 'TABLE' ? a.querySelector('caption')?.textContent?.trim() : null);
      const landmark = a.getAttribute('data-testid') ?? label;
      if (landmark) {
        where = ` in ${a.tagName.toLowerCase()} "${landmark.slice(0, 40)}"`;
        break;
      }
    }
    return `${tag}${el.id ? `#${el.id}` : ''}${name ? `[${name.slice(0, 60)}]` : ''} "${text(el)}"${where}`;
  };

  const elements: Element[] = [];
  const collect = (scope: Document | ShadowRoot) => {
    for (const el of scope.querySelectorAll('*')) {
      elements.push(el);
      if (el.shadowRoot) collect(el.shadowRoot);
    }
  };
  collect(document);
  // A control with opacity 0 still takes clicks (a native radio under its styled label): only text checks skip it.
  const shown = (el: Element, opacity = false) => {
    if (!el.checkVisibility({ opacityProperty: opacity, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1;
  };

  // 1. Sideways scroll of the document.
  if (root.scrollWidth > vw + SLACK) {
    const culprits = elements.filter((el) => {
      if (!shown(el)) return false;
      const r = el.getBoundingClientRect();
      if (r.right <= vw + SLACK && r.left >= -SLACK) return false;
      const p = parentOf(el);
      if (!p) return true;
      const pr = p.getBoundingClientRect();
      return pr.right <= vw + SLACK && pr.left >= -SLACK;
    });
    problems.push(
      `the page scrolls sideways (${root.scrollWidth} px wide in ${vw} px); sticking out: ${culprits
        .slice(0, 4)
        .map((el) => `${describe(el)} (${Math.round(el.getBoundingClientRect().left)}…${Math.round(el.getBoundingClientRect().right)})`)
        .join('; ') || 'nothing visible'}`,
    );
  }

  // 2. Controls outside the viewport or clipped by an ancestor.
  const CONTROLS = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], summary';
  // While a modal dialog is open, the page behind it is inert: only the dialog's controls count.
  const modal = elements.find((el) => (el.matches('dialog:modal') || el.getAttribute('aria-modal') === 'true') && shown(el));
  const controls = elements.filter((el) => el.matches(CONTROLS) && shown(el) && (!modal || modal.contains(el)));
  for (const el of controls) {
    // A control inside another control (an icon button in a link) is judged by the outer one.
    const outer = (() => {
      for (let a = parentOf(el); a; a = parentOf(a)) if (a.matches(CONTROLS)) return true;
      return false;
    })();
    if (outer) continue;
    const r = el.getBoundingClientRect();
    if (r.left < -SLACK || r.right > vw + SLACK) {
      problems.push(`${describe(el)} lies outside the screen (${Math.round(r.left)}…${Math.round(r.right)} of ${vw})`);
      continue;
    }
    for (let a = parentOf(el); a && a !== root && a !== document.body; a = parentOf(a)) {
      const overflow = getComputedStyle(a).overflowX;
      if (overflow === 'visible') continue;
      const ar = a.getBoundingClientRect();
      const left = ar.left + a.clientLeft;
      const right = left + a.clientWidth;
      if (r.left < left - SLACK || r.right > right + SLACK) {
        const how = overflow === 'hidden' || overflow === 'clip' ? 'is cut off by' : 'is scrolled out of sight in';
        problems.push(`${describe(el)} ${how} ${describe(a).slice(0, 80)} (${Math.round(r.left)}…${Math.round(r.right)} in ${Math.round(left)}…${Math.round(right)})`);
        break;
      }
    }
  }

  // 3. The header's controls overlap.
  const header = elements.find((el) => (el.tagName === 'HEADER' || el.getAttribute('role') === 'banner') && shown(el));
  if (header) {
    const items = controls.filter((el) => header.contains(el) && !controls.some((o) => o !== el && o.contains(el)));
    for (let i = 0; i < items.length; i++)
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i]!.getBoundingClientRect();
        const b = items[j]!.getBoundingClientRect();
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > SLACK && y > SLACK) problems.push(`in the header, ${describe(items[i]!)} overlaps ${describe(items[j]!)}`);
      }
  }

  // 4. Short words broken mid-word (code excepted: a snippet may break anywhere). Three examples are enough.
  const range = document.createRange();
  const broken = new Set<Element>();
  let more = 0;
  for (const el of elements) {
    if (el.closest('pre, code')) continue;
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || broken.has(el)) continue;
      const value = node.nodeValue ?? '';
      if (!/[^\s/–—-]{2,}/.test(value) || !shown(el, true)) continue;
      // Most text sits on one line: only text that wraps is looked at word by word.
      range.selectNodeContents(node);
      if (new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top / 4))).size < 2) continue;
      // Pieces between spaces, hyphens and slashes: a break at a hyphen is a fine place to wrap.
      for (const match of value.matchAll(/[^\s/–—-]{2,}/g)) {
        // An address (a URL, an email) has no place to break but anywhere.
        const word = /\S*/.exec(value.slice(value.lastIndexOf(' ', match.index) + 1))![0];
        if (/:\/\/|^www\.|^[\w-]+(\.[\w-]+)+\/|\S@\S+\.\S/.test(word)) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const lines = new Set(rects.map((rect) => Math.round(rect.top / 4)));
        if (lines.size < 2) continue;
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (width <= vw / 2) {
          broken.add(el);
          if (broken.size > 3) {
            more++;
            break;
          }
          problems.push(`the word "${match[0].slice(0, 40)}" (${Math.round(width)} px) breaks across lines in ${describe(el)}`);
          break;
        }
      }
    }
  }
  if (more) problems.push(`…and ${more} more words broken across lines`);
  return problems;
}
