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

/** A log message with secret query values hidden; a message with no `=` has none (the access line's, say). */
const redactIn = (message: string): string => (message.includes('=') ? redactUrl(message) : message);

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

/** A read answered within this many ms is fast: the access log may count it instead of writing it. */
const FAST_MS = 1000;
const READS = new Set(['GET', 'HEAD']);

/**
 * One line per request instead of Fastify's two ("incoming request" and "request completed"): the completed line
 * carries what was asked (secrets redacted by the `req` serializer), the status and the time taken. Errors, stream
 * failures and not-found lines stay Fastify's own. Past `readsPerSecond` fast successful reads in a second, the
 * rest of that second's are counted, not written: the next line says how many in `skipped`. A line costs about
 * 10 µs of the event loop, a fifth of a cached public read (docs/design-notes.md); a crowd on a viral embed
 * writes 200 lines a second per node, a quiet node writes every request, and every write, refusal, error and slow
 * answer is written.
 */
class AccessLog extends LogController {
  private second = 0;
  private readsThisSecond = 0;
  private skipped = 0;
  constructor(private readonly readsPerSecond: number) {
    super();
  }
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const responseTime = reply.elapsedTime;
    if (error) return reply.log.error({ req, res: reply, err: error, responseTime }, 'request errored');
    if (this.readsPerSecond > 0 && reply.statusCode < 400 && responseTime < FAST_MS && READS.has(req.method)) {
      const second = Math.floor(Date.now() / 1000);
      if (second !== this.second) [this.second, this.readsThisSecond] = [second, 0];
      if (++this.readsThisSecond > this.readsPerSecond) {
        this.skipped++;
        return;
      }
    }
    const skipped = this.skipped;
    this.skipped = 0;
    reply.log.info({ req, res: reply, responseTime, ...(skipped > 0 && { skipped }) }, 'request completed');
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
 * into writes of 4-8 KB instead of a write per line (the writes were most of logging's cost); pino flushes it when
 * the process exits, crashes included. `maxWrite` bounds the chunk lines gather in: sonic-boom measures the chunk's
 * bytes again at every line (Buffer.byteLength of the whole chunk), and at its default of 16 KB that was a third of
 * the access log's cost.
 */
export const bufferedStdout = () => pino.destination({ dest: 1, sync: false, minLength: 4096, maxWrite: 8192 });

/**
 * The server's Fastify options: logging without secrets (to `stream`, standard output by default), proxy trust from
 * TRUST_PROXY, body limit.
 */
export function serverOptions(config: Config, stream?: pino.DestinationStream): FastifyServerOptions {
  return {
    logController: new AccessLog(config.ACCESS_LOG_READS_PER_SECOND),
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
          if (typeof first === 'string') (args as unknown[])[0] = redactIn(first);
          else if (typeof second === 'string') (args as unknown[])[1] = redactIn(second);
          return method.apply(this, args);
        },
      },
      // Whatever else logs headers: never the token header or cookies. A logged `req` or `res` needs no redaction:
      // their serializers (ours above, Fastify's `{ statusCode }`) keep no headers, and pino redacts what they
      // return. Redacting them anyway cloned every access line (a quarter of the log's cost).
      redact: {
        paths: ['headers["x-api-key"]', 'headers.cookie'],
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

