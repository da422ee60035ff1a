/**
 * The program of the thread that owns PGlite (see pglite-database.ts), as source text: it runs in
 * a `worker_threads` Worker with `eval: true`, so it ships inside the server bundle and needs no
 * loader (Jest's transform and tsx do not reach worker threads). It only relays: one message in,
 * one answer out, with PGlite's own serialisation of statements.
 *
 * In:  { id, op: 'query', sql, params, begin?, commit? } | { id, op: 'exec', sql, begin? } | { id, op: 'dump' } | { id, op: 'close' }
 *      | { id, op: 'listen', channel } (LISTEN; each notification is then sent as { notification: { channel, payload } })
 *      (begin: a statement run first, as a transaction's BEGIN with its first statement in one message;
 *      commit: COMMIT after the statement, ROLLBACK when it fails: a whole transaction in one message)
 * Messages run one after the other, each to its end: a transaction sent as one message is never
 * interleaved with the next message's statements.
 * Out: { ready: true } | { ready: false, error } once at start, then { id, ok: true, value, ms } | { id, ok: false, error, ms }
 *      (ms: the time the message took in this thread)
 *
 * Values of the types in `workerData.rawTypes` come back as PostgreSQL's text (the caller applies
 * value-format.ts), everything else as PGlite parses it.
 *
 * Query messages speak the extended protocol to PostgreSQL directly (runQuery): at most two calls
 * each, BEGIN and COMMIT riding along, instead of PGlite's query with a call per protocol message
 * and file-system bookkeeping for COPY on every statement. Reads and writes that repeat are
 * prepared, as on PostgreSQL (prepared-statements.ts): a text is named (Parse once, with its
 * parameter types) from its second run among the last 2,000 texts, at most 200 stay prepared (the
 * least recently used is closed), and each later run is one call: Bind, Describe, Execute, Sync.
 * After a few runs PostgreSQL keeps a statement's generic plan instead of planning it again (the
 * send history page planned for 5 to 17 ms). A plan whose result type changed (a migration
 * replaced a view) is dropped and, outside a transaction, the text run again.
 *
 * Errors carry the server's fields (code, detail, hint, ...) and `fatal` when PGlite itself can no
 * longer run (WASM abort).
 */
