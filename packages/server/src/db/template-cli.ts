// `node dist/template-cli.js` (build.mjs, after bundling the server): makes the template new PGlite databases
// start from (template.ts).
import { openDatabase } from './open.ts';
import { writeTemplate } from './template.ts';

await writeTemplate((dataDir) => openDatabase({ dataDir, template: null }));
