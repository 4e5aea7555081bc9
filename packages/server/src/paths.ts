import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * packages/server, found from this module: it runs as src/paths.ts (tsx, tests) or bundled into dist/server.js
 * (`npm start`), both one level under the package, so files read at run time (migrations, the web builds) are
 * found from either.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository: host-app/dist, sdk/dist and examples/ are served from it. */
export const repoRoot = path.resolve(serverRoot, '../..');
/** The SQL migrations, in drizzle's folder layout (a journal under meta/). */
export const migrationsFolder = path.join(serverRoot, 'migrations');
