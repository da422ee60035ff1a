/**
 * Back-pressure of CSV answers: the next batch is read only once the client took the previous one,
 * and a client that goes away or stalls ends the read and frees its cursor.
 */
import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { CsvAnswer } from '../../postgrest/csv/export';
import { sendCsv } from './csv-answer';

/** A client that takes a chunk only when told to. */
class SlowClient extends Writable {
  readonly received: string[] = [];
  private readonly waiting: (() => void)[] = [];
  status?: number;

  constructor() {
    super({ highWaterMark: 4 });
  }
  writeHead(status: number): this {
    this.status = status;
    return this;
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.received.push(chunk.toString());
    this.waiting.push(done);
  }
  takeAll(): void {
    this.waiting.splice(0).forEach((done) => done());
  }
}

function answerOf(chunks: string[]) {
  const state = { reads: 0, closed: false };
  const answer: CsvAnswer = {
    status: 200,
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    stream: {
      next: async () => {
        state.reads += 1;
        return chunks[state.reads - 1] ?? null;
      },
      close: async () => {
        state.closed = true;
      },
    },
  };
  return { answer, state };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const noError = (err: unknown) => {
  throw err;
};

describe('sendCsv', () => {
  it('reads the next batch only when the client has taken the last one', async () => {
    const client = new SlowClient();
    const { answer, state } = answerOf(['name', '\nfirst row', '\nsecond row']);
    const sent = sendCsv(client as unknown as ServerResponse, answer, { head: false, onError: noError });
    await turn();
    expect([state.reads, client.received]).toEqual([1, ['name']]);
    await turn();
    expect(state.reads).toBe(1);
    client.takeAll();
    await turn();
    expect([state.reads, client.received]).toEqual([2, ['name', '\nfirst row']]);
    client.takeAll();
    await turn();
    client.takeAll();
    await sent;
    expect(client.received).toEqual(['name', '\nfirst row', '\nsecond row']);
    expect([state.reads, state.closed, client.writableEnded]).toEqual([4, true, true]);
  });

  it('stops reading and closes the cursor when the client goes away', async () => {
    const client = new SlowClient();
    const { answer, state } = answerOf(['name', '\nrow', '\nrow']);
    const sent = sendCsv(client as unknown as ServerResponse, answer, { head: false, onError: noError });
    await turn();
    client.destroy();
    await sent;
    expect([state.reads, state.closed]).toEqual([1, true]);
  });

  it('ends a client that takes nothing for the stall time', async () => {
    const client = new SlowClient();
    const { answer, state } = answerOf(['name', '\nrow']);
    await sendCsv(client as unknown as ServerResponse, answer, { head: false, stallMs: 5, onError: noError });
    expect([state.reads, state.closed, client.destroyed]).toEqual([1, true, true]);
  });

  it('cuts the answer when a later batch fails', async () => {
    const client = new SlowClient();
    const errors: unknown[] = [];
    const answer: CsvAnswer = {
      status: 200,
      headers: {},
      stream: { next: async () => Promise.reject(new Error('connection lost')), close: async () => undefined },
    };
    await sendCsv(client as unknown as ServerResponse, answer, { head: false, onError: (err) => errors.push(err) });
    expect([client.destroyed, (errors[0] as Error).message]).toEqual([true, 'connection lost']);
  });
});
