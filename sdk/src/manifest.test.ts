// custom-elements.json is what IDEs, Storybook's element pages and embedders read: it must say everything the source
// does. Made here as the build makes it (cem.mjs), then checked against the source it claims to describe.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { customElementsManifest, PART, type ManifestElement } from '../cem.mjs';
import { tags } from './tags.ts';

const sdk = path.join(import.meta.dirname, '..');
const repo = path.join(sdk, '..');
let elements: ManifestElement[] = [];

/** Every non-test .tsx under a folder. */
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const at = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' ? [] : sources(at);
    return e.name.endsWith('.tsx') && !e.name.includes('.test.') && !e.name.includes('.stories.') ? [at] : [];
  });

beforeAll(async () => {
  elements = (await customElementsManifest()).modules.flatMap((m) => m.declarations);
}, 60_000);

describe('custom-elements.json', () => {
  it('describes every element the SDK defines, each with what it is', () => {
    expect(elements.map((e) => e.tagName).sort()).toEqual(Object.keys(tags).sort());
    for (const e of elements) {
      expect(e.description, e.tagName).toMatch(new RegExp(`^\`<${e.tagName}[^>]*>\`: .{10,}`));
      expect(e.summary.length, e.tagName).toBeGreaterThan(10);
    }
  });

  it('lists every part the widgets render, each described', () => {
    const used = new Set([...sources(path.join(repo, 'packages/ui/src')), ...sources(path.join(sdk, 'src'))].flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(PART)].map((m) => m[1]!)));
    const listed = new Set(elements.flatMap((e) => e.cssParts.map((p) => p.name)));
    expect([...used].filter((p) => !listed.has(p)), 'parts the source renders that no element lists').toEqual([]);
    expect([...listed].filter((p) => !used.has(p)), 'parts listed that no source renders').toEqual([]);
    expect(used.size).toBeGreaterThan(30);
    for (const e of elements) {
      expect(e.cssParts.length, e.tagName).toBeGreaterThan(2);
      for (const p of e.cssParts) expect(p.description, `${e.tagName} ::part(${p.name})`).toMatch(/\w{3}/);
    }
    const board = elements.find((e) => e.tagName === 'chorus-leaderboard')!;
    expect(board.cssParts.map((p) => p.name)).toEqual(expect.arrayContaining(['table', 'pager', 'leaderboard']));
    expect(board.cssParts.map((p) => p.name)).not.toContain('card-button');
  });

  it('documents every attribute, with the defaults the source gives', () => {
    for (const e of elements)
      for (const a of e.attributes) {
        expect(a.description, `${e.tagName} ${a.name}`).toMatch(/\w{3}/);
        // An attribute whose doc names a default carries it.
        if (/\(default\b|'?\w+'? \(default\)/.test(a.description!)) expect(a.default, `${e.tagName} ${a.name}`).toBeDefined();
      }
    const attr = (tag: string, name: string) => elements.find((e) => e.tagName === tag)!.attributes.find((a) => a.name === name)!;
    expect(attr('chorus-leaderboard', 'page-size').default).toBe('10');
    expect(attr('chorus-leaderboard', 'heading').default).toBe("'Leaderboard'");
    expect(attr('chorus-contact-form', 'heading').default).toBe("'Contact Us'");
    expect(attr('chorus-contest', 'theme').default).toBe("'light'");
    expect(attr('chorus-contest', 'contest-id').default).toBeUndefined();
  });

  it('documents the events and the custom properties with their defaults', () => {
    for (const e of elements) {
      expect(e.events.map((x) => x.name).sort(), e.tagName).toEqual(['chorus-error', 'chorus-navigate', 'chorus-submitted']);
      for (const x of e.events) expect(x.description, `${e.tagName} ${x.name}`).toMatch(/\w{3}/);
      for (const p of e.cssProperties) expect(p.default, `${e.tagName} ${p.name}`).toMatch(/\S/);
    }
    const props = elements[0]!.cssProperties;
    expect(props.find((p) => p.name === '--chorus-accent')!.default).toBe('#5b3df5');
    expect(props.find((p) => p.name === '--chorus-radius')!.default).toBe('18px');
  });

  it('agrees with the README: its parts table names each part and the elements that have it', () => {
    const readme = fs.readFileSync(path.join(sdk, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('| part | what | elements |'));
    const rows = [...table.matchAll(/^\| `([\w-]+)` \| [^|]+ \| ([^|]+) \|$/gm)].map((m) => [m[1]!, [...m[2]!.matchAll(/`(chorus-[\w-]+)`/g)].map((x) => x[1]!).sort()] as const);
    const expected = new Map<string, string[]>();
    for (const e of elements) for (const p of e.cssParts) expected.set(p.name, [...(expected.get(p.name) ?? []), e.tagName].sort());
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(expected));
  });

  it('gives every element a Storybook docs page whose controls come from it', () => {
    const stories = path.join(repo, 'stories');
    for (const { module } of Object.values(tags)) {
      const tag = Object.keys(tags).find((t) => tags[t as keyof typeof tags].module === module)!;
      const file = path.join(stories, `sdk-${module}.stories.tsx`);
      expect(fs.existsSync(file), file).toBe(true);
      // elementMeta (stories/sdk-element.tsx) makes the argTypes from this manifest: a control per attribute.
      expect(fs.readFileSync(file, 'utf8')).toContain(`elementMeta('${tag}'`);
    }
    expect(fs.readFileSync(path.join(stories, '.storybook/preview.tsx'), 'utf8')).toMatch(/tags: \['autodocs'\]/);
    expect(fs.readFileSync(path.join(stories, '.storybook/main.ts'), 'utf8')).toContain("'@storybook/addon-docs'");
  });
});
