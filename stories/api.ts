// Stories get their data from the in-memory API the widget tests use (packages/ui/src/testing), never a server.
export { entryHandleFixtures, fakeApi, fetchOver, fixtures, makeLeaderboard, toSummary } from '../packages/ui/src/testing/index.ts';
import { fakeApi } from '../packages/ui/src/testing/index.ts';

/** Answers after a short pause, so the skeletons flash as they would. */
export const live = () => fakeApi({ delayMs: 400 }).transport;
/** Never answers: the loading state. */
export const pending = () => fakeApi({ pending: true }).transport;
/** Fails every call the way the server fails. */
export const failing = (messages = ['There has been an error.']) => fakeApi({ fail: { status: 500, messages } }).transport;
/** Nothing to show. */
export const empty = () => fakeApi({ contests: [], leaderboardSize: 0, entriesSize: 0 }).transport;
