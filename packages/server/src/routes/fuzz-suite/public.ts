import { TEST_PASSWORD } from '../../testing/factories.ts';
import type { Fixtures } from './fixtures.ts';

// ---- Valid requests of the visitor's routes (/publicapi), so that one bad value at a time reaches the handler ----

/** A valid entry with a link of its own; a signed-in creator's entry names their own handle (creator.ts). */
export const entry = (fx: Fixtures) => {
  const n = fx.next();
  return { link: `https://www.tiktok.com/@fuzz${n}/video/${n}`, email: `fuzz${n}@example.test`, creator: `fuzz${n}`, platform: 'tiktok', country: 'US', marketingConsent: true };
};

export const publicBodies: Record<string, (fx: Fixtures) => object> = {
  'POST /publicapi/contests/{id}/entries': entry,
  'POST /publicapi/embed/sign-in': (fx) => ({ username: fx.admin.email, password: TEST_PASSWORD }),
  // Signed in: the entry names one of the entrant's handles.
  'POST /publicapi/embed/contests/{id}/entries': (fx) => ({ ...entry(fx), creator: fx.entryHandle }),
  'POST /publicapi/marketing-signup': (fx) => ({ preffyID: fx.contest, email: `fan${fx.next()}@example.test`, marketingConsent: true }),
  'POST /publicapi/send-contact-form': () => ({ emailFrom: 'fuzz@example.test', subject: 'Fuzz', message: 'Hello' }),
  'POST /publicapi/newsletter': (fx) => ({ email: `news${fx.next()}@example.test` }),
  'POST /publicapi/unsubscribe': (fx) => ({ token: fx.unsubscribeToken }),
};

/** Queries the schema's example cannot make valid (an emailed link's secret). */
export const publicQueries: Record<string, (fx: Fixtures) => Record<string, string>> = {
  'GET /publicapi/unsubscribe': (fx) => ({ token: fx.unsubscribeToken }),
};
