import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The Reply-To header, when the message had one. */
  replyTo?: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  /** Every message accepted so far, in arrival order. */
  messages: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port (no TLS, no login). With `refuse` it answers every
 * recipient with a permanent 550, as a server refusing to relay would.
 */
export async function startTestSmtpServer(
  options: { refuse?: boolean } = {},
): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!options.refuse) return callback();
      const error = new Error('Relaying denied') as Error & { responseCode: number };
      error.responseCode = 550;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        messages.push({
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Subject, Reply-To and plain text of a single-part message as nodemailer writes it. */
function parseMessage(raw: string): Pick<ReceivedMail, 'subject' | 'text' | 'replyTo'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const replyTo = headers.get('reply-to');
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    text: decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit').replace(
      /\r\n/g,
      '\n',
    ),
    ...(replyTo ? { replyTo } : {}),
  };
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function decodeQuotedPrintable(text: string): string {
  return qpBytes(text.replace(/=\r\n/g, '')).toString('utf8');
}

function qpBytes(text: string): Buffer {
  const binary = text.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(binary, 'latin1');
}

// RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=); a run of them is one byte string,
// as a character may be split between two words.
function decodeWords(value: string): string {
  const word = String.raw`=\?[^?]+\?[QB]\?[^?]*\?=`;
  return value.replace(new RegExp(`${word}(?:\\s+${word})*`, 'gi'), (run) => {
    const words = [...run.matchAll(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi)];
    const bytes = words.map(([, kind, data = '']) =>
      kind!.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qpBytes(data.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}
