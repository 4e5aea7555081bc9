/**
 * What the SDK build uses for `@chorus/core` (an alias in sdk/build.mjs): core's pure rules and messages, and the
 * response contracts in zod/mini (./wire.ts) in place of core's classic-zod schemas. This is the one place the SDK
 * reaches past a package root, to keep the embed within its size budget; the widgets' code is unchanged.
 */
export * from '../../../packages/core/src/rules/contests.ts';
export * from '../../../packages/core/src/messages.ts';
export * from './wire.ts';
