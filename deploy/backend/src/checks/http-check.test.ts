import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { runHttpCheck } from './http-check';
import { parseJsonPath, selectJsonPath } from './json-path';
import { TEST_TLS_CERT, TEST_TLS_KEY, TEST_TLS_NOT_AFTER } from './testing/tls-fixture';
import { certificateDaysLeft } from './tls-expiry';

let http: Server;
let base: string;
let https: HttpsServer;
let httpsPort: number;

beforeAll(async () => {
  http = createServer((req, res) => {
    if (req.url === '/moved') {
      res.writeHead(301, { Location: '/ok' });
      res.end();
      return;
    }
    if (req.url === '/found') {
      res.writeHead(302, { Location: '/ok' });
      res.end();
      return;
    }
    if (req.url === '/status') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"status":{"indicator":"none","incidents":[{"name":"db"}]},"ok":true}');
      return;
    }
    res.writeHead(req.url === '/ok' ? 200 : 404);
    res.end(req.url === '/ok' ? 'fine' : 'missing');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  https = createHttpsServer({ cert: TEST_TLS_CERT, key: TEST_TLS_KEY }, (_req, res) => res.end('secure'));
  await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
  httpsPort = (https.address() as AddressInfo).port;
});
afterAll(async () => {
  http.closeAllConnections();
  https.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
  await new Promise((resolve) => https.close(resolve));
});

describe('http checks: redirects', () => {
  it('judges the redirect itself: an expected 301 or 302 passes, and a 2xx check fails on it', async () => {
    const moved = await runHttpCheck({ url: `${base}/moved`, responseCodes: [301] });
    expect(moved).toMatchObject({ pass: true, message: 'HTTP 301 Moved Permanently', details: { code: 301, location: '/ok' } });
    expect((await runHttpCheck({ url: `${base}/found`, responseCodes: [200, 301, 302] })).pass).toBe(true);
    const followed = await runHttpCheck({ url: `${base}/moved` });
    expect([followed.pass, followed.error]).toEqual([false, 'response code 301 is not 2xx']);
  });
});

describe('http checks: JSON content', () => {
  it('passes when the JSONPath resolves, and compares responseJSONContent values', async () => {
    const found = await runHttpCheck({ url: `${base}/status`, jsonPath: '$.status.indicator' });
    expect(found).toMatchObject({ pass: true, details: { jsonValue: 'none' } });
    const equal = await runHttpCheck({
      url: `${base}/status`,
      responseJSONContent: { path: "$.status.incidents[0]['name']", value: 'db' },
    });
    expect(equal.pass).toBe(true);
    const boolean = await runHttpCheck({ url: `${base}/status`, responseJSONContent: { path: '$.ok', value: true } });
    expect(boolean.pass).toBe(true);
    const differs = await runHttpCheck({
      url: `${base}/status`,
      responseJSONContent: { path: '$.status.indicator', value: 'major' },
    });
    expect([differs.pass, differs.error]).toEqual([false, '$.status.indicator is "none", expected "major"']);
    const missing = await runHttpCheck({ url: `${base}/status`, jsonPath: '$.status.page' });
    expect(missing.error).toBe('$.status.page not found in the response');
    expect((await runHttpCheck({ url: `${base}/ok`, jsonPath: '$.a' })).error).toBe('response is not JSON');
  });

  it('reports JSONPath features it does not evaluate as invalid, without sending the request', async () => {
    const outcome = await runHttpCheck({ url: `${base}/status`, jsonPath: '$..indicator' });
    expect(outcome).toMatchObject({
      pass: false,
      invalid: true,
      durationMs: 0,
      error: `unsupported JSONPath "$..indicator" (only $, .key, ['key'] and [index] are)`,
    });
  });

  it('parses the JSONPath subset', () => {
    expect(parseJsonPath(`$.a["b c"][2].d_e`)).toEqual(['a', 'b c', 2, 'd_e']);
    expect(parseJsonPath('$')).toEqual([]);
    expect(parseJsonPath('a.b')).toBeNull();
    expect(parseJsonPath('$.items[*]')).toBeNull();
    expect(selectJsonPath({ a: [{ b: 1 }] }, ['a', 0, 'b'])).toBe(1);
    expect(selectJsonPath({ a: 1 }, ['a', 'b'])).toBeUndefined();
  });
});

describe('http checks: fields this backend does not act on', () => {
  it('fails as invalid, naming them, instead of passing without them', async () => {
    const outcome = await runHttpCheck({
      url: `${base}/ok`,
      test: { expr: 'code == 200' },
      oauth2: {},
      display: {},
      labels: { a: 'b' },
    });
    expect(outcome).toMatchObject({ pass: false, invalid: true, error: 'fields oauth2, test are not supported by this backend' });
    expect((await runHttpCheck({ url: `${base}/ok`, templateBody: true })).error).toBe(
      'field templateBody is not supported by this backend',
    );
  });
});

describe('http checks: certificate expiry', () => {
  it('reads the days left on the certificate a server presents', async () => {
    const cert = await certificateDaysLeft('127.0.0.1', httpsPort, 5_000);
    expect(cert.validTo).toBe(TEST_TLS_NOT_AFTER);
    expect(cert.days).toBe(Math.floor((Date.parse(TEST_TLS_NOT_AFTER) - Date.now()) / 86_400_000));
  });

  it('needs an https url for maxSSLExpiry and reports an unreadable certificate as a failure', async () => {
    const plain = await runHttpCheck({ url: `${base}/ok`, maxSSLExpiry: 14 });
    expect(plain).toMatchObject({ pass: false, invalid: true, error: 'maxSSLExpiry needs an https url' });
    // The self-signed certificate fails the request's own verification before expiry is judged.
    const untrusted = await runHttpCheck({ url: `https://127.0.0.1:${httpsPort}/`, maxSSLExpiry: 14 });
    expect(untrusted.pass).toBe(false);
    expect(untrusted.error).toMatch(/certificate/i);
  });
});
