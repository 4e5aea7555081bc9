import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { seedDemo } from './demo.ts';

// `npm run seed`: (re)load the demo data into the configured database; the demo people are replaced.
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await seedDemo(database.db, { reset: true });
  console.log('Demo data loaded. Sign in as creator@chorus.test, manager@chorus.test, admin@chorus.test, label@chorus.test, label-editor@chorus.test, brand@chorus.test or samrivera (password Chorus-demo-1).');
} finally {
  await database.close();
}
