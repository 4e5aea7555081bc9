// @vitest-environment jsdom
// Tests the built artifact (dist/chorus.iife.js as a page would load it), not the sources: preact/compat in place
// of React, zod/mini contracts, shadow DOM, styles in the shadow root, events leaving it, idempotent registration.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contestMessages } from '@chorus/core';
import { waitFor } from '@testing-library/react';
import { fakeApi, fetchOver } from '../../packages/ui/src/testing/index.ts';

let iife = '';
let esmFiles: string[] = [];
const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-sdk-'));

beforeAll(() => {
  // esbuild cannot run inside jsdom, so the build runs in its own process.
  execFileSync(process.execPath, [path.join(import.meta.dirname, '../build.mjs'), '--outdir', outdir, '--no-types'], { stdio: 'pipe' });
  iife = fs.readFileSync(path.join(outdir, 'chorus.iife.js'), 'utf8');
  esmFiles = fs.readdirSync(path.join(outdir, 'elements'));
}, 60_000);
afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

let api = fakeApi();
beforeAll(() => {
  // The page's fetch, answered by the in-memory API the widget tests use.
  vi.stubGlobal('fetch', fetchOver(() => api));
  // Runs the bundle the way a <script> tag does.
  new Function(iife)();
});
afterEach(() => {
  document.body.innerHTML = '';
  api = fakeApi();
});

const mount = (html: string) => {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
};
// Testing Library's waitFor, so the suite-wide timeout (vitest.setup.ts) applies here too.
const until = async <T>(fn: () => T | null | undefined): Promise<T> => {
  let value: T | null | undefined;
  await waitFor(() => {
    value = fn();
    if (!value) throw new Error('not yet');
  });
  return value!;
};

