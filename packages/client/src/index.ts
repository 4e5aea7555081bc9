export {
  ApiError,
  axiosTransport,
  buildUrl,
  call,
  fetchTransport,
  isSessionGone,
  isTransient,
  retryTransient,
  type AxiosLike,
  type ClientConfig,
  type RequestOptions,
  type Transport,
  type UploadProgress,
} from './transport.ts';
export * from './auth.ts';
export * from './contests.ts';
export * from './account-links.ts';
export * from './campaigns.ts';
export * from './account.ts';
export * from './pages.ts';
export * from './signup.ts';
export * from './payments.ts';
export * from './home.ts';
export * from './studio.ts';
export * from './studio-campaigns.ts';
export * from './studio-creators.ts';
export * from './notification-preferences.ts';
