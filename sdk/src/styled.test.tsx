// @vitest-environment jsdom
// Every element's widget under the SDK's styled-components copy (src/styled.ts over goober), as the SDK build
// aliases it: each renders into its shadow root, and the rules its styled components wrote there apply to them.
// (sdk.test.ts covers the built bundle; this runs the sources, so a failure names the widget and the element.)
// The API the copy offers is checked at compile time by sdk/tsconfig.styled-check.json (`npm run typecheck`).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { fakeApi, fetchOver } from '../../packages/ui/src/testing/index.ts';
import { tags, type ChorusTagName } from './tags.ts';

vi.mock('styled-components', () => import('./styled.ts'));

let api = fakeApi();
beforeAll(async () => {
  vi.stubGlobal('fetch', fetchOver(() => api));
  await import('./index.ts');
});
afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  api = fakeApi();
});

/** Each element with attributes that make it show its content (the fake API's contests), and what shows it. */
const cases: Record<ChorusTagName, { attrs: string; ready: string }> = {
  'chorus-contest-list': { attrs: 'category="stagecoach"', ready: 'a[part="card-button"]' },
  'chorus-contest': { attrs: 'contest-id="1"', ready: 'table' },
  'chorus-entry-form': { attrs: 'contest-id="6"', ready: 'form button[type=submit]' },
  'chorus-handle-form': { attrs: 'contest-id="10"', ready: 'form button[type=submit]' },
  'chorus-leaderboard': { attrs: 'contest-id="1" page-size="25"', ready: 'table tbody tr' },
  'chorus-help-wanted': { attrs: 'token="creator-token"', ready: 'button' },
  'chorus-contact-form': { attrs: 'subject="Booking"', ready: 'form button[type=submit]' },
};

const GOOBER_CLASS = /^go\d+$/;

describe('the widgets under the SDK’s styled-components copy (goober)', () => {
  it('covers every element the SDK registers', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(tags).sort());
  });

  it.each(Object.entries(cases))('%s renders with its styles applied', async (tag, { attrs, ready }) => {
    document.body.insertAdjacentHTML('beforeend', `<${tag} api-base="https://chorus.example" ${attrs}></${tag}>`);
    const root = await waitFor(() => {
      const r = document.body.querySelector(tag)?.shadowRoot;
      if (!r?.querySelector(ready)) throw new Error(`${tag}: no ${ready} yet`);
      return r;
    });
    // The copy writes one <style id="_goober"> per shadow root, and nothing into the page.
    const sheet = root.querySelector('style#_goober')?.textContent ?? '';
    expect(sheet.length).toBeGreaterThan(0);
    expect(document.head.querySelector('style')).toBeNull();
    // jsdom computes styles from the document's sheets only: the shadow root's rules are mirrored there (its
    // elements still match their own class selectors).
    const mirror = document.createElement('style');
    mirror.textContent = sheet;
    document.head.append(mirror);
    const rules = [...mirror.sheet!.cssRules].filter((r): r is CSSStyleRule => r instanceof CSSStyleRule);

    const styled = [...root.querySelectorAll<HTMLElement>('*')].filter((el) => [...el.classList].some((c) => GOOBER_CLASS.test(c)));
    expect(styled.length, `${tag}: elements styled by the copy`).toBeGreaterThan(3);
    for (const el of styled) {
      for (const cls of [...el.classList].filter((c) => GOOBER_CLASS.test(c))) {
        // The class's own top-level rule (`.go123{…}`): some of what it declares is in the element's computed
        // style (later rules, such as a variant's, may override the rest).
        const own = rules.filter((r) => r.selectorText === `.${cls}`);
        if (!own.length) continue; // a component whose template is only nested rules (`& > a {…}`)
        const computed = getComputedStyle(el);
        const declared = own.flatMap((r) => Array.from({ length: r.style.length }, (_, i) => [r.style[i]!, r.style.getPropertyValue(r.style[i]!)] as const));
        const applied = declared.filter(([p, v]) => computed.getPropertyValue(p) === v);
        expect(applied.length, `${tag}: <${el.localName} class="${el.className}"> shows none of ${JSON.stringify(declared)}`).toBeGreaterThan(0);
      }
    }
    // No rule holds what the copy could not turn into CSS (a component as a selector, an object, a function).
    expect(sheet.match(/[^{}]*(\[object |=>|function\s*\()[^{}]*\{[^}]*\}/g) ?? [], `${tag}: unresolved interpolations`).toEqual([]);
  });
});
