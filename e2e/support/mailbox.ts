import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A local mailbox (SMTP on 127.0.0.1, node:net) for connection tests: greeting, EHLO with AUTH
 * PLAIN and LOGIN for one account, QUIT. Records who signed in.
 */
export interface Mailbox {
  port: number;
  signedIn: string[];
  close(): Promise<void>;
}

export async function startMailbox(account: { user: string; pass: string }): Promise<Mailbox> {
  const signedIn: string[] = [];
  const sockets = new Set<Socket>();
  const decode = (value: string) => Buffer.from(value, 'base64').toString('utf8');
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const write = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let step: 'user' | 'pass' | null = null;
    let user = '';
    const answer = (name: string, pass: string) => {
      const ok = name === account.user && pass === account.pass;
      if (ok) signedIn.push(name);
      write(ok ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication credentials invalid');
    };
    const onLine = (line: string) => {
      if (step === 'user') {
        user = decode(line);
        step = 'pass';
        return write('334 UGFzc3dvcmQ6');
      }
      if (step === 'pass') {
        step = null;
        return answer(user, decode(line));
      }
      const [verb, mechanism, initial] = line.split(' ');
      if (verb?.toUpperCase() === 'EHLO') {
        write('250-mailbox.local');
        return write('250 AUTH PLAIN LOGIN');
      }
      if (verb?.toUpperCase() === 'AUTH' && mechanism?.toUpperCase() === 'PLAIN' && initial) {
        const [, name = '', pass = ''] = decode(initial).split('\0');
        return answer(name, pass);
      }
      if (verb?.toUpperCase() === 'AUTH' && mechanism?.toUpperCase() === 'LOGIN') {
        step = 'user';
        return write('334 VXNlcm5hbWU6');
      }
      if (verb?.toUpperCase() === 'QUIT') {
        write('221 2.0.0 Bye');
        return void socket.end();
      }
      return write('502 5.5.2 Command not recognized');
    };
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        onLine(line);
      }
    });
    write('220 mailbox.local ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    signedIn,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
