import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { TLSSocket } from 'node:tls';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  authenticatedAs: string | null;
  encrypted: boolean;
}

export interface FakeSmtp {
  port: number;
  mails: ReceivedMail[];
  /** Every command line the server saw (credentials included, for assertions). */
  commands: string[];
  close(): Promise<void>;
}

/** A self-signed certificate for localhost/127.0.0.1, only ever used by this loopback test server. */
export const TEST_TLS = {
  key: readFileSync(path.join(__dirname, 'fixtures/smtp-test.key')),
  cert: readFileSync(path.join(__dirname, 'fixtures/smtp-test.crt')),
};

/**
 * A tiny SMTP server on 127.0.0.1 for tests: EHLO, optional STARTTLS and AUTH LOGIN, MAIL, RCPT,
 * DATA, QUIT. `credentials` turns AUTH on; `rejectRecipients` answers RCPT with 550.
 */
export async function startFakeSmtp(
  options: { startTls?: boolean; credentials?: { user: string; pass: string }; rejectRecipients?: boolean } = {},
): Promise<FakeSmtp> {
  const mails: ReceivedMail[] = [];
  const commands: string[] = [];
  const sockets = new Set<Socket>();

  const serve = (raw: Socket) => {
    sockets.add(raw);
    raw.on('close', () => sockets.delete(raw));
    let socket: Socket = raw;
    let buffer = '';
    let mode: 'command' | 'data' | 'auth-user' | 'auth-pass' = 'command';
    let current: ReceivedMail = { from: '', to: [], data: '', authenticatedAs: null, encrypted: false };
    let user = '';
    let authenticatedAs: string | null = null;
    const write = (line: string) => socket.write(`${line}\r\n`);

    const onLine = (line: string) => {
      commands.push(line);
      if (mode === 'data') {
        if (line === '.') {
          mails.push({ ...current, authenticatedAs, encrypted: socket instanceof TLSSocket });
          current = { from: '', to: [], data: '', authenticatedAs: null, encrypted: false };
          mode = 'command';
          write('250 2.0.0 queued');
        } else {
          current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
        }
        return;
      }
      if (mode === 'auth-user') {
        user = Buffer.from(line, 'base64').toString('utf8');
        mode = 'auth-pass';
        write('334 UGFzc3dvcmQ6');
        return;
      }
      if (mode === 'auth-pass') {
        mode = 'command';
        const pass = Buffer.from(line, 'base64').toString('utf8');
        if (options.credentials && user === options.credentials.user && pass === options.credentials.pass) {
          authenticatedAs = user;
          write('235 2.7.0 Authentication successful');
        } else write('535 5.7.8 Authentication credentials invalid');
        return;
      }
      const verb = line.split(' ')[0]?.toUpperCase();
      if (verb === 'EHLO') {
        const encrypted = socket instanceof TLSSocket;
        const extensions = [
          ...(options.startTls && !encrypted ? ['STARTTLS'] : []),
          ...(options.credentials ? ['AUTH LOGIN'] : []),
          '8BITMIME',
        ];
        write(`250-fake.smtp greets ${line.slice(5)}`);
        extensions.forEach((ext, i) => write(`${i === extensions.length - 1 ? '250 ' : '250-'}${ext}`));
      } else if (verb === 'STARTTLS' && options.startTls) {
        write('220 2.0.0 Ready to start TLS');
        raw.removeAllListeners('data');
        const secured = new TLSSocket(raw, { isServer: true, ...TEST_TLS });
        socket = secured;
        buffer = '';
        secured.on('data', onData);
      } else if (verb === 'AUTH' && options.credentials) {
        mode = 'auth-user';
        write('334 VXNlcm5hbWU6');
      } else if (verb === 'MAIL') {
        if (options.credentials && !authenticatedAs) return void write('530 5.7.0 Authentication required');
        current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        write('250 2.1.0 Ok');
      } else if (verb === 'RCPT') {
        if (options.rejectRecipients) return void write('550 5.1.1 No such user');
        current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        write('250 2.1.5 Ok');
      } else if (verb === 'DATA') {
        mode = 'data';
        write('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        write('221 2.0.0 Bye');
        socket.end();
      } else write('502 5.5.2 Command not recognized');
    };
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        onLine(line);
      }
    };
    raw.on('data', onData);
    raw.on('error', () => undefined);
    write('220 fake.smtp ESMTP ready');
  };

  const server: Server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    mails,
    commands,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
