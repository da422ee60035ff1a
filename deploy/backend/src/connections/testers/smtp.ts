// Email connection test: greeting, EHLO, TLS per the encryption method, then authentication per
// the SMTP authentication method; nothing is sent. The server's reply is the error on failure.
import { createHmac } from 'node:crypto';
import { openSmtp, SmtpSession, type SmtpOptions, type SmtpReply } from '../../identity/courier/smtp';
import type { ConnectionRow } from '../store';
import { ConnectionTestError, openSecret, property } from './resolve';

const offers = (reply: SmtpReply, word: string) => reply.lines.some((line) => line.toUpperCase().startsWith(word));
const authOffers = (reply: SmtpReply): string[] =>
  reply.lines
    .filter((line) => /^AUTH[ =]/i.test(line))
    .flatMap((line) => line.slice(5).toUpperCase().split(/\s+/))
    .filter(Boolean);

const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

async function authenticate(session: SmtpSession, method: string, ehlo: SmtpReply, user: string, pass: string): Promise<string> {
  const offered = authOffers(ehlo);
  const chosen =
    method === 'Plain'
      ? 'PLAIN'
      : method === 'CRAMMD5'
        ? 'CRAM-MD5'
        : method === 'OAuth2'
          ? 'XOAUTH2'
          : (['PLAIN', 'LOGIN', 'CRAM-MD5'].find((mechanism) => offered.includes(mechanism)) ?? 'PLAIN');
  switch (chosen) {
    case 'PLAIN':
      await session.expect([235], `AUTH PLAIN ${b64(`\0${user}\0${pass}`)}`, 'AUTH PLAIN');
      break;
    case 'LOGIN':
      await session.expect([334], 'AUTH LOGIN');
      await session.expect([334], b64(user), 'AUTH LOGIN');
      await session.expect([235], b64(pass), 'AUTH LOGIN');
      break;
    case 'CRAM-MD5': {
      const challenge = await session.expect([334], 'AUTH CRAM-MD5');
      const nonce = Buffer.from(challenge.lines[0] ?? '', 'base64').toString('utf8');
      await session.expect([235], b64(`${user} ${createHmac('md5', pass).update(nonce).digest('hex')}`), 'AUTH CRAM-MD5');
      break;
    }
    default:
      await session.expect([235], `AUTH XOAUTH2 ${b64(`user=${user}\x01auth=Bearer ${pass}\x01\x01`)}`, 'AUTH XOAUTH2');
  }
  return chosen;
}

export async function testSmtp(row: ConnectionRow): Promise<string> {
  const host = property(row, 'host');
  const port = Number(property(row, 'port') ?? 587);
  if (!host) throw new ConnectionTestError('the connection has no host');
  const encryption = property(row, 'encryptionMethod') ?? 'Auto';
  const authMethod = property(row, 'authMethod') ?? 'Unknown';
  const options: SmtpOptions = {
    host,
    port,
    secure: encryption === 'ImplicitTLS' || (encryption === 'Auto' && port === 465),
    startTls: encryption === 'ExplicitTLS' || encryption === 'Auto',
    requireTls: encryption === 'ExplicitTLS',
    clientName: 'opsdeck',
    timeoutMs: 10_000,
    tls: { rejectUnauthorized: row.insecure_tls !== true },
  };
  let session: SmtpSession;
  try {
    session = new SmtpSession(await openSmtp(options), options);
  } catch (err) {
    throw new ConnectionTestError(`cannot reach ${host}:${port}: ${err instanceof Error ? err.message : String(err)}`);
  }
  try {
    await session.expect([220]);
    let ehlo = await session.expect([250], `EHLO ${options.clientName}`);
    if (!session.encrypted && options.startTls && offers(ehlo, 'STARTTLS')) {
      await session.expect([220], 'STARTTLS');
      await session.upgrade();
      ehlo = await session.expect([250], `EHLO ${options.clientName}`);
    }
    if (options.requireTls && !session.encrypted) throw new ConnectionTestError('the server does not offer STARTTLS');
    const user = openSecret(row.username);
    const pass = openSecret(row.password) ?? '';
    let outcome = `EHLO accepted by ${host}:${port}${session.encrypted ? ' over TLS' : ''}`;
    if (authMethod !== 'None' && user) outcome += `, signed in with ${await authenticate(session, authMethod, ehlo, user, pass)}`;
    await session.expect([221], 'QUIT').catch(() => undefined);
    return outcome;
  } catch (err) {
    throw err instanceof ConnectionTestError ? err : new ConnectionTestError(err instanceof Error ? err.message : String(err));
  } finally {
    session.end();
  }
}
