import { connect } from 'node:tls';

const DAY_MS = 86_400_000;

/**
 * Days until the certificate a TLS server presents expires (negative once expired), read from a
 * handshake of its own: fetch does not expose the peer certificate. The chain is not verified
 * here (the HTTP request itself does that); only the leaf's notAfter matters.
 */
export function certificateDaysLeft(
  host: string,
  port: number,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<{ days: number; validTo: string }> {
  return new Promise((resolve, reject) => {
    const servername = /^[\d.]+$|:/.test(host) ? undefined : host;
    const socket = connect({ host, port, servername, rejectUnauthorized: false });
    const done = (fn: () => void) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      fn();
    };
    const onAbort = () => done(() => reject(new Error('check cancelled')));
    const timer = setTimeout(() => done(() => reject(new Error(`TLS handshake timed out after ${timeoutMs}ms`))), timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    socket.once('secureConnect', () => {
      const cert = socket.getPeerCertificate();
      done(() => {
        if (!cert?.valid_to) reject(new Error('the server presented no certificate'));
        else {
          const validTo = new Date(cert.valid_to);
          resolve({ days: Math.floor((validTo.getTime() - Date.now()) / DAY_MS), validTo: validTo.toISOString() });
        }
      });
    });
    socket.once('error', (err) => done(() => reject(err)));
  });
}
