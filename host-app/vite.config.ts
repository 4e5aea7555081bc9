import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Alias, type Plugin } from 'vite';

// In `npm run dev` the API server runs on its own port; everything that is not the app goes there.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`;
const proxied = ['/creatorapi', '/publicapi', '/adminapi', '/sdk', '/examples', '/healthz', '/docs'];

/**
 * React's API over Preact (preact/compat), as the SDK does: react-dom alone was ~60 KB gzip of every page's first
 * load and most of its main-thread time (docs/architecture.md, "The portal's first load"). Every import of
 * `react`, `react-dom` and their subpaths (`react/jsx-runtime`, `react-dom/client`, `react-dom/test-utils`), in the
 * app, packages/ui and node_modules (react-router, styled-components, zustand, lucide-react), goes to the same path
 * under `preact/compat`. The build, `npm run dev` and the host app's vitest project (vitest.config.ts) share this
 * list, so tests run what ships.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom(?=\/|$)/, replacement: 'preact/compat' },
  { find: /^react(?=\/|$)/, replacement: 'preact/compat' },
];

/**
 * Fails the build when two chunks import each other (directly or around a loop): the chunk that runs first can read
 * a binding of the other before it is set, which only shows in the browser (design notes: a size-threshold merge
 * crashed /login this way). Static imports only: a dynamic import waits for its chunk to have run.
 */
const noChunkCycles: Plugin = {
  name: 'chorus-no-chunk-cycles',
  apply: 'build',
  generateBundle(_options, bundle) {
    const imports = new Map<string, string[]>();
    for (const file of Object.values(bundle)) if (file.type === 'chunk') imports.set(file.fileName, file.imports);
    const state = new Map<string, 'open' | 'done'>();
    const visit = (name: string, trail: string[]): void => {
      if (state.get(name) === 'done') return;
      if (state.get(name) === 'open') this.error(`chunks import each other: ${[...trail.slice(trail.indexOf(name)), name].join(' → ')}`);
      state.set(name, 'open');
      for (const next of imports.get(name) ?? []) visit(next, [...trail, name]);
      state.set(name, 'done');
    };
    for (const name of imports.keys()) visit(name, []);
  },
};

/**
 * One page per route of the route table, `dist/routes/<path>.html`: index.html with `<link rel="modulepreload">` for
 * the route's screen chunk and every chunk it imports (and, under ProtectedLayout, the signed-in shell's), so the
 * browser fetches them beside the entry instead of after it has run (design notes: /public-contests' LCP 1.66× → 1.49×
 * the anchor's). The server sends a route's page in place of index.html (plugins/static.ts). The table is read from
 * router.tsx's text: `const X = lazyScreen(() => import('…'))` and `{ path: '/p', element: <X`; a route table that no
 * longer reads that way fails the build rather than losing the preloads unnoticed.
 */
export function routePages(routerFile: string, shellModule: string): Plugin {
  return {
    name: 'chorus-route-pages',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      const source = fs.readFileSync(routerFile, 'utf8');
      const moduleOf = new Map<string, string>();
      for (const [, name, spec] of source.matchAll(/const (\w+) = lazyScreen\(\(\) => import\('([^']+)'\)/g))
        moduleOf.set(name!, path.resolve(path.dirname(routerFile), spec!));
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [path.resolve(c.facadeModuleId!), c]));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const next of byFile.get(fileName)?.imports ?? []) closure(next, into);
        return into;
      };
      // What index.html loads already: the entry and its static imports.
      const initial = new Set<string>();
      for (const c of chunks) if (c.isEntry) closure(c.fileName, initial);
      const shell = byModule.get(path.resolve(shellModule));
      // The routes between <ProtectedLayout /> and the next layout are signed-in screens.
      const protectedAt = source.indexOf('<ProtectedLayout />');
      const nextLayout = protectedAt < 0 ? -1 : source.slice(protectedAt + 1).search(/<\w+Layout \/>/);
      const protectedEnd = protectedAt < 0 ? -1 : nextLayout < 0 ? source.length : protectedAt + 1 + nextLayout;
      const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!html.includes('  </head>')) this.error('route pages: index.html has no `  </head>` to put the preloads before');
      let pages = 0;
      for (const match of source.matchAll(/\{ path: '(\/[\w/-]*)', element: <(\w+)[\s/>]/g)) {
        const [, route, name] = match;
        const chunk = byModule.get(moduleOf.get(name!) ?? '');
        if (!chunk || route === '/') continue;
        const files = closure(chunk.fileName, new Set());
        if (shell && match.index! > protectedAt && match.index! < protectedEnd) closure(shell.fileName, files);
        const links = [...files].filter((f) => !initial.has(f)).map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">\n`);
        const file = path.join(outDir, 'routes', `${route!.slice(1)}.html`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, html.replace('  </head>', `${links.join('')}  </head>`));
        pages += 1;
      }
      if (pages < 10) this.error(`route pages: only ${pages} routes read from ${routerFile}; has the route table changed shape?`);
    },
  };
}

