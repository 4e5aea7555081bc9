import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageMessages } from '@chorus/core';
import { contactMessages, faqs, mailOutbox, marketingSignups } from '../../db/schema.ts';
import { FAQ } from '../../seed/pages.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';

describe.each(dbKinds)('public pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { TEAM_EMAIL: 'team@pages.test' });
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const mailTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

  it('serves the seeded public FAQ in order, and one question with its answer by faqId', async () => {
    const res = await get('/publicapi/faq?type=public');
    expect(res.statusCode).toBe(200);
    const list = res.json().results.Row_FaqQuestions as { FaqID: number; Question: string; Answer: string }[];
    expect(list.map((q) => q.Question)).toEqual(FAQ.filter((f) => f.lists.includes('public')).map((f) => f.question));
    expect(list.length).toBeGreaterThanOrEqual(12);
    const one = list[3]!;
    const detail = (await get(`/publicapi/faq?type=public&faqId=${one.FaqID}`)).json().results;
    expect(detail).toMatchObject({ success: true, FaqID: one.FaqID, Question: one.Question, Answer: one.Answer });
    expect(detail.Answer).toMatch(/^<p>/);
  });

  it('keeps the signed-in FAQ to signed-in callers and answers 404 for an unknown question', async () => {
    expect((await get('/publicapi/faq?type=account')).statusCode).toBe(400);
    const [accountOnly] = await t.db.select().from(faqs).where(eq(faqs.type, 'account')).limit(1);
    expect((await get(`/publicapi/faq?faqId=${accountOnly!.id}`)).statusCode).toBe(404);
    const missing = await get('/publicapi/faq?faqId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messages).toEqual([pageMessages.faqNotFound]);
  });

  it('cleans answers on the way out, and leaves inactive questions out', async () => {
    const [bad] = await t.db
      .insert(faqs)
      .values({ type: 'public', question: 'Injected?', answer: '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=y></p>', sortOrder: 9999 })
      .returning();
    const [hidden] = await t.db.insert(faqs).values({ type: 'public', question: 'Hidden', answer: '<p>no</p>', active: false }).returning();
    const list = (await get('/publicapi/faq')).json().results.Row_FaqQuestions as { FaqID: number; Answer: string }[];
    expect(list.find((q) => q.FaqID === bad!.id)?.Answer).toBe('<p>Hi</p>');
    expect(list.some((q) => q.FaqID === hidden!.id)).toBe(false);
  });

  it('serves the current Terms of Service and Privacy Policy', async () => {
    for (const type of ['Terms of Service', 'Privacy Policy']) {
      const res = await get(`/publicapi/legal?type=${encodeURIComponent(type)}`);
      expect(res.statusCode).toBe(200);
      const data = res.json().results.data;
      expect(data).toMatchObject({ Type: type, Version: 1 });
      expect(data.Information.length).toBeGreaterThan(2000);
      expect(data.Information).not.toMatch(/<script|on\w+=/i);
    }
    expect((await get('/publicapi/legal?type=Cookies')).statusCode).toBe(400);
  });

  it('Contact Us stores the message and mails the team in one go, with the spec’s success message', async () => {
    const res = await post('/publicapi/send-contact-form', { emailFrom: 'Visitor@Example.test', subject: 'Hello team', message: 'First line.\n\nSecond paragraph.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual({ success: true, message: 'Message successfully sent! A member of our team will reach out to you soon.' });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Hello team'));
    expect(row).toMatchObject({ kind: 'contact', fromEmail: 'visitor@example.test', toAddress: 'team@pages.test', contactId: null });
    const mail = (await mailTo('team@pages.test')).find((m) => m.subject === '[Chorus] Hello team');
    expect(mail?.text).toContain('visitor@example.test');
    expect(mail?.text).toContain('Second paragraph.');
  });

  it('answers a filled spam trap (website) as sent, and stores and mails nothing', async () => {
    const res = await post('/publicapi/send-contact-form', { emailFrom: 'bot@example.test', subject: 'Trap', message: 'Buy now', website: 'http://spam.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual({ success: true, message: 'Message successfully sent! A member of our team will reach out to you soon.' });
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Trap'))).toEqual([]);
    expect((await mailTo('team@pages.test')).some((m) => m.subject === '[Chorus] Trap')).toBe(false);
  });

  it('refuses a contact form without a valid email, a subject or a message, and stores nothing', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const cases: [object, string][] = [
      [{ emailFrom: 'nope', subject: 's', message: 'm' }, 'Invalid Email'],
      [{ emailFrom: 'a@b.test', subject: '  ', message: 'm' }, pageMessages.subjectRequired],
      [{ emailFrom: 'a@b.test', subject: 's', message: '' }, pageMessages.messageRequired],
      [{ kind: 'marketing', emailFrom: 'a@b.test', message: 'm', name: 'Ann' }, pageMessages.companyRequired],
    ];
    for (const [body, message] of cases) {
      const res = await post('/publicapi/send-contact-form', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().messages).toContain(message);
    }
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it('Get In Touch and the marketing enquiry write their own subjects and details', async () => {
    expect((await post('/publicapi/send-contact-form', { kind: 'trackers', inquiry: 'Direct', whoYouAre: 'Artist', emailFrom: 'artist@x.test', message: 'Direct please' })).statusCode).toBe(200);
    const [direct] = await t.db.select().from(contactMessages).where(eq(contactMessages.fromEmail, 'artist@x.test'));
    expect(direct).toMatchObject({ kind: 'trackers', subject: 'Direct Inquiry', detail: { Inquiry: 'Direct', 'Who you are': 'Artist' } });
    expect((await post('/publicapi/send-contact-form', { kind: 'trackers', emailFrom: 'label@x.test', message: 'Trackers' })).statusCode).toBe(200);
    const [trackers] = await t.db.select().from(contactMessages).where(eq(contactMessages.fromEmail, 'label@x.test'));
    expect(trackers).toMatchObject({ subject: 'Trackers Inquiry', detail: { Inquiry: 'Trackers', 'Who you are': 'Label' } });

    const res = await post('/publicapi/send-contact-form', { kind: 'marketing', name: 'Bea Brand', company: 'Acme Records', emailFrom: 'bea@acme.test', budget: '$5,000 - $20,000', message: 'Launch in May' });
    expect(res.statusCode).toBe(200);
    const [m] = await t.db.select().from(contactMessages).where(eq(contactMessages.fromEmail, 'bea@acme.test'));
    expect(m).toMatchObject({ kind: 'marketing', fromName: 'Bea Brand', subject: 'Marketing enquiry from Acme Records', detail: { Company: 'Acme Records', Budget: '$5,000 - $20,000' } });
    const mail = (await mailTo('team@pages.test')).find((x) => x.subject === '[Chorus] Marketing enquiry from Acme Records');
    expect(mail?.text).toContain('Budget: $5,000 - $20,000');
    // Markup in a message is text in the mail's HTML part.
    await post('/publicapi/send-contact-form', { emailFrom: 'h@x.test', subject: 'Markup', message: '<b onclick=1>bold</b>' });
    const markup = (await mailTo('team@pages.test')).find((x) => x.subject === '[Chorus] Markup');
    expect(markup?.html).toContain('&lt;b onclick=1&gt;bold&lt;/b&gt;');
  });

  it('signs an email up for the newsletter once, telling the team once', async () => {
    const first = await post('/publicapi/newsletter', { email: 'Fan@News.test' });
    expect(first.statusCode).toBe(200);
    expect(first.json().results).toEqual({ success: true, message: pageMessages.newsletterThanks });
    expect((await post('/publicapi/newsletter', { email: 'fan@news.test' })).json().results.success).toBe(true);
    const rows = await t.db.select().from(marketingSignups).where(and(isNull(marketingSignups.contestId), eq(marketingSignups.email, 'fan@news.test')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.marketingConsent).toBe(true);
    const notices = (await mailTo('team@pages.test')).filter((m) => m.template === 'newsletter-signup' && m.text.includes('fan@news.test'));
    expect(notices).toHaveLength(1);
    expect((await post('/publicapi/newsletter', { email: 'not-an-email' })).json().messages).toEqual(['Invalid Email']);
  });
});

describe.each(dbKinds)('public form rate limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_PUBLIC_MAX: '2' });
  });
  afterAll(() => t.close());

  it('limits contact forms and newsletter signups per address', async () => {
    for (const url of ['/publicapi/send-contact-form', '/publicapi/newsletter']) {
      const payload = url.endsWith('newsletter') ? { email: 'r@x.test' } : { emailFrom: 'r@x.test', subject: 's', message: 'm' };
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await t.app.inject({ method: 'POST', url, payload })).statusCode);
      expect(codes, url).toEqual([200, 200, 429]);
    }
  });
});
