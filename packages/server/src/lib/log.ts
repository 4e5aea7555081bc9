import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

// Query parameters whose values are secrets: a logged `?token=` worked against the admin API.
const SECRET_NAMES = '(?:token|api[-_]?key|password|secret|code)';
const SECRET_PARAMS = new RegExp(`([?&]${SECRET_NAMES}=)[^&#]*`, 'gi');
const SECRET_PARAM = new RegExp(`[?&]${SECRET_NAMES}=`, 'i');

/** A URL with secret query values replaced, for logs. */
export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

/** Whether a URL carries a secret in its query (what `redactUrl` hides). */
export const carriesSecret = (url: string): boolean => SECRET_PARAM.test(url);

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  headers: Record<string, unknown>;
}

/** The server's Fastify options: logging without secrets, proxy trust from TRUST_PROXY, body limit. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: {
      level: config.LOG_LEVEL,
      serializers: {
        req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      },
      // Whatever else logs a request or its headers: never the token header, cookies or Set-Cookie.
      redact: {
        paths: ['req.headers["x-api-key"]', 'req.headers.cookie', 'res.headers["set-cookie"]', 'headers["x-api-key"]', 'headers.cookie'],
        censor: '[redacted]',
      },
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  };
}
