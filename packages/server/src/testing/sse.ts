/** One server-sent event as a test sees it. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

export interface SseClient {
  status: number;
  /** Every event so far (comments excluded). */
  events: SseEvent[];
  /** Comment lines so far (heartbeats). */
  comments: string[];
  /** The last SSE id the stream sent (what a browser would send back as Last-Event-ID), '' before any. */
  readonly lastEventId: string;
  /** Resolves when the server ends the stream. */
  closed: Promise<void>;
  /** Resolves with the first event (after those already seen, from index `from`) matching `match`. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number, from?: number): Promise<SseEvent>;
  close(): void;
}

/** Opens `GET url` as an event stream with `fetch` and parses what arrives. */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let lastEventId = '';
  const closed = (async () => {
    if (!res.body || res.status !== 200) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const e: SseEvent = { event: 'message', data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) {
              e.event = line.slice(7);
              isEvent = true;
            } else if (line.startsWith('data: ')) {
              e.data += line.slice(6);
              isEvent = true;
            }
            else if (line.startsWith('id: ')) lastEventId = e.id = line.slice(4);
          }
          if (isEvent) events.push(e);
          for (const w of waiters) w();
        }
      }
    } catch {
      // Aborted by close().
    }
    for (const w of waiters) w();
  })();
  let ended = false;
  void closed.then(() => (ended = true));
  return {
    status: res.status,
    events,
    comments,
    get lastEventId() {
      return lastEventId;
    },
    closed,
    close: () => abort.abort(),
    next(match, timeoutMs = 10_000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (found) return (cleanup(), resolve(found));
          if (ended) return (cleanup(), reject(new Error(`stream ended without the event; got ${JSON.stringify(events)}`)));
        };
        const timer = setTimeout(() => (cleanup(), reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`))), timeoutMs);
        const cleanup = () => (clearTimeout(timer), waiters.delete(check));
        waiters.add(check);
        check();
      });
    },
  };
}
