import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '@chorus/core';
import { isApi } from '../lib/http.ts';
import { sdkIndexPage } from '../lib/sdk-page.ts';
import { type ShareCard, withShareCard } from '../lib/share-card.ts';

export interface StaticOptions {
  /** The SDK build (`sdk/dist`), at /sdk/. */
  sdkDist: string;
  /** The example pages, at /examples/. */
  examples: string;
  /** The portal's build (`host-app/dist`), at /, with any other GET answered by its index.html. */
  hostDist: string;
  /** Serve the SDK's source maps and esbuild's meta.json (they show the source; off in production). */
  sdkSourceMaps?: boolean;
  /** The server's public origin, for the absolute links of /sdk/'s snippets. */
  publicUrl?: string;
  /** The link preview of a shared page (a contest link), written into the page's head; null for a plain page. */
  shareCard?: (pathAndQuery: string) => Promise<ShareCard | null>;
  /** Where a failed share-card lookup is logged (the page is then sent without its card). */
  log?: { warn: (obj: object, msg: string) => void };
}

// Vite names what it emits under assets/ `<name>-<8-character hash>.<ext>`: a new build gives a new name.
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The SDK's chunks: `sdk/dist/<version>/<name>-<8-character hash>.js` (rolldown's names), new names on each build.
const SDK_HASHED = /^\d+\.\d+\.\d+[\w.-]*[\\/][^\\/]+-[\w-]{8}\.js$/;
// The SDK's unversioned entries (chorus.js, chorus.iife.js, elements/*.js): embedders' pages name them, so they keep
// their name across releases; a CDN and browsers may reuse them for five minutes, then revalidate by ETag.
const SDK_ENTRY = 'public, max-age=300';
// Anything else may change under the same name (index.html): revalidate each use (ETag → 304).
const REVALIDATE = 'no-cache';
const FILE_PREFIXES = ['/sdk/', '/examples/', '/assets/'];
// A path whose last segment names a file (robots.txt, sitemap.xml, x.php): the portal's routes never do, so a missing
// one is a 404, not the app's page answering 200 for a file a crawler or a script asked for.
const FILE_LIKE = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;
const SDK_PRIVATE = /\.map$|^\/?meta\.json$/;
// A route's own page, `routes/<path>.html` (the host app's build): index.html with the route's chunks preloaded.
const ROUTE_PATH = /^(?:\/[\w-]+)+$/;

/**
 * The built web assets. Builds write `.br`/`.gz` beside each text file (scripts/precompress.mjs), sent as they are
 * with `Content-Encoding` and `Vary: Accept-Encoding`; hashed files are cached for a year, the rest revalidated.
 * Register it before @fastify/compress, so its files are never compressed a second time on the fly.
 */
export async function staticFiles(fastify: FastifyInstance, opts: StaticOptions) {
  const common = {
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    index: ['index.html'],
    setHeaders: (reply: FastifyReply, file: string) => {
      // `file` is the copy sent: chorus.js.br stands for chorus.js.
      const original = file.replace(/\.(?:br|gz)$/, '');
      if (original.startsWith(opts.sdkDist + path.sep)) {
        // Any page may load the SDK, as a classic script or a module (which needs CORS), with or without an Origin.
        reply.header('access-control-allow-origin', '*');
        reply.header('cache-control', SDK_HASHED.test(path.relative(opts.sdkDist, original)) ? IMMUTABLE : SDK_ENTRY);
        // The SDK's files name no source map (sdk/build.mjs: the maps are private, and not in the npm package): when
        // the maps are served, this header is how devtools find them.
        if (opts.sdkSourceMaps && original.endsWith('.js') && fs.existsSync(`${original}.map`)) reply.header('sourcemap', `${path.basename(original)}.map`);
        return;
      }
      reply.header('cache-control', original.startsWith(opts.hostDist) && HASHED_ASSET.test(original) ? IMMUTABLE : REVALIDATE);
    },
  };
  const mounts: { root: string; prefix: string; allowedPath?: (pathname: string) => boolean }[] = [
    { root: opts.sdkDist, prefix: '/sdk/', allowedPath: opts.sdkSourceMaps ? undefined : (p) => !SDK_PRIVATE.test(p) },
    // The React example as its build (Vite, relative paths), not its source.
    { root: path.join(opts.examples, 'react-app', 'dist'), prefix: '/examples/react-app/' },
    { root: opts.examples, prefix: '/examples/', allowedPath: (p) => !/^\/?react-app\//.test(p) },
    { root: opts.hostDist, prefix: '/' },
  ];
  for (const { root, prefix, allowedPath } of mounts) {
    if (!fs.existsSync(root)) continue;
    // `redirect`: /examples/embed-html → /examples/embed-html/, so the page's relative script paths resolve.
    // One wildcard route per mount: a route per file of host-app/dist (wildcard: false) walked the directory and
    // built ~130 ms of route tree on every start (issue 13). A file that is not there falls to the handler below.
    await fastify.register(fastifyStatic, {
      ...common,
      root,
      prefix,
      allowedPath,
      decorateReply: false,
      wildcard: true,
      redirect: prefix !== '/',
    });
  }
  // /sdk/: how to embed, with every element and attribute from the build's manifest.
  const sdkIndex = sdkIndexPage(opts.sdkDist, opts.publicUrl ?? '');
  if (sdkIndex)
    fastify.get('/sdk/', (_req, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).header('access-control-allow-origin', '*').send(sdkIndex),
    );

  // reply.sendFile for the single-page fallback, with the same negotiation and headers as the files themselves.
  await fastify.register(fastifyStatic, { ...common, root: opts.hostDist, serve: false, decorateReply: true, suppressWarning: true });

  const indexHtml = path.join(opts.hostDist, 'index.html');
  fastify.setNotFoundHandler(async (req, reply) => {
    if (isApi(req.url) || req.method !== 'GET') return reply.status(404).send({ error: true, messages: [messages.generic.notFound] });
    // A missing (or private) file is a 404, not the portal's page in place of a script.
    const pathname = req.url.split('?', 1)[0]!;
    if (FILE_PREFIXES.some((p) => req.url.startsWith(p)) || FILE_LIKE.test(pathname))
      return reply.status(404).type('text/plain').send('Not found.');
    // The route's own page when the build wrote one (its screen's chunks preloaded), else index.html: one look at the
    // disk for a route's page, a second only for the others.
    const routePage = ROUTE_PATH.test(pathname) ? `routes${pathname}.html` : null;
    const page = routePage && fs.existsSync(path.join(opts.hostDist, routePage)) ? routePage : 'index.html';
    if (page === 'index.html' && !fs.existsSync(indexHtml)) return notBuilt(reply);
    // A shared contest link: the page's head carries the contest's card, for the previews of chats and social apps.
    const card = opts.shareCard
      ? await opts.shareCard(req.url).catch((err: unknown) => {
          opts.log?.warn({ err }, 'share card lookup failed; the page goes without it');
          return null;
        })
      : null;
    if (card)
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(withShareCard(await fs.promises.readFile(path.join(opts.hostDist, page), 'utf8'), card));
    // The portal is a single-page app: any other GET is one of its routes.
    return reply.sendFile(page, opts.hostDist);
  });
}

function notBuilt(reply: FastifyReply) {
  return reply.status(404).type('text/plain').send('The web app is not built yet: run `npm run build`.');
}
