// The published package as an embedder gets it: `npm pack`, installed offline into a throwaway project outside the
// workspace, then a page built from it (esbuild resolving from that project's node_modules) and its types checked.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const sdk = path.join(import.meta.dirname, '..');
const repo = path.join(sdk, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-pack-'));
const project = path.join(work, 'site');
let files: string[] = [];

const run = (cmd: string, args: string[], cwd: string) => execFileSync(cmd, args, { cwd, stdio: 'pipe', encoding: 'utf8' });

beforeAll(() => {
  // The package's own build (types included), then the tarball.
  run(process.execPath, [path.join(sdk, 'build.mjs')], sdk);
  const out = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], sdk)) as { filename: string; files: { path: string }[] }[];
  files = out[0]!.files.map((f) => f.path).sort();
  fs.mkdirSync(project);
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'artist-site', private: true, type: 'module' }));
  // Offline: the package has no dependencies (its workspaces, preact, r2wc, styled-components and zod are bundled).
  run('npm', ['install', path.join(work, out[0]!.filename), '--offline', '--no-audit', '--no-fund'], project);
}, 240_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('the packed @chorus/sdk', () => {
  it('holds only what an embedder needs: code, types, README, LICENSE', () => {
    expect(files).toContain('LICENSE');
    expect(files).toContain('dist/chorus.js');
    expect(files).toContain('dist/chorus.iife.js');
    expect(files).toContain('dist/react.d.ts');
    expect(files).toContain('dist/custom-elements.json');
    expect(files.filter((f) => /^dist\/\d+\.\d+\.\d+[^/]*\/runtime-[\w-]{8}\.js$/.test(f))).toHaveLength(1);
    expect(files.filter((f) => /\.(map|br|gz)$|meta\.json$|^src\/|\.test\./.test(f))).toEqual([]);
    const pkg = JSON.parse(fs.readFileSync(path.join(project, 'node_modules/@chorus/sdk/package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg.private).toBeUndefined();
    expect(pkg.dependencies).toBeUndefined();
  });

  it('names no source map it does not ship (bundlers and devtools would ask for a missing file)', () => {
    const pkg = path.join(project, 'node_modules/@chorus/sdk');
    const missing = files
      .filter((f) => /\.(m?js|json|d\.ts)$/.test(f))
      .flatMap((f) => [...fs.readFileSync(path.join(pkg, f), 'utf8').matchAll(/[#@]\s*sourceMappingURL=(\S+)/g)].map((m) => path.posix.join(path.posix.dirname(f), m[1]!)))
      .filter((map) => !files.includes(map));
    expect(missing).toEqual([]);
  });

  it('builds a page from it: the elements register, and the loader names chunks that are in the package', () => {
    fs.writeFileSync(path.join(project, 'page.js'), "import '@chorus/sdk/elements/leaderboard';\nimport '@chorus/sdk/all';\n");
    const esbuild = path.join(repo, 'node_modules/esbuild/bin/esbuild');
    run(esbuild, ['page.js', '--bundle', '--format=esm', '--minify', '--outfile=out/page.js'], project);
    const page = fs.readFileSync(path.join(project, 'out/page.js'), 'utf8');
    for (const tag of ['chorus-contest-list', 'chorus-contest', 'chorus-entry-form', 'chorus-handle-form', 'chorus-leaderboard', 'chorus-help-wanted', 'chorus-contact-form'])
      expect(page).toContain(tag);
    const loader = fs.readFileSync(path.join(project, 'node_modules/@chorus/sdk/dist/chorus.js'), 'utf8');
    const chunks = [...loader.matchAll(/"\.\/(\d+\.\d+\.\d+[^"]*\.js)"/g)].map((m) => m[1]!);
    expect(chunks).toHaveLength(7);
    for (const c of chunks) expect(fs.existsSync(path.join(project, 'node_modules/@chorus/sdk/dist', c)), c).toBe(true);
  });

  it('describes every element in custom-elements.json: attributes with their types, events, custom properties', () => {
    const cem = JSON.parse(fs.readFileSync(path.join(project, 'node_modules/@chorus/sdk/dist/custom-elements.json'), 'utf8')) as {
      modules: {
        declarations: {
          tagName: string;
          description: string;
          attributes: { name: string; type: { text: string } }[];
          events: { name: string }[];
          cssProperties: { name: string }[];
          cssParts: { name: string }[];
        }[];
      }[];
    };
    const elements = cem.modules.flatMap((m) => m.declarations);
    expect(elements.map((e) => e.tagName).sort()).toEqual([
      'chorus-contact-form',
      'chorus-contest',
      'chorus-contest-list',
      'chorus-entry-form',
      'chorus-handle-form',
      'chorus-help-wanted',
      'chorus-leaderboard',
    ]);
    expect(elements.find((e) => e.tagName === 'chorus-contact-form')!.attributes.map((a) => a.name)).toContain('subject');
    const board = elements.find((e) => e.tagName === 'chorus-leaderboard')!;
    expect(board.attributes.find((a) => a.name === 'page-size')?.type.text).toBe('10 | 25 | 100');
    expect(board.attributes.find((a) => a.name === 'theme')?.type.text).toBe("'light' | 'dark' | 'auto'");
    expect(board.events.map((e) => e.name).sort()).toEqual(['chorus-error', 'chorus-navigate', 'chorus-submitted']);
    expect(board.cssProperties.map((p) => p.name)).toContain('--chorus-accent');
    // Completeness against the source is src/manifest.test.ts's; here, that the package carries it.
    expect(board.cssParts.map((p) => p.name)).toContain('table');
    expect(board.description).toMatch(/ranking/);
  });

  it('types an embedder’s TypeScript: elements, attributes, the event map and the React components', () => {
    fs.writeFileSync(
      path.join(project, 'use.ts'),
      `import type { ChorusApplication, ChorusEntry } from '@chorus/sdk';
import { ChorusHelpWanted, ChorusLeaderboard, type ChorusProps } from '@chorus/sdk/react';
// Each element's chorus-submitted carries its own detail.
document.querySelector('chorus-help-wanted')!.addEventListener('chorus-submitted', (e) => { const a: ChorusApplication = e.detail; console.log(a.opportunityId); });
console.log(ChorusHelpWanted({ onSubmitted: (a) => console.log(a.title) }));
const board = document.querySelector('chorus-leaderboard')!;
const id: number | undefined = board.contestId;
board.addEventListener('chorus-submitted', (e) => { const entry: ChorusEntry = e.detail; console.log(entry.status, id); });
document.addEventListener('chorus-error', (e) => console.log(e.detail.messages.join()));
const props: ChorusProps<'chorus-leaderboard'> = { contestId: 6, pageSize: 25, theme: 'auto', onError: (d) => console.log(d.messages) };
console.log(ChorusLeaderboard, props);
// @ts-expect-error page-size takes 10, 25 or 100
const wrong: ChorusProps<'chorus-leaderboard'> = { contestId: 6, pageSize: 7 };
console.log(wrong);
`,
    );
    // The tags in React 19 JSX, typed once @chorus/sdk/react is imported.
    fs.writeFileSync(
      path.join(project, 'page.tsx'),
      `import '@chorus/sdk/react';
export const a = <chorus-contest contest-id={6} page-size={25} theme="dark" />;
export const b = <chorus-contact-form subject="Booking" className="contact" />;
// @ts-expect-error theme takes light, dark or auto
export const c = <chorus-leaderboard contest-id={6} theme="blue" />;
`,
    );
    fs.writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', lib: ['ES2023', 'DOM'], jsx: 'react-jsx', noEmit: true, skipLibCheck: false, types: [], typeRoots: [path.join(repo, 'node_modules/@types')] },
        files: ['use.ts', 'page.tsx'],
      }),
    );
    // React's types from the workspace (the throwaway project has no React installed): the components' props only.
    fs.mkdirSync(path.join(project, 'node_modules/@types'), { recursive: true });
    fs.symlinkSync(path.join(repo, 'node_modules/@types/react'), path.join(project, 'node_modules/@types/react'));
    run(process.execPath, [path.join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], project);
  });
});
