import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it: envelope recipient, headers and the plain-text part. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone: enough to find links and words. */
  body: string;
}

const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * A real SMTP server for API tests, not a mock: nodemailer talks SMTP to it over TCP. `refuse`
 * makes it answer every message with a permanent error, as a mail server that is down or refusing would.
 */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.refuse) {
        const error = new Error('Mail server unavailable') as Error & { responseCode: number };
        error.responseCode = 451;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject,
          raw,
          body: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /** The mails sent to this address, oldest first. */
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link to `path` in a mail (`…/reset-password?token=…`). */
export function tokenFrom(mail: ReceivedMail | undefined, path: string): string {
  const match = new RegExp(`${path.replace('/', '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.body ?? '');
  if (!match?.[1]) throw new Error(`No ${path} link in the mail`);
  return match[1];
}
