/** A small Server-Sent Events client for tests: reads a stream and waits for messages. */
export interface SseMessage {
  event: string;
  id?: string;
  data: unknown;
}

export interface SseClient {
  status: number;
  /** Every message received so far. */
  messages: SseMessage[];
  /** Messages received so far with this event name. */
  count(event: string): number;
  /** Resolves with the first message (from `from` on) matching `match`. */
  next(match: (message: SseMessage) => boolean, timeoutMs?: number, from?: number): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
  body: string;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const messages: SseMessage[] = [];
  const counts = new Map<string, number>();
  const waiters = new Set<() => void>();
  let buffer = '';
  let body = '';
  const parse = (block: string) => {
    const message: { event: string; id?: string; data: string[] } = { event: 'message', data: [] };
    let seen = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line === '') continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') message.event = value;
      else if (field === 'id') message.id = value;
      else if (field === 'data') message.data.push(value);
      else continue;
      seen = true;
    }
    if (seen && message.data.length > 0) {
      const text = message.data.join('\n');
      messages.push({ event: message.event, id: message.id, data: JSON.parse(text) });
      counts.set(message.event, (counts.get(message.event) ?? 0) + 1);
    }
  };
  const ended = (async () => {
    if (!res.body || res.status !== 200) {
      body = await res.text();
      return;
    }
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        // Walk the buffer once, then keep the unfinished tail (a chunk may hold thousands of messages).
        let start = 0;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          parse(buffer.slice(start, end));
          start = end + 2;
          end = buffer.indexOf('\n\n', start);
        }
        buffer = buffer.slice(start);
        waiters.forEach((wake) => wake());
      }
    } catch {
      // aborted by close()
    }
    waiters.forEach((wake) => wake());
  })();
  let isEnded = false;
  void ended.then(() => (isEnded = true));
  const client: SseClient = {
    status: res.status,
    messages,
    count: (event) => counts.get(event) ?? 0,
    ended,
    get body() {
      return body;
    },
    close: () => controller.abort(),
    next: (match, timeoutMs = 5_000, from = 0) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.slice(from).find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          } else if (isEnded) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(new Error(`stream ended without the message; received ${JSON.stringify(messages)}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message within ${timeoutMs} ms; received ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiters.add(check);
        void ended.then(check);
        check();
      }),
  };
  return client;
}
