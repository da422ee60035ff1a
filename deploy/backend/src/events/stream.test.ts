import type { LiveEvent } from '@opsdeck/contracts';
import { LiveStream, sseMessage, type StreamSink } from './stream';

/** A sink that takes `room` chunks, then waits for drain() like a full socket. */
function slowSink(room: number) {
  const written: string[] = [];
  let onDrain: (() => void) | null = null;
  const sink: StreamSink = {
    write(chunk) {
      written.push(chunk);
      return written.length < room;
    },
    once(_event, listener) {
      onDrain = listener;
    },
  };
  return {
    sink,
    written,
    drain(moreRoom: number) {
      room = written.length + moreRoom;
      const wake = onDrain;
      onDrain = null;
      wake?.();
    },
  };
}

const event = (id: number, kind: LiveEvent['kind'] = 'check.status'): LiveEvent => ({
  id: String(id),
  kind,
  op: 'INSERT',
  table: 'check_statuses',
  rowId: 'c',
  scope: {},
  at: 't',
});

describe('LiveStream', () => {
  it('writes SSE messages with their id', () => {
    expect(sseMessage('change', { a: 1 }, '7')).toBe('id: 7\nevent: change\ndata: {"a":1}\n\n');
    expect(sseMessage('heartbeat', {})).toBe('event: heartbeat\ndata: {}\n\n');
  });

  it('sends only what the filter accepts', () => {
    const { sink, written } = slowSink(100);
    const stream = new LiveStream(sink, (e) => e.kind !== 'incident');
    stream.push([event(1), event(2, 'incident'), event(3)]);
    // One write for the batch.
    expect(written).toHaveLength(1);
    expect(written[0]!.match(/^id: \d+$/gm)).toEqual(['id: 1', 'id: 3']);
  });

  it('queues while the reader is slow and sends the queue in order when it catches up', () => {
    const socket = slowSink(1);
    const stream = new LiveStream(socket.sink, () => true, { maxQueued: 10 });
    [1, 2, 3].forEach((id) => stream.push([event(id)]));
    expect(socket.written).toHaveLength(1);
    socket.drain(100);
    expect(socket.written.join('').match(/^id: \d+$/gm)).toEqual(['id: 1', 'id: 2', 'id: 3']);
  });

  it('drops the queue past its bound and asks the reader to resync from the last dropped event', () => {
    const socket = slowSink(1);
    const stream = new LiveStream(socket.sink, () => true, { maxQueued: 3 });
    for (let id = 1; id <= 50; id += 1) stream.push([event(id)]);
    expect(stream.dropped).toBe(49);
    socket.drain(100);
    expect(socket.written).toHaveLength(2);
    expect(socket.written[1]).toBe('id: 50\nevent: resync\ndata: {"reason":"the stream fell behind and dropped events"}\n\n');
    // A batch larger than the bound while blocked is dropped at once.
    const again = slowSink(1);
    const other = new LiveStream(again.sink, () => true, { maxQueued: 3 });
    other.push([event(1)]);
    other.push([event(2), event(3), event(4), event(5)]);
    expect(other.dropped).toBe(4);
    // Later events flow again.
    stream.push([event(51)]);
    expect(socket.written[2]!.startsWith('id: 51\n')).toBe(true);
  });
});
