import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './mail-templates.ts';

describe('renderMail', () => {
  const mail = renderMail('https://portal.example/app/', {
    to: 'a@b.test',
    template: 'x',
    subject: 'Hi <there>',
    heading: 'Hello "you" & <script>alert(1)</script>',
    paragraphs: ["It's <b>bold</b>"],
    action: { label: 'Go <now>', path: '/reset-password?magic_token=a&magic_token_uid=1' },
  });

  it('escapes every value in the HTML part and names the product', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>bold</b>');
    expect(mail.html).toContain('Hello &quot;you&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('It&#39;s &lt;b&gt;bold&lt;/b&gt;');
    expect(mail.html).toContain('<title>Hi &lt;there&gt;</title>');
    expect(mail.html).toContain('Chorus');
  });

  it('joins the action path to the public URL, in both parts', () => {
    const link = 'https://portal.example/reset-password?magic_token=a&magic_token_uid=1';
    expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    expect(mail.text).toContain(`Go <now>: ${link}`);
    expect(mail.text.startsWith('Hello "you" & <script>alert(1)</script>\n')).toBe(true);
    expect(mail).toMatchObject({ to: 'a@b.test', template: 'x', subject: 'Hi <there>' });
  });

  it('has no button without an action', () => {
    const plain = renderMail('http://localhost:8080', { to: 'a@b.test', template: 'x', subject: 's', heading: 'h', paragraphs: ['p'] });
    expect(plain.html).not.toContain('<a ');
    expect(plain.text).not.toMatch(/https?:/);
  });
});
