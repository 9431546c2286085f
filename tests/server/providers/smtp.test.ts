// The SMTP adapter against a minimal in-process SMTP listener (EHLO, MAIL, RCPT, DATA, QUIT).
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import type { Db } from '../../../server/db/types.ts';
import { createProviders } from '../../../server/providers/index.ts';
import { parseSmtpUrl, smtpEmailProvider } from '../../../server/providers/smtp.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

function tinySmtp(received: Received[]): Server {
  return createServer((socket) => {
    let buffer = '';
    let inData = false;
    let mail: Received = { from: '', to: [], data: '' };
    socket.write('220 tiny ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 tiny\r\n');
        else if (verb === 'MAIL') {
          mail.from = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          mail.to.push(line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
}

describe('SMTP e-mail provider', () => {
  const received: Received[] = [];
  const server = tinySmtp(received);
  let port = 0;
  beforeAll(
    () =>
      new Promise<void>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          port = (server.address() as { port: number }).port;
          resolve();
        }),
      ),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message over SMTP', async () => {
    const provider = smtpEmailProvider({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Swerte <no-reply@swerte.test>',
    });
    await provider.send({
      to: 'demo@swerte.test',
      subject: 'Palitan ang password',
      body: 'Buksan: http://x/m/forget?resetToken=abc',
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toContain('no-reply@swerte.test');
    expect(received[0]?.to[0]).toContain('demo@swerte.test');
    expect(received[0]?.data).toMatch(/Subject: Palitan ang password/);
    expect(received[0]?.data).toContain('resetToken=abc');
  });

  it('is chosen by configuration, and bad settings fail at start', () => {
    const db = {} as Db;
    const env = { EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://u:p@mail.example:587', EMAIL_FROM: 'a@b.test' };
    const config = loadConfig(env);
    expect(config.providers).toMatchObject({
      email: 'smtp',
      smtpUrl: env.SMTP_URL,
      emailFrom: 'a@b.test',
      sms: 'outbox',
    });
    expect(createProviders(db, config.providers).email.name).toBe('smtp');
    expect(createProviders(db, loadConfig({}).providers).email.name).toBe('outbox');
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => parseSmtpUrl('http://mail.example')).toThrow(/smtp:\/\//);
    expect(() => parseSmtpUrl('nonsense')).toThrow(/not a URL/);
    expect(() => createProviders(db, { sms: 'nexmo' })).toThrow(/unknown SMS provider/);
    expect(() => createProviders(db, { email: 'sendgrid' })).toThrow(/unknown e-mail provider/);
  });
});
