export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export type MailOutcome = 'sent' | 'queued' | 'failed';

export interface MailService {
  /**
   * Stores the message in `email_outbox` (committed on its own), then tries to deliver it once
   * right away: 'sent' delivered; 'queued' no SMTP configured (kept in the outbox, the log says
   * so); 'failed' the SMTP attempt failed (kept, retried later with backoff). Never throws for
   * delivery problems.
   */
  send(message: MailMessage): Promise<MailOutcome>;
}
