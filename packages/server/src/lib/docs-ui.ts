import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openApiDocument, type DocumentInfo } from './openapi.ts';
import { repoRoot } from '../paths.ts';

/** The Swagger UI files served under /docs/ui/ (from swagger-ui-dist, on this origin: the CSP allows no other). */
const FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** The page: no inline script (the CSP forbids it), so the start-up lives in init.js. */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Chorus API reference</title>
    <link rel="stylesheet" href="/docs/ui/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui"><p>Loading the API reference… The OpenAPI document itself is at <a href="/docs/openapi.json">/docs/openapi.json</a>.</p></main>
    <script src="/docs/ui/swagger-ui-bundle.js"></script>
    <script src="/docs/ui/init.js"></script>
  </body>
</html>
`;
const INIT = `window.ui = SwaggerUIBundle({ url: '/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/**
 * The API reference: `/docs` answers the OpenAPI 3 document as JSON (to programs, and the tests that read it), and
 * sends a browser (an Accept that prefers HTML) to the browsable reference at `/docs/ui` (Swagger UI);
 * `/docs/openapi.json` is the document for either.
 */
export function apiDocs(fastify: FastifyInstance, { contactEmail }: Pick<DocumentInfo, 'contactEmail'>) {
  const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const files = new Map(Object.keys(FILES).map((name) => [name, readFileSync(path.join(dist, name))]));
  // The SDK's license (MIT), which the document names, served here: the document links to nothing off this origin.
  const license = readFileSync(path.join(repoRoot, 'sdk/LICENSE'));
  // Made on the first request, when every route is registered; the same for the app's lifetime.
  let document: Record<string, unknown> | undefined;
  const openApi = () => (document ??= openApiDocument({ contactEmail, licenseUrl: '/docs/license' }));

  fastify.get('/docs', async (req, reply) => {
    const accept = req.headers.accept ?? '';
    if (/text\/html/.test(accept) && !/application\/json/.test(accept)) return reply.redirect('/docs/ui', 302);
    return openApi();
  });
  fastify.get('/docs/openapi.json', async () => openApi());
  fastify.get('/docs/license', async (_req, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(license));
  fastify.get('/docs/ui', async (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE));
  fastify.get('/docs/ui/init.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(INIT));
  fastify.get<{ Params: { file: string } }>('/docs/ui/:file', async (req, reply) => {
    const body = files.get(req.params.file);
    if (!body) return reply.status(404).send({ error: true, messages: ['Not found.'] });
    return reply.type(FILES[req.params.file]!).header('cache-control', 'public, max-age=3600').send(body);
  });
}
