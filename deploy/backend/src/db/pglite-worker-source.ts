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
 * Out: { ready: true } | { ready: false, error } once at start, then { id, ok: true, value } | { id, ok: false, error }
 *
 * Values of the types in `workerData.rawTypes` come back as PostgreSQL's text (the caller applies
 * value-format.ts), everything else as PGlite parses it. Errors carry the server's fields (code,
 * detail, hint, ...) and `fatal` when PGlite itself can no longer run (WASM abort).
 */
export const PGLITE_WORKER_SOURCE = String.raw`
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.entry);

const FIELDS = ['code', 'detail', 'hint', 'position', 'schema', 'table', 'column', 'dataType', 'constraint', 'severity', 'where', 'routine'];
let pg = null;

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
      const result = await pg.query(message.sql, message.params);
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
      queue = queue.then(() =>
        run(message).then(
          (out) => parentPort.postMessage({ id: message.id, ok: true, value: out.value }, out.transfer || []),
          (err) => parentPort.postMessage({ id: message.id, ok: false, error: describe(err) }),
        ),
      );
    });
    parentPort.postMessage({ ready: true });
  },
  (err) => parentPort.postMessage({ ready: false, error: describe(err) }),
);
`;
