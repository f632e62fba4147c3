import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n';
import { createMailer } from './mailer';
import { renderActionEmail } from './templates';

const quietLog = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

describe('the outbox mailer', () => {
  it('writes each message as a file, oldest first, with HTML and text parts', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-test-'));
    const mailer = createMailer({
      from: 'Shop <shop@example.com>',
      smtpUrl: undefined,
      outboxDir,
      log: quietLog,
    });
    for (const subject of ['First', 'Second', 'Third']) {
      await mailer.send({
        to: 'a@example.com',
        subject,
        html: `<p>${subject}</p>`,
        text: subject,
      });
    }
    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(3);
    const stored = await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(path.join(outboxDir, file), 'utf8'))),
    );
    expect(stored.map((mail) => mail.subject)).toEqual(['First', 'Second', 'Third']);
    expect(stored[0]).toMatchObject({ html: '<p>First</p>', text: 'First' });
    expect(stored[0].to[0].address).toBe('a@example.com');
  });

  it('never mails the placeholder address of an account made by phone', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-test-'));
    const mailer = createMailer({
      from: 'Shop <shop@example.com>',
      smtpUrl: undefined,
      outboxDir,
      log: quietLog,
    });
    const message = { subject: 'Order placed', html: '<p>Hi</p>', text: 'Hi' };
    await mailer.send({ ...message, to: '8801711222333@phone.invalid' });
    await mailer.send({ ...message, to: '8801711222333@PHONE.INVALID' });
    await mailer.send({ ...message, to: ' ' });
    await mailer.send({ ...message, to: 'b@example.com' });
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    const stored = JSON.parse(await readFile(path.join(outboxDir, files[0] ?? ''), 'utf8'));
    expect(stored.to[0].address).toBe('b@example.com');
  });
});

describe('the e-mail layout', () => {
  it('escapes what it is given and repeats the link in the text part', () => {
    const mail = renderActionEmail(translatorFor('en'), {
      shopName: 'Sajghor',
      shopEmail: 'hello@example.com',
      heading: 'Hello <script>',
      paragraphs: ['Tom & Jerry'],
      action: { label: 'Open', url: 'https://shop.example/a?b=1&c=2' },
      footnote: 'Bye',
    });
    expect(mail.html).toContain('Hello &lt;script&gt;');
    expect(mail.html).toContain('Tom &amp; Jerry');
    expect(mail.html).toContain('href="https://shop.example/a?b=1&amp;c=2"');
    expect(mail.text).toContain('Open: https://shop.example/a?b=1&c=2');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('If the button does not work, copy this link into your browser:');
  });

  it('writes its own words in the recipient’s language', () => {
    const mail = renderActionEmail(translatorFor('bn'), {
      shopName: 'Sajghor',
      shopEmail: 'hello@example.com',
      heading: 'স্বাগতম',
      paragraphs: [],
      action: { label: 'খুলুন', url: 'https://shop.example/a' },
      footnote: '',
    });
    expect(mail.html).toContain('<html lang="bn">');
    expect(mail.html).toContain('বাটনটি কাজ না করলে');
  });
});
