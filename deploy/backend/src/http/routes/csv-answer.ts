import type { ServerResponse } from 'node:http';
import type { CsvAnswer } from '../../postgrest/csv/export';

/** A client that takes nothing for this long ends its export (it holds a cursor meanwhile). */
export const DEFAULT_EXPORT_STALL_MS = 60_000;

/** Resolves when `res` can take more, false when it closed or took nothing for `stallMs`. */
function drained(res: ServerResponse, stallMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer);
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(value);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    const timer = setTimeout(() => done(false), stallMs);
    timer.unref();
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}

/**
 * Writes a CSV answer as its batches arrive, one at a time: the next batch is read only once the
 * socket (or the gateway's compressor) took the previous one, so a slow client slows the read
 * instead of filling memory. A client that goes away, or stalls past `stallMs`, ends the read and
 * frees its cursor. A failure once the answer has started can only cut the connection.
 */
export async function sendCsv(
  res: ServerResponse,
  answer: CsvAnswer,
  options: { head: boolean; stallMs?: number; onError: (err: unknown) => void },
): Promise<void> {
  const { head, stallMs = DEFAULT_EXPORT_STALL_MS } = options;
  const { stream } = answer;
  let gone = false;
  const onClose = () => {
    gone = true;
  };
  res.once('close', onClose);
  try {
    res.writeHead(answer.status, answer.headers);
    if (head) {
      res.end();
      return;
    }
    for (let chunk = await stream.next(); chunk !== null && !gone; chunk = await stream.next()) {
      if (!res.write(chunk) && !(await drained(res, stallMs))) {
        res.destroy();
        return;
      }
    }
    if (!gone) res.end();
  } catch (err) {
    options.onError(err);
    res.destroy();
  } finally {
    res.off('close', onClose);
    await stream.close().catch(() => undefined);
  }
}
