import Fastify from 'fastify';
import { app } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { bufferedStdout, serverOptions } from './lib/log.ts';
import { storageFromConfig } from './plugins/storage.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

/** The process: config, database, demo data on first start, listen, graceful shutdown. */
async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const fastify = Fastify(serverOptions(config, bufferedStdout()));
  // Nodes starting together on one database seed it once.
  const seeded = config.DEMO_DATA ? await database.exclusive(() => seedWith(config, (storage) => seedDemoIfEmpty(database.db, { storage }))) : false;
  await fastify.register(app, { db: database.db, config });

  let closing = false;
  // Drains in-flight requests (new ones get 503 while closing), then closes the database; 10 s at most.
  const shutdown = async (signal: string, code = 0) => {
    if (closing) return;
    closing = true;
    fastify.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    // Node closes the connections idle when closing starts; a keep-alive connection whose request was still in
    // flight then stays open until its client lets go (Fastify's keep-alive timeout is 72 s). Close each as soon as
    // its last answer is sent.
    const sweep = setInterval(() => fastify.server.closeIdleConnections(), 100);
    try {
      await fastify.close();
      await database.close();
    } finally {
      clearInterval(sweep);
      clearTimeout(force);
      process.exit(code);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A promise nobody awaited failed: its request already has its answer, the process state is intact; log it.
  process.on('unhandledRejection', (reason) => fastify.log.error({ err: reason }, 'unhandled promise rejection'));
  // A throw outside any request: state may be broken, so finish what is in flight and exit for the supervisor
  // (npm start, systemd, the orchestrator) to start a fresh process.
  process.on('uncaughtException', (err) => {
    fastify.log.fatal({ err }, 'uncaught exception: shutting down');
    void shutdown('uncaughtException', 1);
  });

  await fastify.listen({ port: config.PORT, host: config.HOST });
  const address = fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(
    [
      '',
      `  Chorus is running at http://localhost:${port}  (${where}, ready in ${Date.now() - started} ms)`,
      ...(config.DEMO_DATA
        ? [
            `  Demo accounts${seeded ? ' (just created)' : ''}, password Chorus-demo-1:`,
            '    creator@chorus.test   creator',
            '    manager@chorus.test   manager with a roster of three',
            '    admin@chorus.test     platform staff (/adminapi, the admin CLI)',
            '    label@chorus.test     owner of Nightshade Records (/orgapi); label-editor@chorus.test its editor',
            '    brand@chorus.test     owner of Lumen Skin (/orgapi)',
            '    samrivera             creator whose login is a username: signing in asks to link an email',
          ]
        : []),
      '',
    ].join('\n'),
  );
}

/** Demo data with the app's storage (the demo's contract files), closed once the data is in. */
async function seedWith<T>(config: ReturnType<typeof loadConfig>, fn: (storage: ReturnType<typeof storageFromConfig>) => Promise<T>): Promise<T> {
  const storage = storageFromConfig(config);
  try {
    return await fn(storage);
  } finally {
    await storage.close();
  }
}

// Start-up failed (bad environment, data directory in use, database unreachable): say why and exit with
// EX_CONFIG, which `npm start` does not restart.
main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(78);
});
