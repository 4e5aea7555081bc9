/**
 * What the SDK build uses for `@chorus/client` (an alias in sdk/build.mjs): the contest calls and the fetch
 * transport, without the sign-in calls the widgets never make (their schemas would need core's classic zod).
 */
export * from '../../../packages/client/src/transport.ts';
export * from '../../../packages/client/src/contests.ts';
