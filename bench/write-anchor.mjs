// The anchor of bench/entry-writes.mjs, in a process of its own like the server it is compared with: a bare Fastify
// route that inserts one row in one statement through a pool of the same size as Chorus's (10), on the same database.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query('create table if not exists anchor_writes (id serial primary key, contest_id int not null, email text not null, link text)');
const app = Fastify();
app.post('/anchor/entry', async (req) => {
  const { email, link } = req.body;
  const { rows } = await pool.query('insert into anchor_writes (contest_id, email, link) values (1, $1, $2) returning id', [email, link]);
  return { id: rows[0].id };
});
app.get('/healthz', async () => ({ ok: true }));
app.addHook('onClose', () => pool.end());
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
