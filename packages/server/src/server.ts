import Fastify from 'fastify';
import { app } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

/** The process: config, database, demo data on first start, listen, graceful shutdown. */
async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const fastify = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.NODE_ENV === 'production',
    bodyLimit: 1024 * 1024,
  });
  const seeded = config.DEMO_DATA ? await seedDemoIfEmpty(database.db) : false;
  await fastify.register(app, { db: database.db, config });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    fastify.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await fastify.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

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
            '    admin@chorus.test     organiser',
          ]
        : []),
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
