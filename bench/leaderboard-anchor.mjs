// The anchor of the uncached leaderboard page in bench/leaderboard.mjs, in a process of its own like the server it is
// compared with: a bare Fastify route running the same SQL as Chorus's page 1 (ANCHOR_SQL with ANCHOR_PARAMS, as
// Drizzle renders it) through a pool of the same size (10) on the same database, answering its rows as JSON.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const text = process.env.ANCHOR_SQL;
const params = JSON.parse(process.env.ANCHOR_PARAMS);
const app = Fastify();
app.get('/anchor/leaderboard', async () => {
  const { rows } = await pool.query(text, params);
  return { results: { success: true, data: { rows } } };
});
app.get('/healthz', async () => ({ ok: true }));
app.addHook('onClose', () => pool.end());
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
