export { ApiError, buildUrl, call, fetchTransport, type ClientConfig, type RequestOptions, type Transport } from './transport.ts';
export * from './auth.ts';
export * from './contests.ts';
