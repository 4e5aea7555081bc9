import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '@chorus/core';
import { isApi } from '../lib/http.ts';

export interface StaticOptions {
  /** The SDK build (`sdk/dist`), at /sdk/. */
  sdkDist: string;
  /** The example pages, at /examples/. */
  examples: string;
  /** The portal's build (`host-app/dist`), at /, with any other GET answered by its index.html. */
  hostDist: string;
  /** Serve the SDK's source maps and esbuild's meta.json (they show the source; off in production). */
  sdkSourceMaps?: boolean;
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
const SDK_PRIVATE = /\.map$|^\/?meta\.json$/;

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
    { root: opts.examples, prefix: '/examples/' },
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
  // reply.sendFile for the single-page fallback, with the same negotiation and headers as the files themselves.
  await fastify.register(fastifyStatic, { ...common, root: opts.hostDist, serve: false, decorateReply: true, suppressWarning: true });

  const indexHtml = path.join(opts.hostDist, 'index.html');
  fastify.setNotFoundHandler((req, reply) => {
    if (isApi(req.url) || req.method !== 'GET') return reply.status(404).send({ error: true, messages: [messages.generic.notFound] });
    // A missing (or private) file is a 404, not the portal's page in place of a script.
    if (FILE_PREFIXES.some((p) => req.url.startsWith(p))) return reply.status(404).type('text/plain').send('Not found.');
    if (!fs.existsSync(indexHtml)) return notBuilt(reply);
    // The portal is a single-page app: any other GET is one of its routes.
    return reply.sendFile('index.html', opts.hostDist);
  });
}

function notBuilt(reply: FastifyReply) {
  return reply.status(404).type('text/plain').send('The web app is not built yet: run `npm run build`.');
}