export default defineConfig({
  plugins: [
    noChunkCycles,
    routePages(path.resolve(import.meta.dirname, 'src/app/router.tsx'), path.resolve(import.meta.dirname, 'src/app/routes/app/signed-in-shell.tsx')),
  ],
  // JSX through React's automatic runtime, which the aliases turn into preact/compat's. No Fast Refresh in dev (it
  // patches react-dom, which is not here): an edit reloads the page.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: preactAliases,
    // One copy of each, whatever the workspaces hoist: two styled-components or two Preacts break at run time.
    dedupe: ['preact', 'styled-components'],
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // react-router reads React 19's `use` and `useOptimistic` and checks that they exist before calling them
        // (the data router's paths); preact/compat has neither, which is expected, not a problem to report.
        if (log.code === 'IMPORT_IS_UNDEFINED' && /[\\/]react-router[\\/]/.test(log.id ?? log.message)) return;
        // "use client" means nothing in a client-only bundle (@vitejs/plugin-react silenced it before).
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
        handler(level, log);
      },
      output: {
        // Chunks shared by several screens are named after every screen that uses them: a hash is enough.
        chunkFileNames: (chunk) => (chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js'),
        codeSplitting: {
          groups: [
            // Every page needs Preact and the router, and they change less often than the app: one file, cached across
            // releases. Everything else is split by what imports it (each screen is a lazy route), so a library used
            // by one screen (axios for uploads, TalkJS, classic zod for forms) loads with that screen only.
            { name: 'framework', test: /node_modules[\\/](preact|react-router|react-router-dom)[\\/]/, priority: 2 },
            // Every icon the app draws (lucide-react, 5.8 KB gzip): one file. Split by the screens that use them, they were
            // 10 of the 25 files a signed-in first load fetched (0.2-0.7 KB each); public pages pay ~3 KB for it.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // The UI kit two or more screens use (packages/ui, the app's shared components and hooks): one file instead
            // of ~40 of 0.2-2 KB each (a contest page fetched 21 files, now 9). Nothing in it imports a screen or a
            // feature (lint keeps packages/ui and components/ below features), so it never imports a chunk that imports
            // it; `noChunkCycles` checks. Left out: the signed-in shell's layout parts, which public pages would
            // otherwise download for nothing.
            {
              name: 'ui',
              test: /[\\/]packages[\\/]ui[\\/]src[\\/]|[\\/]host-app[\\/]src[\\/](components[\\/](?!layout[\\/])|hooks[\\/])/,
              minShareCount: 2,
            },
            // The signed-in shell: its layout, live notifications and chat, the account switch and logout, which every
            // signed-in screen needs and no public page imports (a signed-in first load: 25 files, now 12).
            {
              name: 'shell-signed-in',
              test: /[\\/]host-app[\\/]src[\\/](app[\\/]routes[\\/]app[\\/]signed-in-shell|components[\\/]layout[\\/]|features[\\/](live|switch-account)[\\/]|features[\\/]auth[\\/](api[\\/]logout|hooks[\\/]use-logout))/,
              minShareCount: 2,
            },
            { name: 'shared', minShareCount: 2, entriesAware: true },
          ],
        },
      },
    },
  },
});
