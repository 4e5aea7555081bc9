import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '@chorus/core';
import type { Config } from './config.ts';
import type { Db } from './db/open.ts';
import { HttpError, isApi, openApiDocument } from './lib/http.ts';
import { authPlugin } from './plugins/auth.ts';
import { adminContestRoutes } from './routes/admin/contests.ts';
import { authRoutes } from './routes/creator/auth.ts';
import { creatorContestRoutes } from './routes/creator/contests.ts';
import { switchRoutes } from './routes/creator/switch.ts';
import { publicContestRoutes } from './routes/public/contests.ts';

export interface AppOptions {
  db: Db;
  config: Config;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The whole Chorus app as a Fastify plugin: API, docs, health, and the built web assets. */
export async function app(fastify: FastifyInstance, { db, config }: AppOptions) {
  await fastify.register(cookie);
  // Public endpoints serve embeds on any site; signed-in ones only configured origins, with credentials.
  await fastify.register(cors, {
    delegator: (req, cb) => {
      const url = req.url ?? '';
      if (url.startsWith('/publicapi/') || url.startsWith('/sdk/')) return cb(null, { origin: '*' });
      const origin = req.headers.origin;
      const allowed = !!origin && config.CORS_ORIGINS.includes(origin);
      cb(null, allowed ? { origin, credentials: true } : { origin: false });
    },
  });
  await fastify.register(authPlugin, { db });

  fastify.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) return reply.status(err.statusCode).send({ error: true, messages: err.messages });
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (malformed JSON, wrong content type, body too large) keep their status.
      const message = status === 415 ? 'Unsupported content type.' : status === 413 ? 'Request is too large.' : messages.generic.badRequest;
      return reply.status(status).send({ error: true, messages: [message] });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: true, messages: [messages.generic.error] });
  });

  fastify.get('/healthz', async (_req, reply) => {
    await db.execute(sql`select 1`);
    return reply.send({ ok: true });
  });
  fastify.get('/docs', async () => openApiDocument());

  authRoutes(fastify, { db, config });
  switchRoutes(fastify, { db });
  creatorContestRoutes(fastify, { db });
  publicContestRoutes(fastify, { db });
  adminContestRoutes(fastify, { db });

  await serveStatic(fastify);
}

async function serveStatic(fastify: FastifyInstance) {
  const hostDist = path.join(repoRoot, 'host-app/dist');
  const mounts: [string, string][] = [
    [path.join(repoRoot, 'sdk/dist'), '/sdk/'],
    [path.join(repoRoot, 'examples'), '/examples/'],
    [hostDist, '/'],
  ];
  let decorated = false;
  for (const [root, prefix] of mounts) {
    if (!fs.existsSync(root)) continue;
    await fastify.register(fastifyStatic, { root, prefix, decorateReply: !decorated, wildcard: prefix !== '/', index: ['index.html'] });
    decorated = true;
  }
  const indexHtml = path.join(hostDist, 'index.html');
  fastify.setNotFoundHandler((req, reply) => {
    const url = req.url;
    if (isApi(url) || req.method !== 'GET') return reply.status(404).send({ error: true, messages: [messages.generic.notFound] });
    if (!fs.existsSync(indexHtml))
      return reply.status(404).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    // The portal is a single-page app: any other GET is one of its routes.
    return reply.type('text/html').send(fs.createReadStream(indexHtml));
  });
}
