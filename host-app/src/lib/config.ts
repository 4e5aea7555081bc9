import * as z from 'zod/mini';

// Build-time settings (zod/mini: classic zod stays out of the first load), parsed once so a typo fails loudly instead of producing a broken link.
const envSchema = z.object({
  /** Origin of the API; empty when the server serves the app (production) or Vite proxies it (dev). */
  VITE_API_BASE_URL: z._default(z.string(), ''),
});

const env = envSchema.parse(import.meta.env);

export const config = {
  apiBaseUrl: env.VITE_API_BASE_URL,
} as const;