describe('the SDK bundle', () => {
  it('builds one ESM file per element and registers every element from one script', () => {
    expect(esmFiles.filter((f) => f.endsWith('.js')).sort()).toEqual([
      'contact-form.js',
      'contest-list.js',
      'contest.js',
      'entry-form.js',
      'handle-form.js',
      'help-wanted.js',
      'leaderboard.js',
    ]);
    for (const tag of ['chorus-contest-list', 'chorus-contest', 'chorus-entry-form', 'chorus-handle-form', 'chorus-leaderboard', 'chorus-help-wanted', 'chorus-contact-form'])
      expect(customElements.get(tag), tag).toBeTruthy();
    const meta = JSON.parse(fs.readFileSync(path.join(outdir, 'meta.json'), 'utf8')) as { iife: { inputs: Record<string, unknown> } };
    const inputs = Object.keys(meta.iife.inputs);
    expect(inputs.some((p) => p.includes('node_modules/preact/compat/'))).toBe(true);
    expect(inputs.filter((p) => /node_modules\/(react|react-dom)\//.test(p))).toEqual([]);
  });

  it('is idempotent: a second copy neither throws nor redefines', () => {
    const before = customElements.get('chorus-leaderboard');
    expect(() => new Function(iife)()).not.toThrow();
    expect(customElements.get('chorus-leaderboard')).toBe(before);
  });

  it('renders into an open shadow root with its styles inside it and none in the page', async () => {
    const el = mount('<chorus-leaderboard api-base="https://chorus.example" contest-id="1" page-size="25"></chorus-leaderboard>');
    const table = await until(() => el.shadowRoot?.querySelector('table'));
    expect(table.querySelectorAll('tbody tr')).toHaveLength(25);
    // The widgets' sheet (styled-components' API over goober, src/styled.ts) and the theme's :host rules.
    expect(el.shadowRoot!.querySelector('style#_goober')?.textContent).toContain('border-collapse');
    expect(el.shadowRoot!.querySelector('style:not(#_goober)')?.textContent).toContain(':host');
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    expect(api.calls[0]).toMatchObject({ path: '/publicapi/contests/1/leaderboard', query: { page: '1', pageSize: '25' } });
  });

  it('sends chorus-submitted out of the shadow root after an entry', async () => {
    const heard = vi.fn();
    document.addEventListener('chorus-submitted', heard);
    const el = mount('<chorus-entry-form api-base="https://chorus.example" contest-id="6"></chorus-entry-form>');
    const root = el.shadowRoot!;
    const input = (label: string) => {
      const l = [...root.querySelectorAll('label')].find((x) => x.textContent === label)!;
      return root.getElementById(l.htmlFor) as HTMLInputElement;
    };
    await until(() => root.querySelector('form'));
    const type = (label: string, value: string) => {
      input(label).value = value;
      input(label).dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('Post link', 'https://www.tiktok.com/@kai/video/99');
    type('Creator handle', 'kai');
    type('Email', 'kai@example.com');
    await until(() => !root.querySelector<HTMLButtonElement>('button[type=submit]')!.disabled);
    root.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await until(() => heard.mock.calls.length > 0);
    const event = heard.mock.calls[0]![0] as CustomEvent;
    expect(event.composed && event.bubbles).toBe(true);
    expect(event.detail).toMatchObject({ contestId: 6, creator: 'kai', platform: 'tiktok', status: 'in_review' });
    await until(() => root.textContent?.includes(contestMessages.confirmationPost));
    document.removeEventListener('chorus-submitted', heard);
  });

  it("with a token, the handle and entry forms offer the entrant's own handles to pick, never free text", async () => {
    const heard = vi.fn();
    document.addEventListener('chorus-submitted', heard);
    try {
      const handleForm = mount('<chorus-handle-form api-base="https://chorus.example" contest-id="10" token="tok-9"></chorus-handle-form>');
      const entryForm = mount('<chorus-entry-form api-base="https://chorus.example" contest-id="6" token="tok-9"></chorus-entry-form>');
      const field = (el: HTMLElement, label: string) => {
        const l = [...el.shadowRoot!.querySelectorAll('label')].find((x) => x.textContent === label);
        return l ? (el.shadowRoot!.getElementById(l.htmlFor) as HTMLInputElement | HTMLSelectElement) : null;
      };
      const username = await until(() => field(handleForm, 'Username') as HTMLSelectElement | null);
      const creator = await until(() => field(entryForm, 'Creator handle') as HTMLSelectElement | null);
      for (const select of [username, creator]) {
        expect(select.tagName).toBe('SELECT');
        await until(() => select.options.length === 2);
        expect([...select.options].map((o) => o.value)).toEqual(['kai', 'kai.ig']);
      }
      expect(field(handleForm, 'Email')).toBeNull();
      expect(api.calls.filter((c) => c.path === '/creatorapi/entry-handles').map((c) => c.headers['x-api-key'])).toEqual(['tok-9', 'tok-9']);
      // Signed in, the handle form goes back to the contest afterwards: the page takes that over here.
      const paths: string[] = [];
      handleForm.addEventListener('chorus-navigate', (e) => {
        paths.push((e as CustomEvent).detail.path);
        e.preventDefault();
      });
      const submit = handleForm.shadowRoot!.querySelector<HTMLButtonElement>('button[type=submit]')!;
      await until(() => !submit.disabled);
      submit.click();
      await until(() => heard.mock.calls.length > 0);
      expect((heard.mock.calls[0]![0] as CustomEvent).detail).toMatchObject({ contestId: 10, creator: 'kai' });
      await until(() => paths.length > 0);
      expect(paths).toEqual(['/quickdetail?PostID=10']);
      expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/creatorapi/contests/10/entries', body: { creator: 'kai', email: '' } });
    } finally {
      document.removeEventListener('chorus-submitted', heard);
    }
  });

  it('asks before navigating: chorus-navigate is cancelable and carries api-base + path', async () => {
    const el = mount('<chorus-contest-list api-base="https://chorus.example/" category="stagecoach"></chorus-contest-list>');
    const link = await until(() => el.shadowRoot?.querySelector<HTMLAnchorElement>('a[part="card-button"]'));
    let detail: unknown;
    el.addEventListener('chorus-navigate', (e) => {
      detail = (e as CustomEvent).detail;
      e.preventDefault();
    });
    link.click();
    expect(detail).toEqual({ path: '/directdetail?PostID=5', url: 'https://chorus.example/directdetail?PostID=5' });
    expect(api.calls[0]!.query).toMatchObject({ category: 'stagecoach' });
  });

  it('checks attributes at the boundary: the developer reads each problem once (console, chorus-error), visitors a neutral line', async () => {
    const heard = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.addEventListener('chorus-error', heard);
    try {
      const el = mount('<chorus-contest contest-id="abc" theme="blue"></chorus-contest>');
      await until(() => heard.mock.calls.length > 0);
      expect(el.shadowRoot!.textContent).toContain('This content cannot be shown right now.');
      expect(el.shadowRoot!.textContent).not.toContain('contest-id');
      expect([...(heard.mock.calls[0]![0] as CustomEvent).detail.messages].sort()).toEqual([
        'chorus-contest: contest-id must be a whole number',
        'chorus-contest: theme must be light, dark or auto',
      ]);
      expect(logged.mock.calls.map((c) => c[0]).sort()).toEqual([
        'Chorus: <chorus-contest> contest-id must be a whole number. Fix the contest-id="…" attribute of this element:',
        'Chorus: <chorus-contest> theme must be light, dark or auto. Fix the theme="…" attribute of this element:',
      ]);
      expect(logged.mock.calls.every((c) => c[1] === el)).toBe(true);
      // Another render with the same problems says nothing more; a new problem is reported on its own.
      el.setAttribute('creator', 'maya');
      el.setAttribute('theme', 'green');
      el.setAttribute('page-size', '7');
      await until(() => heard.mock.calls.length > 1);
      expect((heard.mock.calls[1]![0] as CustomEvent).detail.messages).toEqual(['chorus-contest: page-size must be 10, 25 or 100']);
      expect(logged).toHaveBeenCalledTimes(3);
      expect(heard).toHaveBeenCalledTimes(2);
      expect(api.calls).toHaveLength(0);
    } finally {
      document.removeEventListener('chorus-error', heard);
      logged.mockRestore();
    }
  });
});
