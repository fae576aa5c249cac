import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from './index.js';

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.stop());

/** One mail over a plain SMTP conversation, each command sent once the server has answered. */
function send(to: string, text: string): Promise<void> {
  const commands = [
    'EHLO test',
    'MAIL FROM:<sender@example.com>',
    `RCPT TO:<${to}>`,
    'DATA',
    `To: ${to}\r\nSubject: test\r\n\r\n${text}\r\n.`,
    'QUIT',
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(inbox.port, '127.0.0.1');
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      // A complete reply ends with a line whose code is followed by a space.
      if (!/(^|\r\n)\d{3} [^\r\n]*\r\n$/.test(buffered)) return;
      buffered = '';
      const next = commands.shift();
      if (next) socket.write(`${next}\r\n`);
      else socket.end();
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

describe('the local SMTP inbox', () => {
  it('a message waited for by address comes with its text', async () => {
    await send('a@example.com', 'hello');
    const message = await inbox.waitForMessage({ to: 'a@example.com' });
    expect(message.text.trim()).toBe('hello');
  });

  it('"after" is strictly after: the message received in that very millisecond is not a new one', async () => {
    await send('b@example.com', 'first');
    const first = await inbox.waitForMessage({ to: 'b@example.com' });
    const waiting = inbox.waitForMessage({ to: 'b@example.com', after: first.receivedAt });
    await send('b@example.com', 'second');
    expect((await waiting).text.trim()).toBe('second');
  });
});
