import net from 'node:net';

export interface TcpProxy {
  /** The loopback port to connect to instead of the target's. */
  readonly port: number;
  /** Connections open through the proxy right now. */
  readonly liveConnections: number;
  /** Connections reset by `cut()`, and connections refused while cut (reset as soon as they were accepted). */
  readonly stats: { dropped: number; refused: number; accepted: number };
  /** The outage begins: every open connection is reset, and every new one is reset as soon as it arrives. */
  cut(): void;
  /** The outage ends: new connections reach the target again. */
  restore(): void;
  /** Slows the target to a stop: what clients send is kept (counted in `held`), not forwarded, until `release()`. */
  hold(): void;
  /** Forwards what was held, in order, and everything after it. */
  release(): void;
  /** Chunks sent by clients and kept by `hold()`, not yet forwarded. */
  readonly held: number;
  close(): Promise<void>;
}

/**
 * A TCP proxy on loopback between a process under test and a server (PostgreSQL), to take the server away and
 * bring it back. Resetting (RST) rather than closing makes the client see what a crashed or unreachable peer
 * looks like: ECONNRESET on the open connections, and on every new one while the outage lasts.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const stats = { dropped: 0, refused: 0, accepted: 0 };
  let down = false;
  let holding = false;
  const queue: { upstream: net.Socket; chunk: Buffer }[] = [];

  const server = net.createServer((client) => {
    if (down) {
      stats.refused++;
      client.resetAndDestroy();
      return;
    }
    stats.accepted++;
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    // Errors are the point of this proxy: either side failing ends the pair, nothing more.
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.on('data', (chunk: Buffer) => (holding ? queue.push({ upstream, chunk }) : upstream.write(chunk)));
    client.on('end', () => upstream.end());
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const cut = () => {
    down = true;
    for (const pair of [...pairs]) {
      stats.dropped++;
      pairs.delete(pair);
      pair.client.resetAndDestroy();
      pair.upstream.destroy();
    }
  };

  return {
    port,
    get liveConnections() {
      return pairs.size;
    },
    stats,
    cut,
    restore() {
      down = false;
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const { upstream, chunk } of queue.splice(0)) if (!upstream.destroyed) upstream.write(chunk);
    },
    get held() {
      return queue.length;
    },
    close() {
      cut();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
