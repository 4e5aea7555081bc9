import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { messages } from '@chorus/core';
import type { Config } from '../config.ts';

// The one rule for secrets in URLs: a query parameter is secret when its name says so — any name with `token` or
// `uid` in it (a mailed link's token and its row id: magic_token, payment_token + uid, username_token, invite_token,
// a native webview's ?token=), an API key, a password, a secret or a code. Logs never show their values, and every
// link Chorus mails is checked against the rule as it is rendered (`unredactedSecrets`, in mail-templates.ts), so a
// new link cannot carry a secret under a name the rule misses: a reset token read from the request log once reset
// a password.
const SECRET_NAME = '[\\w-]*(?:token|uid|api[-_]?key|password|secret|code)[\\w-]*';
const SECRET_PARAMS = new RegExp(`([?&]${SECRET_NAME}=)[^&#]*`, 'gi');
const SECRET_PARAM = new RegExp(`[?&]${SECRET_NAME}=`, 'i');
const SECRET_ONLY = new RegExp(`^${SECRET_NAME}$`, 'i');

/** A URL with secret query values replaced, for logs. */
export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

/** Whether a URL carries a secret in its query (what `redactUrl` hides). */
export const carriesSecret = (url: string): boolean => SECRET_PARAM.test(url);

/**
 * The query parameters of `url` whose values look like secrets (16 characters or more, neither a number nor plain
 * words such as `undo-login-change`) under a name `redactUrl` would not hide: a mailed link must have none.
 */
export const unredactedSecrets = (url: URL): string[] =>
  [...url.searchParams]
    .filter(([name, value]) => value.length >= 16 && !/^\d+$/.test(value) && !/^[a-z]+(?:[-_][a-z]+)*$/.test(value) && !SECRET_ONLY.test(name))
    .map(([name]) => name);

/**
 * One line per request instead of Fastify's two ("incoming request" and "request completed"): the completed line
 * carries what was asked (secrets redacted by the `req` serializer), the status and the time taken. Errors, stream
 * failures and not-found lines stay Fastify's own.
 */
class AccessLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ req, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  headers: Record<string, unknown>;
}

/**
 * Where the server process logs: standard output through pino's asynchronous destination, which gathers lines
 * into 4 KB writes instead of a write per line (the writes were most of logging's cost); pino flushes it when the
 * process exits, crashes included.
 */
export const bufferedStdout = () => pino.destination({ dest: 1, sync: false, minLength: 4096 });

/**
 * The server's Fastify options: logging without secrets (to `stream`, standard output by default), proxy trust from
 * TRUST_PROXY, body limit.
 */
export function serverOptions(config: Config, stream?: pino.DestinationStream): FastifyServerOptions {
  return {
    logController: new AccessLog(),
    logger: {
      level: config.LOG_LEVEL,
      ...(stream && { stream }),
      serializers: {
        req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      },
      // Messages that spell a URL out (Fastify's "Route GET:/x?token=… not found") go through the same rule.
      hooks: {
        logMethod(args, method) {
          const [first, second] = args as unknown[];
          if (typeof first === 'string') (args as unknown[])[0] = redactUrl(first);
          else if (typeof second === 'string') (args as unknown[])[1] = redactUrl(second);
          return method.apply(this, args);
        },
      },
      // Whatever else logs a request or its headers: never the token header, cookies or Set-Cookie.
      redact: {
        paths: ['req.headers["x-api-key"]', 'req.headers.cookie', 'res.headers["set-cookie"]', 'headers["x-api-key"]', 'headers.cookie'],
        censor: '[redacted]',
      },
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // What the router refuses before any route runs (a malformed percent-encoding: 400; a path segment over 100
    // characters: 414) is answered as every other refusal, the OpenAPI document's `Error`, not Fastify's own shape.
    frameworkErrors: (error, _req, reply) => {
      const status = error.statusCode ?? 400;
      // The option's reply is typed by route generics no router refusal has; this one is a plain reply.
      (reply as unknown as FastifyReply).code(status).send({ error: true, messages: [status < 500 ? messages.generic.badRequest : messages.generic.error] });
    },
  };
}

