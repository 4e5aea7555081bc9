export { fixtures, fixtureList, makeContest, makeLeaderboard, toSummary } from './fixtures.ts';
export { fakeApi, fetchOver, type FakeApi, type FakeApiOptions } from './fake-transport.ts';
export { entryHandleFixtures, helpWantedFixtures } from './fake-forms.ts';