export const PGLITE_WORKER_SOURCE = String.raw`
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, protocol, parse } = require(workerData.entry);
const { serialize } = protocol;

const FIELDS = ['code', 'detail', 'hint', 'position', 'schema', 'table', 'column', 'dataType', 'constraint', 'severity', 'where', 'routine'];
let pg = null;

const SEEN_LIMIT = 2000;
const PREPARED_LIMIT = 200;
/** Texts run recently (insertion order = least recently run first). */
const seen = new Set();
/** Prepared texts: text -> { name, types }, least recently run first. */
const prepared = new Map();
let statementCount = 0;
/** Statements with a plan to keep (not utility statements such as FETCH, DECLARE or EXPLAIN). */
const PLANNABLE = /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i;

function concat(parts) {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** True from the second sighting of a text among the recently seen ones. */
function repeated(text) {
  if (seen.delete(text)) {
    seen.add(text);
    return true;
  }
  seen.add(text);
  if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value);
  return false;
}

async function forget(text) {
  const entry = prepared.get(text);
  if (!entry) return;
  prepared.delete(text);
  await pg.execProtocolStream(concat([serialize.close({ type: 'S', name: entry.name }), serialize.sync()])).catch(() => undefined);
}

async function rollback() {
  await pg.execProtocolStream(serialize.query('ROLLBACK')).catch(() => undefined);
}

/** The prepared statement of a text, the most recently used from now on; undefined if none. */
function takePrepared(text) {
  const known = prepared.get(text);
  if (known) {
    prepared.delete(text);
    prepared.set(text, known);
  }
  return known;
}

/** 0A000 "cached plan must not change result type": the relation changed under the statement. */
const isStalePlan = (err) => Boolean(err && err.code === '0A000' && /cached plan/.test(String(err.message)));

/**
 * Runs a query message (its BEGIN and COMMIT included) in at most two calls into PostgreSQL:
 * Parse and Describe of a text not prepared yet (named when it repeats, else unnamed), then Bind,
 * Execute and Sync, with the message's BEGIN before and COMMIT after in the same call. A COMMIT
 * after a failed statement rolls back, as PostgreSQL does, so nothing stays open. Parameters are
 * serialised and rows parsed as pg.query does, without its per-call bookkeeping (files for COPY,
 * one call per protocol message).
 */
async function runQuery(message) {
  const text = message.sql;
  let before = message.begin ? [serialize.query(message.begin)] : [];
  const after = message.commit ? [serialize.query('COMMIT')] : [];
  let statement = takePrepared(text);
  if (!statement) {
    const keep = PLANNABLE.test(text) && repeated(text);
    if (keep && prepared.size >= PREPARED_LIMIT) await forget(prepared.keys().next().value);
    const name = keep ? 'opsdeck_' + (statementCount += 1) : '';
    let described;
    try {
      described = await pg.execProtocolStream(
        concat([...before, serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      );
    } catch (err) {
      if (message.begin && message.commit) await rollback();
      throw err;
    }
    statement = { name, types: parse.parseDescribeStatementResults(described) };
    if (keep) prepared.set(text, statement);
    before = [];
  }
  const values = message.params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = pg.serializers[statement.types[i]];
    return serializer ? serializer(value) : value.toString();
  });
  try {
    const messages = await pg.execProtocolStream(
      concat([
        ...before,
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
        ...after,
      ]),
    );
    // Results come one per completed command: the BEGIN sent in this call, if any, is the first.
    return parse.parseResults(messages, pg.parsers)[before.length] || { rows: [], fields: [], affectedRows: 0 };
  } catch (err) {
    if (message.commit && pg.isInTransaction()) await rollback();
    if (!(statement.name && isStalePlan(err))) throw err;
    await forget(text);
    // Inside a transaction the error has aborted it: the caller sees it and may run it again.
    if (pg.isInTransaction()) throw err;
    return runQuery(message);
  }
}

function describe(err) {
  const out = { name: (err && err.name) || 'Error', message: String((err && err.message) || err) };
  if (err && typeof err === 'object') for (const key of FIELDS) if (typeof err[key] === 'string') out[key] = err[key];
  out.fatal = err instanceof WebAssembly.RuntimeError || Boolean(pg && pg.closed);
  return out;
}

async function start() {
  const options = {};
  if (workerData.dataDir) options.dataDir = workerData.dataDir;
  if (workerData.loadDataDir) options.loadDataDir = new Blob([workerData.loadDataDir]);
  // Compiled once by the process (pglite-thread.ts), not again by every thread.
  if (workerData.pgliteWasmModule) options.pgliteWasmModule = workerData.pgliteWasmModule;
  if (workerData.initdbWasmModule) options.initdbWasmModule = workerData.initdbWasmModule;
  pg = await PGlite.create(options);
  // After create: PGlite derives array parsers from element parsers while it starts.
  const raw = (value) => value;
  for (const oid of workerData.rawTypes) pg.parsers[oid] = raw;
  for (const [name, value] of workerData.settings) await pg.query('SELECT set_config($1, $2, false)', [name, value]);
}

async function run(message) {
  if (message.op === 'query') return perform(message);
  if (message.begin) await pg.exec(message.begin);
  if (!message.commit) return perform(message);
  let out;
  try {
    out = await perform(message);
  } catch (err) {
    await pg.exec('ROLLBACK').catch(() => undefined);
    throw err;
  }
  await pg.exec('COMMIT');
  return out;
}

async function perform(message) {
  switch (message.op) {
    case 'query': {
      const result = await runQuery(message);
      const fields = result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
      return { value: { rows: result.rows, fields, affectedRows: result.affectedRows } };
    }
    case 'exec':
      await pg.exec(message.sql);
      return { value: null };
    case 'dump': {
      const buffer = await (await pg.dumpDataDir('none')).arrayBuffer();
      return { value: buffer, transfer: [buffer] };
    }
    case 'listen': {
      const channel = message.channel;
      await pg.listen(channel, (payload) => parentPort.postMessage({ notification: { channel, payload: payload || '' } }));
      return { value: null };
    }
    case 'close':
      if (!pg.closed) await pg.close();
      return { value: null };
    default:
      throw new Error('unknown operation ' + message.op);
  }
}

start().then(
  () => {
    let queue = Promise.resolve();
    parentPort.on('message', (message) => {
      queue = queue.then(() => {
        const started = performance.now();
        return run(message).then(
          (out) => parentPort.postMessage({ id: message.id, ok: true, value: out.value, ms: performance.now() - started }, out.transfer || []),
          (err) => parentPort.postMessage({ id: message.id, ok: false, error: describe(err), ms: performance.now() - started }),
        );
      });
    });
    parentPort.postMessage({ ready: true });
  },
  (err) => parentPort.postMessage({ ready: false, error: describe(err) }),
);
`;
