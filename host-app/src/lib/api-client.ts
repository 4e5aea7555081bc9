import type { ClientConfig } from '@chorus/client';
import { config } from './config.ts';
import { getNativeToken } from './native.ts';

/**
 * The one client configuration every feature's api/ module calls through. Read per call, so a native
 * token captured or cleared later is honoured. The fetch transport sends `credentials: 'include'`,
 * which carries the HttpOnly session cookie on the web.
 */
export function apiConfig(): ClientConfig {
  return { baseUrl: config.apiBaseUrl, token: getNativeToken() };
}

/** What the @chorus/ui widgets need to reach the API from inside the portal: same base, native token when there is one. */
export function widgetApi(): { apiBase: string; token: string | null } {
  return { apiBase: config.apiBaseUrl, token: getNativeToken() };
}
