// Writes src/schema.d.ts and its parts in src/schema/, the generated client's types: from the OpenAPI document at a URL when one is given
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

const src = path.join(import.meta.dirname, '../src');
const files = await typesOf(await documentOf(process.argv[2]));
// The parts are written afresh: a part the document no longer needs must not stay behind.
fs.rmSync(path.join(src, 'schema'), { recursive: true, force: true });
fs.mkdirSync(path.join(src, 'schema'));
for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(src, file), text);
console.log(`wrote src/schema.d.ts and ${Object.keys(files).length - 1} parts in src/schema/`);
