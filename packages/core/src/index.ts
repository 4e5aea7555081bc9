export * from './messages.ts';
export * from './lookups.ts';
export * from './schemas/common.ts';
export * from './schemas/auth.ts';
