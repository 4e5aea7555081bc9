import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationKinds, notificationPreferenceMessages as m } from '@chorus/core';
import { mailOutbox, notificationPreferences, notifications } from '../../db/schema.ts';
import { backgroundOf } from '../../lib/background.ts';
import { STAFF_SCOPE } from '../../lib/http.ts';
import { mailServiceOf } from '../../plugins/mail.ts';
import { signUnsubscribeToken } from '../../repositories/notification-preferences.ts';
import { inviteHandles } from '../../repositories/offer-admin.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { makeCampaign, makeHandle } from '../../testing/campaign-admin-factories.ts';
import { auth, linkToManager, loginAs, makeContact } from '../../testing/factories.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/smtp.ts';

const PUBLIC_URL = 'http://portal.test';
const URL = '/creatorapi/notification-preferences';

describe.each(dbKinds)('notification preferences and one-click unsubscribe on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(kind, { SMTP_URL: smtp.url, PUBLIC_URL });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const signIn = async () => {
    const c = await makeContact(t.db);
    return { ...c, headers: auth(await loginAs(t.app, c.email)) };
  };
  const put = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });
  const mailTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(mailOutbox.id);
  const notesOf = async (contactId: number) => (await t.db.select().from(notifications).where(eq(notifications.contactId, contactId))).map((n) => n.subject);
  const invite = async (creatorId: number) => {
    const handle = await makeHandle(t.db, creatorId);
    await inviteHandles(t.db, STAFF_SCOPE, (await makeCampaign(t.db, { title: 'Spring Song' })).id, { contactPlatformIds: [handle.id] }, null);
  };
  const token = (contactId: number, k: 'offers' | 'news' = 'offers') => signUnsubscribeToken(mailServiceOf(t.db).linkSecret, contactId, k);
  /** A password reset is queued after its answer (lib/background.ts). */
  const resetPassword = async (email: string) => {
    expect((await t.app.inject({ method: 'POST', url: '/creatorapi/password-reset', payload: { username: email } })).statusCode).toBe(200);
    await backgroundOf(t.db).idle();
  };
  const oneClick = (tok: string) =>
    t.app.inject({ method: 'POST', url: `/publicapi/unsubscribe?token=${encodeURIComponent(tok)}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  it('lists every kind on for both channels, saves changes, and keeps kinds not sent', async () => {
    const c = await signIn();
    const first = await t.app.inject({ method: 'GET', url: URL, headers: c.headers });
    expect(first.statusCode).toBe(200);
    const list = first.json().results.NotificationPreferences;
    expect(list.map((p: { Kind: string }) => p.Kind)).toEqual(['offers', 'reminders', 'payments', 'contests', 'news']);
    expect(list.every((p: { App: boolean; Mail: boolean }) => p.App && p.Mail)).toBe(true);
    expect(list[0].Label).toBe(notificationKinds.offers.label);

    const saved = await put(c.headers, { NotificationPreferences: [{ Kind: 'offers', App: true, Mail: false }, { Kind: 'news', App: false, Mail: false }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().results.message).toBe(m.saved);
    await put(c.headers, { NotificationPreferences: [{ Kind: 'news', App: false, Mail: true }] });
    const again = (await t.app.inject({ method: 'GET', url: URL, headers: c.headers })).json().results.NotificationPreferences;
    const byKind = Object.fromEntries(again.map((p: { Kind: string; App: boolean; Mail: boolean }) => [p.Kind, [p.App, p.Mail]]));
    expect(byKind).toEqual({ offers: [true, false], reminders: [true, true], payments: [true, true], contests: [true, true], news: [false, true] });
  });

  it('links each notification to what it is about', async () => {
    const c = await signIn();
    await invite(c.id);
    const res = await t.app.inject({ method: 'GET', url: '/creatorapi/messages?page=1&hasExpiry=false', headers: c.headers });
    const [note] = res.json().results.data.Messages;
    expect(note).toMatchObject({ Subject: 'New campaign offer', LinkLabel: 'See the offer' });
    expect(note.Link).toMatch(/^\/detail\?PostID=\d+&UID=[0-9a-f-]+$/);
  });

  it('refuses a kind it does not know, a kind twice, an empty list, and a visitor', async () => {
    const c = await signIn();
    const bad = await put(c.headers, { NotificationPreferences: [{ Kind: 'spam', App: true, Mail: true }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toContain(m.badKind);
    const twice = await put(c.headers, { NotificationPreferences: [{ Kind: 'news', App: true, Mail: true }, { Kind: 'news', App: false, Mail: true }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().messages).toContain(m.duplicateKind);
    expect((await put(c.headers, { NotificationPreferences: [] })).statusCode).toBe(400);
    expect((await put({}, { NotificationPreferences: [{ Kind: 'news', App: true, Mail: true }] })).statusCode).toBe(401);
  });

  it('writes no notification and no mail for a channel turned off, while security mail still goes', async () => {
    const c = await signIn();
    await put(c.headers, { NotificationPreferences: [{ Kind: 'offers', App: true, Mail: false }] });
    await invite(c.id);
    expect(await notesOf(c.id)).toEqual(['New campaign offer']);
    expect(await mailTo(c.email)).toEqual([]);

    await put(c.headers, { NotificationPreferences: [{ Kind: 'offers', App: false, Mail: true }] });
    await invite(c.id);
    expect(await notesOf(c.id)).toEqual(['New campaign offer']);
    const mailed = await mailTo(c.email);
    expect(mailed.map((r) => r.template)).toEqual(['offer-invite']);

    // Every kind off: a password reset is about the account itself, and goes, without an unsubscribe.
    await put(c.headers, { NotificationPreferences: (['offers', 'reminders', 'payments', 'contests', 'news'] as const).map((Kind) => ({ Kind, App: false, Mail: false })) });
    await resetPassword(c.email);
    const reset = (await mailTo(c.email)).find((r) => r.template === 'password-reset');
    expect(reset).toBeDefined();
    expect(reset!.listUnsubscribe).toBeNull();
    expect(reset!.html).not.toContain('Unsubscribe');
  });

  it("sends a manager's copy by the manager's own choice", async () => {
    const creator = await signIn();
    const manager = await makeContact(t.db, { contactType: 'manager' });
    await linkToManager(t.db, manager.id, creator.id);
    const managerHeaders = auth(await loginAs(t.app, manager.email));
    await put(managerHeaders, { NotificationPreferences: [{ Kind: 'offers', App: true, Mail: false }] });
    await invite(creator.id);
    expect((await mailTo(creator.email)).map((r) => r.template)).toEqual(['offer-invite']);
    expect(await mailTo(manager.email)).toEqual([]);
  });

  it('unsubscribes in one click without a sign-in, idempotently, from the mail’s own address', async () => {
    const c = await signIn();
    await invite(c.id);
    const [mail] = await mailTo(c.email);
    const address = new globalThis.URL(mail!.listUnsubscribe!);
    expect(`${address.origin}${address.pathname}`).toBe(`${PUBLIC_URL}/publicapi/unsubscribe`);
    const tok = address.searchParams.get('token')!;
    expect(mail!.html).toContain(`${PUBLIC_URL}/unsubscribe?token=${encodeURIComponent(tok)}`);
    expect(mail!.html).toContain('Unsubscribe from these emails');

    const shown = await t.app.inject({ method: 'GET', url: `/publicapi/unsubscribe?token=${encodeURIComponent(tok)}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().results).toMatchObject({ Kind: 'offers', Label: notificationKinds.offers.label, Unsubscribed: false });

    for (let i = 0; i < 2; i++) {
      const res = await oneClick(tok);
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toMatchObject({ Kind: 'offers', Unsubscribed: true, message: m.unsubscribed(notificationKinds.offers.label) });
    }
    const prefs = (await t.app.inject({ method: 'GET', url: URL, headers: c.headers })).json().results.NotificationPreferences;
    // Mail off; the app keeps it.
    expect(prefs[0]).toMatchObject({ Kind: 'offers', App: true, Mail: false });
    // The portal's page sends the token in a JSON body.
    const fromPage = await t.app.inject({ method: 'POST', url: '/publicapi/unsubscribe', payload: { token: token(c.id, 'news') } });
    expect(fromPage.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: c.headers })).json().results.NotificationPreferences[4]).toMatchObject({ Kind: 'news', App: true, Mail: false });
  });

  it('refuses a forged token, another contact’s id under a token’s signature, and none at all', async () => {
    const a = await makeContact(t.db);
    const b = await makeContact(t.db);
    const real = token(a.id);
    const mac = real.split('.')[2]!;
    const forged = [`${b.id}.offers.${mac}`, `${a.id}.news.${mac}`, `${a.id}.offers.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, 'nonsense'];
    for (const f of forged) {
      const res = await oneClick(f);
      expect(res.statusCode, f).toBe(400);
      expect(res.json().messages).toEqual([m.badToken]);
      expect((await t.app.inject({ method: 'GET', url: `/publicapi/unsubscribe?token=${encodeURIComponent(f)}` })).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'POST', url: '/publicapi/unsubscribe', payload: {} })).json().messages).toEqual([m.badToken]);
    // Nothing changed for either.
    for (const id of [a.id, b.id]) expect(await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.contactId, id))).toEqual([]);
  });

  it('sends List-Unsubscribe and List-Unsubscribe-Post through SMTP, and none on security mail', async () => {
    const c = await signIn();
    await invite(c.id);
    await resetPassword(c.email);
    await mailServiceOf(t.db).drain();
    const got = [await smtp.nextMail(c.email), await smtp.nextMail(c.email)];
    // As it was sent, unfolded (a long header is folded onto lines that start with a space).
    const header = (mail: (typeof got)[number], name: string) => mail.parsed.headerLines.find((h) => h.key === name)?.line.replace(/\r\n[ \t]+/g, ' ');
    const offer = got.find((g) => g.subject.startsWith('New campaign offer'))!;
    const reset = got.find((g) => g !== offer)!;
    expect(header(offer, 'list-unsubscribe')).toMatch(new RegExp(`^List-Unsubscribe: <${PUBLIC_URL}/publicapi/unsubscribe\\?token=${c.id}\\.offers\\.[A-Za-z0-9_-]{43}>$`));
    expect(header(offer, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(offer.text).toContain(`Unsubscribe from these emails: ${PUBLIC_URL}/unsubscribe?token=`);
    expect(header(reset, 'list-unsubscribe')).toBeUndefined();
    expect(header(reset, 'list-unsubscribe-post')).toBeUndefined();
  });
});
