// The anchor of bench/public-reads.mjs, in a process of its own like the server it is compared with: a bare
// Fastify route per path sending the bytes Chorus sent for it (from BODIES, a JSON file {path: body}), and with
// DATABASE_URL a bare route running one primary-key query on the same PostgreSQL database (GET /anchor/db?id=).
import fs from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(fs.readFileSync(process.env.BODIES, 'utf8'));
const app = Fastify();
for (const [url, body] of Object.entries(bodies))
  app.get(url.split('?')[0], (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  app.get('/anchor/db', async (req) => (await pool.query('select * from contacts where id = $1', [Number(req.query.id)])).rows[0] ?? null);
  app.addHook('onClose', () => pool.end());
}
app.get('/healthz', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
