import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { parseSmtpUrl, sendMail, type SmtpOptions } from './smtp';

export type TemplateType =
  | 'recovery_code_valid'
  | 'recovery_code_invalid'
  | 'verification_code_valid'
  | 'verification_code_invalid'
  | 'invite'
  | 'notification';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  body: string;
  templateType: TemplateType;
}

export interface CourierMessage {
  id: string;
  type: 'email';
  status: 'queued' | 'sent' | 'processing' | 'abandoned';
  recipient: string;
  subject: string;
  body: string;
  template_type: TemplateType;
  send_count: number;
  created_at: string;
  updated_at: string;
}

export interface CourierOptions {
  db: Queryable;
  from: string;
  smtpUrl?: string;
  /** Print whole mails (codes included) to the log: demo mode only. */
  logBodies: boolean;
  log: (line: string) => void;
  /** Attempts before a mail is abandoned. */
  maxAttempts?: number;
}

const COLUMNS = 'id, type, status, recipient, subject, body, template_type, send_count, created_at, updated_at';

/**
 * Every mail is first stored (kratos.courier_messages), then delivered by SMTP when SMTP_URL is
 * set. Delivery runs after the HTTP answer; `idle()` lets tests and shutdown wait for it.
 */
export class Courier {
  private readonly smtp: SmtpOptions | null;
  private readonly inflight = new Set<Promise<void>>();

  constructor(private readonly options: CourierOptions) {
    this.smtp = options.smtpUrl ? parseSmtpUrl(options.smtpUrl) : null;
  }

  get deliversBySmtp(): boolean {
    return this.smtp !== null;
  }

  async send(mail: OutgoingMail): Promise<string> {
    const id = randomUUID();
    const status = this.smtp ? 'queued' : 'sent';
    await this.options.db.query(
      `INSERT INTO kratos.courier_messages (id, status, recipient, subject, body, template_type) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, status, mail.recipient, mail.subject, mail.body, mail.templateType],
    );
    if (this.options.logBodies) {
      this.options.log(`[courier] mail to ${mail.recipient}: ${mail.subject}\n${mail.body}`);
    } else if (!this.smtp) {
      this.options.log(`[courier] no SMTP_URL configured: mail "${mail.subject}" to ${mail.recipient} was stored, not delivered`);
    }
    if (this.smtp) this.track(this.deliver(id, mail, this.smtp));
    return id;
  }

  private track(work: Promise<void>): void {
    this.inflight.add(work);
    void work.finally(() => this.inflight.delete(work));
  }

  private async deliver(id: string, mail: OutgoingMail, smtp: SmtpOptions): Promise<void> {
    const maxAttempts = this.options.maxAttempts ?? 3;
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      try {
        await sendMail(smtp, {
          from: this.options.from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.body,
          messageId: `${id}@opsdeck`,
        });
        await this.mark(id, 'sent', null);
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.options.log(`[courier] delivery of ${id} to ${mail.recipient} failed (attempt ${attempt}): ${reason}`);
        await this.mark(id, attempt === maxAttempts ? 'abandoned' : 'queued', reason);
        if (attempt < maxAttempts) await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      }
    }
  }

  private async mark(id: string, status: CourierMessage['status'], error: string | null): Promise<void> {
    await this.options.db
      .query(
        `UPDATE kratos.courier_messages SET status = $2, last_error = $3, send_count = send_count + 1, updated_at = now() WHERE id = $1`,
        [id, status, error],
      )
      .catch((failure: unknown) => this.options.log(`[courier] could not record delivery state: ${String(failure)}`));
  }

  /** Resolves once every delivery started so far has finished. */
  async idle(): Promise<void> {
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }

  async list(filter: { recipient?: string; status?: string; limit?: number } = {}): Promise<CourierMessage[]> {
    const result = await this.options.db.query<CourierMessage>(
      `SELECT ${COLUMNS} FROM kratos.courier_messages
        WHERE ($1::text IS NULL OR lower(recipient) = lower($1::text)) AND ($2::text IS NULL OR status = $2::text)
        ORDER BY created_at DESC, id LIMIT $3`,
      [filter.recipient ?? null, filter.status ?? null, Math.min(Math.max(filter.limit ?? 250, 1), 1000)],
    );
    return result.rows;
  }
}

/** Mails for the identity flows (plain text; codes are what the recipient types). */
export const mails = {
  recoveryCode: (to: string, code: string, issuer: string): OutgoingMail => ({
    recipient: to,
    templateType: 'recovery_code_valid',
    subject: `Recover access to your ${issuer} account`,
    body: `Hi,\n\nplease recover access to your account by entering the following code:\n\n${code}\n\nIf you did not ask for this, you can ignore this mail.`,
  }),
  recoveryUnknown: (to: string, issuer: string): OutgoingMail => ({
    recipient: to,
    templateType: 'recovery_code_invalid',
    subject: `Account access attempted on ${issuer}`,
    body: `Hi,\n\nyou (or someone else) entered this email address when trying to recover access to an account.\n\nThis email address is not registered with ${issuer}, so the attempt failed. If this was you, check the address you used to sign up.`,
  }),
  verificationCode: (to: string, code: string, link: string, issuer: string): OutgoingMail => ({
    recipient: to,
    templateType: 'verification_code_valid',
    subject: `Please verify your ${issuer} email address`,
    body: `Hi,\n\nplease verify your account by entering the following code:\n\n${code}\n\nor open: ${link}`,
  }),
  verificationUnknown: (to: string, issuer: string): OutgoingMail => ({
    recipient: to,
    templateType: 'verification_code_invalid',
    subject: `Someone tried to verify this email address on ${issuer}`,
    body: `Hi,\n\nsomeone asked to verify this email address, but it is not registered with ${issuer}. If this was not you, you can ignore this mail.`,
  }),
  invite: (to: string, name: string, role: string, link: string, issuer: string): OutgoingMail => ({
    recipient: to,
    templateType: 'invite',
    subject: `You have been invited to ${issuer}`,
    body: `Hi ${name},\n\nyou have been invited to ${issuer} with the role "${role}".\n\nCreate your account here: ${link}`,
  }),
};
