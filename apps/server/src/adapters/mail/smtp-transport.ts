import nodemailer from 'nodemailer';

/** An address, or a display name with one (kept apart so no name can break the header). */
export type MailSender = string | { name: string; address: string };

export interface Envelope {
  from: MailSender;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Delivers one message or throws; the outbox decides what a failure means. */
export interface MailTransport {
  deliver(envelope: Envelope): Promise<void>;
  close(): void;
}

// A stalled SMTP server must not hold a request (the first attempt runs inside one) for long.
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** SMTP through nodemailer; `smtpUrl` is smtp://user:pass@host:port or smtps://… */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
    ...timeouts,
  });
  return {
    async deliver({ from, to, subject, text, replyTo }) {
      await transporter.sendMail({ from, to, subject, text, ...(replyTo ? { replyTo } : {}) });
    },
    close: () => transporter.close(),
  };
}
