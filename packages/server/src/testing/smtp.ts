import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients, lower case. */
  to: string[];
  from: string;
  subject: string;
  html: string;
  text: string;
  parsed: ParsedMail;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The next message to `to` not yet taken by an earlier call (waits for it; rejects after `timeoutMs`). */
  nextMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Refuse connections until `up()` (the server stops listening; the port is kept for the restart). */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (smtp-server, no TLS, no auth) that parses every message it accepts (mailparser)
 * and keeps it, for tests that check what the mail worker really sends. With `delayMs`, each message is accepted
 * only that long after its data arrived: a slow server.
 */
export async function startTestSmtp({ delayMs = 0 }: { delayMs?: number } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  const make = () =>
    new SMTPServer({
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              text: parsed.text ?? '',
              parsed,
            });
            for (const w of [...waiters]) w();
            if (delayMs) setTimeout(callback, delayMs);
            else callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
  let server = make();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  let listening = true;
  const stop = () =>
    new Promise<void>((resolve) => {
      listening = false;
      server.close(() => resolve());
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    nextMail(to, timeoutMs = 10_000) {
      const want = to.toLowerCase();
      const find = () => received.find((m) => !taken.has(m) && m.to.includes(want));
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = find();
          if (!m) return false;
          taken.add(m);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(m);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms (received: ${received.map((m) => m.to.join(',')).join('; ') || 'none'})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    down: stop,
    async up() {
      if (listening) return;
      server = make();
      await listen(port);
      listening = true;
    },
    async close() {
      if (listening) await stop();
    },
  };
}
