/**
 * The event streams of one backend process: the shared feed, the open streams, and who they
 * belong to. A stream re-checks its credentials every `revalidateMs`, at once after a sign-out or
 * an access change made through this process, and at once when any process signals one through
 * the database (migration 0985 NOTIFYs `opsdeck_events_access`): a stream whose credentials no
 * longer sign in is closed; one whose access changed is filtered with the new rules.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LIVE_RESYNC_REASONS, LIVE_RETRY_MS, LIVE_STREAM_EVENTS } from '@opsdeck/contracts';
import type { Principal } from '../authz/types';
import type { BackendDeps } from '../http/types';
import { ACCESS_CHANNEL, EventFeed, eventsBetween, positionOf, type FeedEvent, type FeedPosition } from './feed';
import { eventFilter } from './filter';
import { LiveStream } from './stream';

export interface LiveEventsOptions {
  heartbeatMs: number;
  revalidateMs: number;
  maxQueued: number;
  /** Events a resume may replay; beyond, the reader is asked to resync. */
  maxReplay: number;
}

interface OpenStream {
  req: IncomingMessage;
  stream: LiveStream;
  end: () => void;
}

export interface LiveEvents {
  /** Serves one stream until the reader leaves, is signed out, or the backend closes. */
  serve(req: IncomingMessage, res: ServerResponse, principal: Principal, resumeFrom: bigint | null): Promise<void>;
  /** Open streams of this process. */
  readonly size: number;
}

export function createLiveEvents(deps: BackendDeps, options: LiveEventsOptions): LiveEvents {
  const feed = new EventFeed(deps.db, { log: (line) => deps.logger.info(line) });
  const open = new Set<OpenStream>();
  let stopAccessListener: Promise<(() => Promise<void>) | null> | null = null;
  let revalidating: NodeJS.Timeout | undefined;

  const revalidate = async (entry: OpenStream) => {
    const principal = await deps.authenticate(entry.req).catch(() => undefined);
    if (principal === undefined) return; // the database did not answer: try again later
    if (!principal) entry.end();
    else entry.stream.setFilter(eventFilter(principal));
  };
  // Writes and sign-outs come in bursts: one re-check of every stream per burst.
  const revalidateAllSoon = () => {
    if (revalidating || open.size === 0) return;
    revalidating = setTimeout(() => {
      revalidating = undefined;
      for (const entry of open) void revalidate(entry);
    }, 50);
    revalidating.unref();
  };
  deps.onAccessChange(revalidateAllSoon);
  const listenForAccessChanges = () => {
    const listen = deps.db.listen?.bind(deps.db);
    stopAccessListener ??= listen
      ? listen(ACCESS_CHANNEL, () => {
          // Another process signed someone out: what this one cached about credentials is stale.
          deps.clearAuthCache();
          revalidateAllSoon();
        }).catch(() => null)
      : Promise.resolve(null);
    return stopAccessListener;
  };

  deps.onClose(async () => {
    for (const entry of [...open]) entry.end();
    clearTimeout(revalidating);
    await feed.stop();
    await (
      await stopAccessListener
    )?.();
  });

  async function replayFrom(resumeFrom: bigint | null, upTo: FeedPosition): Promise<{ events: FeedEvent[]; lost: boolean }> {
    if (resumeFrom === null) return { events: [], lost: false };
    const from = await positionOf(deps.db, resumeFrom);
    const events = from ? await eventsBetween(deps.db, from, upTo, options.maxReplay) : null;
    return events ? { events, lost: false } : { events: [], lost: true };
  }

  async function serve(req: IncomingMessage, res: ServerResponse, principal: Principal, resumeFrom: bigint | null) {
    await listenForAccessChanges();
    let live: LiveStream | null = null;
    const waiting: FeedEvent[] = [];
    const { position, unsubscribe } = await feed.subscribe((events) => {
      if (live) live.push(events);
      else waiting.push(...events);
    });
    let replay: { events: FeedEvent[]; lost: boolean };
    try {
      replay = await replayFrom(resumeFrom, position);
    } catch (error) {
      unsubscribe();
      throw error;
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      // nginx and other proxies: pass each event on as it comes.
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: ${LIVE_RETRY_MS}\n\n`);
    const stream = new LiveStream(res, eventFilter(principal), { maxQueued: options.maxQueued });
    if (replay.lost) stream.send(LIVE_STREAM_EVENTS.resync, { reason: LIVE_RESYNC_REASONS.resumeTooOld });
    stream.push(replay.events);
    stream.push(waiting);
    live = stream;
    const lastId = position.id > 0n ? position.id.toString() : undefined;
    stream.send(
      LIVE_STREAM_EVENTS.ready,
      { resumed: resumeFrom !== null && !replay.lost },
      replay.events.length || waiting.length ? undefined : lastId,
    );

    await new Promise<void>((resolve) => {
      const heartbeat = setInterval(() => stream.send(LIVE_STREAM_EVENTS.heartbeat, {}), options.heartbeatMs);
      const recheck = setInterval(() => void revalidate(entry), options.revalidateMs);
      const entry: OpenStream = {
        req,
        stream,
        end: () => {
          if (!open.delete(entry)) return;
          clearInterval(heartbeat);
          clearInterval(recheck);
          unsubscribe();
          stream.close();
          res.end();
          resolve();
        },
      };
      open.add(entry);
      res.on('close', entry.end);
      if (res.destroyed) entry.end(); // the reader left while the replay was read
    });
  }

  return {
    serve,
    get size() {
      return open.size;
    },
  };
}
