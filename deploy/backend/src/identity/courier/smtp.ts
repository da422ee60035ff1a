import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect, type ConnectionOptions, type TLSSocket } from 'node:tls';

export interface SmtpOptions {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (smtps://, usually port 465). */
  secure: boolean;
  /** Upgrade with STARTTLS when offered (always on unless `?skip_starttls=true`). */
  startTls: boolean;
  /** Refuse to send unless the connection ended up encrypted. */
  requireTls: boolean;
  username?: string;
  password?: string;
  /** EHLO name. */
  clientName: string;
  timeoutMs: number;
  tls?: ConnectionOptions;
}

export interface MailEnvelope {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId?: string;
  date?: Date;
}

/** Parses smtp://user:pass@host:port or smtps://...; query `skip_starttls=true`, `require_tls=true`. */
export function parseSmtpUrl(raw: string): SmtpOptions {
  const url = new URL(raw);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 25,
    secure,
    startTls: !secure && url.searchParams.get('skip_starttls') !== 'true',
    requireTls: url.searchParams.get('require_tls') === 'true',
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    clientName: url.searchParams.get('client_name') ?? 'localhost',
    timeoutMs: 15_000,
  };
}

/** Bare address of `Name <a@b>` or `a@b`. */
export function addressOf(value: string): string {
  const match = /<([^>]+)>/.exec(value);
  return (match ? match[1] : value)!.trim();
}

function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** RFC 5322 message; body lines starting with '.' are dot-stuffed for DATA. */
export function formatMessage(mail: MailEnvelope): string {
  const headers = [
    `From: ${encodeHeader(mail.from)}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${(mail.date ?? new Date()).toUTCString()}`,
    ...(mail.messageId ? [`Message-ID: <${mail.messageId}>`] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
  ];
  const body = (
    Buffer.from(mail.text, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}`.replace(/^\./gm, '..');
}

export interface SmtpReply {
  code: number;
  lines: string[];
}

/** Line reader over a socket that yields complete (possibly multi-line) SMTP replies. */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private waiting: ((reply: SmtpReply) => void) | null = null;
  private failure: ((error: Error) => void) | null = null;
  private replies: SmtpReply[] = [];

  private readonly onData = (chunk: Buffer) => this.push(chunk.toString('utf8'));
  private readonly onError = (error: Error) => this.failure?.(error);
  private readonly onClose = () => this.failure?.(new Error('SMTP connection closed'));

  attach(socket: Socket | TLSSocket): void {
    socket.on('data', this.onData);
    socket.on('error', this.onError);
    socket.on('close', this.onClose);
  }

  detach(socket: Socket | TLSSocket): void {
    socket.off('data', this.onData);
    socket.off('error', this.onError);
    socket.off('close', this.onClose);
  }

  private push(text: string): void {
    this.buffer += text;
    let index: number;
    while ((index = this.buffer.indexOf('\r\n')) >= 0) {
      const line = this.buffer.slice(0, index);
      this.buffer = this.buffer.slice(index + 2);
      this.lines.push(line.slice(4));
      if (line[3] !== '-') {
        this.replies.push({ code: Number(line.slice(0, 3)), lines: this.lines });
        this.lines = [];
      }
    }
    this.flush();
  }

  private flush(): void {
    if (this.waiting && this.replies.length) {
      const resolve = this.waiting;
      this.waiting = null;
      this.failure = null;
      resolve(this.replies.shift() as SmtpReply);
    }
  }

  next(timeoutMs: number): Promise<SmtpReply> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('SMTP server did not answer in time')), timeoutMs);
      this.waiting = (reply) => {
        clearTimeout(timer);
        resolve(reply);
      };
      this.failure = (error) => {
        clearTimeout(timer);
        reject(error);
      };
      this.flush();
    });
  }
}

export class SmtpSession {
  private reader = new ReplyReader();

  constructor(
    private socket: Socket | TLSSocket,
    private readonly options: SmtpOptions,
  ) {
    this.reader.attach(socket);
  }

  /** Sends a command (none for the greeting) and checks the reply code; `label` names it in errors so credentials never leak. */
  async expect(codes: number[], command?: string, label?: string): Promise<SmtpReply> {
    if (command !== undefined) this.socket.write(`${command}\r\n`);
    const reply = await this.reader.next(this.options.timeoutMs);
    if (!codes.includes(reply.code)) {
      const shown = label ?? command?.split(' ')[0] ?? 'greeting';
      throw new Error(`SMTP ${shown} failed: ${reply.code} ${reply.lines.join(' ')}`);
    }
    return reply;
  }

  /** Re-wraps the plain socket after STARTTLS; a fresh reader because the old listeners see ciphertext. */
  async upgrade(): Promise<void> {
    this.reader.detach(this.socket);
    const secured = await new Promise<TLSSocket>((resolve, reject) => {
      const tls = tlsConnect({ socket: this.socket, servername: this.options.host, ...this.options.tls }, () => resolve(tls));
      tls.once('error', reject);
    });
    this.socket = secured;
    this.reader = new ReplyReader();
    this.reader.attach(secured);
  }

  get encrypted(): boolean {
    return 'encrypted' in this.socket && this.socket.encrypted === true;
  }

  end(): void {
    this.socket.end();
  }
}

export function openSmtp(options: SmtpOptions): Promise<Socket | TLSSocket> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    const socket = options.secure
      ? tlsConnect({ host: options.host, port: options.port, servername: options.host, ...options.tls }, () => resolve(socket))
      : netConnect({ host: options.host, port: options.port }, () => resolve(socket));
    socket.once('error', onError);
    socket.setTimeout(options.timeoutMs, () => socket.destroy(new Error('SMTP connection timed out')));
  });
}

/** Sends one message: EHLO, STARTTLS when offered, AUTH LOGIN when configured, MAIL FROM, RCPT TO, DATA, QUIT. */
export async function sendMail(options: SmtpOptions, mail: MailEnvelope): Promise<void> {
  const session = new SmtpSession(await openSmtp(options), options);
  try {
    await session.expect([220]);
    let ehlo = await session.expect([250], `EHLO ${options.clientName}`);
    const offers = (reply: SmtpReply, word: string) => reply.lines.some((line) => line.toUpperCase().startsWith(word));
    if (!session.encrypted && options.startTls && offers(ehlo, 'STARTTLS')) {
      await session.expect([220], 'STARTTLS');
      await session.upgrade();
      ehlo = await session.expect([250], `EHLO ${options.clientName}`);
    }
    if (options.requireTls && !session.encrypted) throw new Error('SMTP server does not offer TLS');
    if (options.username) {
      await session.expect([334], 'AUTH LOGIN');
      await session.expect([334], Buffer.from(options.username).toString('base64'), 'AUTH');
      await session.expect([235], Buffer.from(options.password ?? '').toString('base64'), 'AUTH');
    }
    await session.expect([250], `MAIL FROM:<${addressOf(mail.from)}>`);
    await session.expect([250, 251], `RCPT TO:<${addressOf(mail.to)}>`);
    await session.expect([354], 'DATA');
    await session.expect([250], `${formatMessage(mail)}\r\n.`, 'DATA');
    await session.expect([221], 'QUIT').catch(() => undefined);
  } finally {
    session.end();
  }
}
