// Writes src/schema.d.ts, the generated client's types: from the OpenAPI document at a URL when one is given
// (`npm run generate -w examples/api-client -- http://localhost:3000/docs`), else from an app built in-process on a
// throwaway PGlite database (no server needs to run).
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp } from '../../../packages/server/src/testing/app.ts';
import { typesOf } from '../src/types-of.ts';

async function documentOf(url: string | undefined): Promise<object> {
  if (url) {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return (await res.json()) as object;
  }
  const t = await createTestApp('pglite');
  try {
    return (await t.app.inject({ method: 'GET', url: '/docs' })).json();
  } finally {
    await t.close();
  }
}

const out = path.join(import.meta.dirname, '../src/schema.d.ts');
fs.writeFileSync(out, await typesOf(await documentOf(process.argv[2])));
console.log(`wrote ${path.relative(process.cwd(), out)}`);
