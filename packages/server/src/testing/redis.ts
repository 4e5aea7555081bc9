import net from 'node:net';

type Reply = string | number | null | Error | Reply[];

/** Parses one RESP reply at `at`; null when the buffer does not hold all of it yet. */
function parseReply(buf: Buffer, at: number): { value: Reply; next: number } | null {
  const eol = buf.indexOf('\r\n', at);
  if (eol < 0) return null;
  const line = buf.toString('utf8', at + 1, eol);
  const after = eol + 2;
  switch (String.fromCharCode(buf[at]!)) {
    case '+':
      return { value: line, next: after };
    case '-':
      return { value: new Error(line), next: after };
    case ':':
      return { value: Number(line), next: after };
    case '$': {
      const len = Number(line);
      if (len < 0) return { value: null, next: after };
      if (buf.length < after + len + 2) return null;
      return { value: buf.toString('utf8', after, after + len), next: after + len + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, next: after };
      const items: Reply[] = [];
      let next = after;
      for (let i = 0; i < count; i++) {
        const item = parseReply(buf, next);
        if (!item) return null;
        items.push(item.value);
        next = item.next;
      }
      return { value: items, next };
    }
    default:
      throw new Error(`Unexpected Redis reply: ${line}`);
  }
}

const encode = (args: string[]) => `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;

/**
 * Sends commands over one connection and returns their replies: enough Redis for a test to see whether a server
 * answers and to clean up its own keys, without a client library.
 */
export async function redisCommands(url: string, commands: string[][], timeoutMs = 2_000): Promise<Reply[]> {
  const u = new URL(url);
  const setup: string[][] = [];
  if (u.password) setup.push(u.username ? ['AUTH', decodeURIComponent(u.username), decodeURIComponent(u.password)] : ['AUTH', decodeURIComponent(u.password)]);
  const db = u.pathname.slice(1);
  if (db) setup.push(['SELECT', db]);
  const all = [...setup, ...commands];
  return new Promise<Reply[]>((resolve, reject) => {
    const socket = net.connect(Number(u.port || 6379), u.hostname);
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`Redis at ${u.host} did not answer within ${timeoutMs} ms`)));
    let buf = Buffer.alloc(0);
    let offset = 0;
    const replies: Reply[] = [];
    socket.on('error', reject);
    socket.on('connect', () => socket.write(all.map(encode).join('')));
    socket.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        const r = parseReply(buf, offset);
        if (!r) break;
        replies.push(r.value);
        offset = r.next;
      }
      if (replies.length >= all.length) {
        socket.end();
        const failed = replies.slice(0, setup.length).find((r) => r instanceof Error);
        if (failed) reject(failed);
        else resolve(replies.slice(setup.length));
      }
    });
  });
}

/** Whether a Redis server answers PING at `url`. */
export async function redisAnswers(url: string): Promise<boolean> {
  try {
    const [pong] = await redisCommands(url, [['PING']]);
    return pong === 'PONG';
  } catch {
    return false;
  }
}

/** Deletes the keys starting with `prefix` (a test's own namespace; never FLUSHALL on a shared Redis). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<number> {
  if (!/^[\w:.-]+$/.test(prefix)) throw new Error(`Refusing a key prefix with glob characters: ${prefix}`);
  let cursor = '0';
  let deleted = 0;
  for (let page = 0; page < 1_000; page++) {
    const [reply] = await redisCommands(url, [['SCAN', cursor, 'MATCH', `${prefix}*`, 'COUNT', '1000']]);
    const [next, keys] = reply as [string, string[]];
    if (keys.length) deleted += (await redisCommands(url, [['DEL', ...keys]]))[0] as number;
    cursor = next;
    if (cursor === '0') break;
  }
  return deleted;
}
