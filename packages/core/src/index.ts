export * from './messages.ts';
export * from './lookups.ts';
export * from './schemas/common.ts';
export * from './schemas/auth.ts';
export * from './rules/contests.ts';
export * from './schemas/contests.ts';
