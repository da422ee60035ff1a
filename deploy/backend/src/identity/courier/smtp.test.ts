import { createTestDatabase } from '../../db/testing';
import { startFakeSmtp, TEST_TLS } from '../testing/fake-smtp';
import { Courier, mails } from './courier';
import { formatMessage, parseSmtpUrl, sendMail, type SmtpOptions } from './smtp';

const mail = {
  from: 'Opsdeck <no-reply@opsdeck.local>',
  to: 'ops@example.com',
  subject: 'Grüße',
  text: 'Line one\n.starts with a dot\nCode: 123456',
};

function decodedBody(data: string): string {
  const body = data.split('\r\n\r\n')[1] ?? '';
  return Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8');
}

describe('SMTP client', () => {
  it('parses SMTP_URL', () => {
    expect(parseSmtpUrl('smtp://user%40x:p%3Ass@mail.example:2525/?skip_starttls=true')).toMatchObject({
      host: 'mail.example',
      port: 2525,
      secure: false,
      startTls: false,
      username: 'user@x',
      password: 'p:ss',
    });
    expect(parseSmtpUrl('smtps://mail.example')).toMatchObject({ port: 465, secure: true, startTls: false });
    expect(() => parseSmtpUrl('http://mail.example')).toThrow(/smtp/);
  });

  it('formats a MIME message with encoded subject and base64 body', () => {
    const text = formatMessage({ ...mail, date: new Date(0), messageId: 'id@opsdeck' });
    expect(text).toContain('Subject: =?UTF-8?B?');
    expect(text).toContain('Message-ID: <id@opsdeck>');
    expect(text).toContain('Content-Transfer-Encoding: base64');
  });

  it('delivers over plain SMTP: EHLO, MAIL FROM, RCPT TO, DATA, QUIT', async () => {
    const server = await startFakeSmtp();
    try {
      await sendMail({ ...parseSmtpUrl(`smtp://127.0.0.1:${server.port}`), timeoutMs: 5000 }, mail);
      expect(server.mails).toHaveLength(1);
      expect(server.mails[0]).toMatchObject({ from: 'no-reply@opsdeck.local', to: ['ops@example.com'], encrypted: false });
      expect(decodedBody(server.mails[0]!.data)).toBe(mail.text);
      expect(
        server.commands.filter((c) => /^(EHLO|HELO|STARTTLS|AUTH|MAIL|RCPT|DATA|QUIT)\b/.test(c)).map((c) => c.split(/[ :]/)[0]),
      ).toEqual(['EHLO', 'MAIL', 'RCPT', 'DATA', 'QUIT']);
    } finally {
      await server.close();
    }
  });

  it('upgrades with STARTTLS and authenticates with AUTH LOGIN inside TLS', async () => {
    const server = await startFakeSmtp({ startTls: true, credentials: { user: 'mailer', pass: 's3cret' } });
    try {
      const options: SmtpOptions = {
        ...parseSmtpUrl(`smtp://mailer:s3cret@127.0.0.1:${server.port}?require_tls=true`),
        timeoutMs: 5000,
        tls: { ca: TEST_TLS.cert },
      };
      await sendMail(options, mail);
      expect(server.mails[0]).toMatchObject({ authenticatedAs: 'mailer', encrypted: true });
      expect(server.commands).toContain('STARTTLS');
    } finally {
      await server.close();
    }
  });

  it('reports rejected credentials and recipients without echoing secrets', async () => {
    const server = await startFakeSmtp({ credentials: { user: 'mailer', pass: 'right' } });
    try {
      const attempt = sendMail({ ...parseSmtpUrl(`smtp://mailer:wrong@127.0.0.1:${server.port}`), timeoutMs: 5000 }, mail);
      await expect(attempt).rejects.toThrow(/^SMTP AUTH failed: 535/);
      await expect(attempt).rejects.not.toThrow(/d3Jvbmc/);
    } finally {
      await server.close();
    }
    const rejecting = await startFakeSmtp({ rejectRecipients: true });
    try {
      await expect(sendMail({ ...parseSmtpUrl(`smtp://127.0.0.1:${rejecting.port}`), timeoutMs: 5000 }, mail)).rejects.toThrow(
        /RCPT failed: 550/,
      );
    } finally {
      await rejecting.close();
    }
  });

  it('refuses to send in the clear when TLS is required but not offered', async () => {
    const server = await startFakeSmtp();
    try {
      await expect(
        sendMail({ ...parseSmtpUrl(`smtp://127.0.0.1:${server.port}?require_tls=true`), timeoutMs: 5000 }, mail),
      ).rejects.toThrow(/does not offer TLS/);
      expect(server.mails).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});

describe('courier', () => {
  it('stores every mail and delivers it through SMTP_URL, recording the outcome', async () => {
    const db = await createTestDatabase();
    const server = await startFakeSmtp();
    const logs: string[] = [];
    try {
      const courier = new Courier({
        db,
        from: 'Opsdeck <no-reply@opsdeck.local>',
        smtpUrl: `smtp://127.0.0.1:${server.port}`,
        logBodies: false,
        log: (line) => logs.push(line),
      });
      await courier.send(mails.recoveryCode('someone@example.com', '424242', 'Opsdeck'));
      await courier.idle();
      expect(server.mails[0]?.to).toEqual(['someone@example.com']);
      expect(decodedBody(server.mails[0]!.data)).toContain('424242');
      const [stored] = await courier.list({ recipient: 'someone@example.com' });
      expect(stored).toMatchObject({ status: 'sent', template_type: 'recovery_code_valid', send_count: 1 });
      // Without demo mode the log never carries the code.
      expect(logs.join('\n')).not.toContain('424242');

      const failing = new Courier({
        db,
        from: 'x@y',
        smtpUrl: 'smtp://127.0.0.1:1',
        logBodies: false,
        log: (line) => logs.push(line),
        maxAttempts: 1,
      });
      await failing.send(mails.recoveryCode('lost@example.com', '000111', 'Opsdeck'));
      await failing.idle();
      expect((await failing.list({ recipient: 'lost@example.com' }))[0]).toMatchObject({ status: 'abandoned', send_count: 1 });
    } finally {
      await server.close();
      await db.close();
    }
  });

  it('prints whole mails to the log in demo mode and keeps them readable', async () => {
    const db = await createTestDatabase();
    const logs: string[] = [];
    try {
      const courier = new Courier({ db, from: 'x@y', logBodies: true, log: (line) => logs.push(line) });
      await courier.send(mails.verificationCode('demo@example.com', '135790', 'http://ui/verification?flow=1', 'Opsdeck'));
      expect(logs.join('\n')).toContain('135790');
      expect((await courier.list({ recipient: 'DEMO@example.com' }))[0]).toMatchObject({
        status: 'sent',
        template_type: 'verification_code_valid',
      });
    } finally {
      await db.close();
    }
  });
});
