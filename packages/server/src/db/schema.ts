// The database schema, one module per domain under schema/; importers keep using this file.
// drizzle.config.ts reads the modules themselves (schema/*.ts) to generate migrations.
export * from './schema/accounts.ts';
export * from './schema/contests.ts';
export * from './schema/payments.ts';
export * from './schema/uploads.ts';
export * from './schema/campaigns.ts';
export * from './schema/messaging.ts';
export * from './schema/pages.ts';
export * from './schema/opportunities.ts';
export * from './schema/jobs.ts';
export * from './schema/account-events.ts';
export * from './schema/organisations.ts';
