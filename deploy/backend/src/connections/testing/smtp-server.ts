// A minimal SMTP server on 127.0.0.1 for connection tests: greeting, EHLO, AUTH PLAIN and LOGIN
// against one account, QUIT. It records the commands it saw.
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TestSmtpServer {
  port: number;
  commands: string[];
  /** Users that authenticated successfully. */
  signedIn: string[];
  close(): Promise<void>;
}

export async function startTestSmtpServer(account: { user: string; pass: string }): Promise<TestSmtpServer> {
  const commands: string[] = [];
  const signedIn: string[] = [];
  const sockets = new Set<Socket>();
  const check = (user: string, pass: string) => user === account.user && pass === account.pass;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const write = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let login: 'user' | 'pass' | null = null;
    let user = '';
    const decode = (value: string) => Buffer.from(value, 'base64').toString('utf8');
    const answer = (ok: boolean, who: string) => {
      if (ok) signedIn.push(who);
      write(ok ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication credentials invalid');
    };
    const onLine = (line: string) => {
      commands.push(line);
      if (login === 'user') {
        user = decode(line);
        login = 'pass';
        return write('334 UGFzc3dvcmQ6');
      }
      if (login === 'pass') {
        login = null;
        return answer(check(user, decode(line)), user);
      }
      const [verb, ...rest] = line.split(' ');
      switch (verb?.toUpperCase()) {
        case 'EHLO':
          write('250-test.smtp greets you');
          write('250-AUTH PLAIN LOGIN');
          return write('250 8BITMIME');
        case 'AUTH':
          if (rest[0]?.toUpperCase() === 'PLAIN' && rest[1]) {
            const [, name = '', pass = ''] = decode(rest[1]).split('\0');
            return answer(check(name, pass), name);
          }
          if (rest[0]?.toUpperCase() === 'LOGIN') {
            login = 'user';
            return write('334 VXNlcm5hbWU6');
          }
          return write('504 5.5.4 Unrecognized authentication type');
        case 'QUIT':
          write('221 2.0.0 Bye');
          return void socket.end();
        default:
          return write('502 5.5.2 Command not recognized');
      }
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
    write('220 test.smtp ESMTP ready');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    commands,
    signedIn,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
