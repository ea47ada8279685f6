/**
 * A real SMTP server for the notification tests: `smtp-server` on 127.0.0.1 with a
 * free port, every accepted message parsed with `mailparser`. A test can make the next DATA
 * fail with a reply code (`failNext(451)`) or stall (`stallNext()`: the message arrives but the
 * server never answers, so it is not accepted; it is dropped when the client goes away).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the server does with the next DATA. */
type Plan = { type: 'accept' } | { type: 'fail'; code: number; text: string } | { type: 'stall' };

/** A running test SMTP server. */
export interface TestMailServer {
  /** `smtp://127.0.0.1:<port>` (no TLS, no auth): SMTP_URL for the app under test. */
  url: string;
  /** Messages accepted (250 after DATA), parsed, in arrival order. */
  accepted: ParsedMail[];
  /** DATA commands answered with an error, with their Message-ID. */
  rejected: { code: number; messageId: string | undefined }[];
  /** DATA commands left without an answer, with their Message-ID. */
  stalled: { messageId: string | undefined }[];
  /** The next DATA is refused with `code` (4xx or 5xx). */
  failNext(code: number, text?: string): void;
  /** The next DATA is received but never answered. */
  stallNext(): void;
  /** Resolves once `count` messages were accepted (rejects after `timeoutMs`). */
  waitForAccepted(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Resolves once `check()` is true (polled every 20 ms; rejects after `timeoutMs`). */
  waitUntil(check: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Starts a test SMTP server on a free local port. */
export async function startMailServer(): Promise<TestMailServer> {
  const plans: Plan[] = [];
  const accepted: ParsedMail[] = [];
  const rejected: TestMailServer['rejected'] = [];
  const stalled: TestMailServer['stalled'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const plan = plans.shift() ?? { type: 'accept' };
        void simpleParser(raw).then((mail) => {
          if (plan.type === 'stall') {
            stalled.push({ messageId: mail.messageId });
            return; // never answered: not accepted
          }
          if (plan.type === 'fail') {
            rejected.push({ code: plan.code, messageId: mail.messageId });
            callback(Object.assign(new Error(plan.text), { responseCode: plan.code }));
            return;
          }
          accepted.push(mail);
          callback(null, 'Queued');
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the SMTP server has no port');

  const waitUntil = async (check: () => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out waiting for the test SMTP server');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    accepted,
    rejected,
    stalled,
    failNext(code, text = code >= 500 ? 'Transaction failed' : 'Try again later') {
      plans.push({ type: 'fail', code, text });
    },
    stallNext() {
      plans.push({ type: 'stall' });
    },
    async waitForAccepted(count, timeoutMs) {
      await waitUntil(() => accepted.length >= count, timeoutMs);
      return accepted;
    },
    waitUntil,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A logger that keeps every line (the worker's `log`). */
export function memoryLog(): {
  lines: { level: string; fields: Record<string, unknown>; message: string }[];
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
} {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    info: (fields, message) => lines.push({ level: 'info', fields, message }),
    warn: (fields, message) => lines.push({ level: 'warn', fields, message }),
    error: (fields, message) => lines.push({ level: 'error', fields, message }),
  };
}
