import { unredactedSecrets } from './log.ts';

/** One message as the outbox stores it: both parts rendered, ready to send. */
export interface MailMessage {
  to: string;
  /** Which message it is (confirm-account, password-reset, …): for the mailbox and the logs. */
  template: string;
  subject: string;
  html: string;
  text: string;
  /** The one-click unsubscribe address (`List-Unsubscribe`, RFC 8058) of a message its reader may turn off. */
  listUnsubscribe?: string;
}

export interface MailContent {
  to: string;
  template: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A button (and, in the text part, a plain link); `path` is joined to PUBLIC_URL. */
  action?: { label: string; path: string };
  /**
   * A message its reader may turn off: `page` (the portal's unsubscribe page, linked in the footer) and `oneClick`
   * (the address a mail client POSTs to, RFC 8058), both joined to PUBLIC_URL. Never on mail about the account itself.
   */
  unsubscribe?: { page: string; oneClick: string };
}

const PRODUCT = 'Chorus';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * A simple message in the product's voice: an inline-styled HTML part (mail clients drop style sheets) and a
 * text part with the same words and the link spelled out. Every interpolation is escaped.
 */
export function renderMail(publicUrl: string, m: MailContent): MailMessage {
  const url = m.action ? new URL(m.action.path, publicUrl) : undefined;
  const unsubscribePage = m.unsubscribe ? new URL(m.unsubscribe.page, publicUrl) : undefined;
  const oneClick = m.unsubscribe ? new URL(m.unsubscribe.oneClick, publicUrl) : undefined;
  // A mailed link's secrets must be ones the logs hide (lib/log.ts): fail here rather than log a token in clear.
  const exposed = [url, unsubscribePage, oneClick].flatMap((u) => (u ? unredactedSecrets(u) : []));
  if (exposed.length) throw new Error(`The ${m.template} link carries a secret the logs would show: name it as a secret (${exposed.join(', ')})`);
  const link = url?.toString();
  const unsubscribeLink = unsubscribePage?.toString();
  const footer = unsubscribeLink
    ? `<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${PRODUCT} · <a href="${escapeHtml(unsubscribeLink)}" style="color:#4b5563">Unsubscribe from these emails</a></p>`
    : `<p style="margin:16px 0 0;font-size:12px;color:#9ca3af">${PRODUCT}</p>`;
  const body = m.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escapeHtml(p)}</p>`)
    .join('\n');
  const button =
    m.action && link
      ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#111827;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(m.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(link)}" style="color:#374151;word-break:break-all">${escapeHtml(link)}</a></p>`
      : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#111827">${PRODUCT}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:#111827">${escapeHtml(m.heading)}</h1>
${body}
${button}
</div>
${footer}
</div>
</body></html>
`;
  const text = [m.heading, '', ...m.paragraphs.flatMap((p) => [p, '']), ...(m.action && link ? [`${m.action.label}: ${link}`, ''] : []), `— ${PRODUCT}`, ...(unsubscribeLink ? ['', `Unsubscribe from these emails: ${unsubscribeLink}`] : []), ''].join('\n');
  return { to: m.to, template: m.template, subject: m.subject, html, text, ...(oneClick ? { listUnsubscribe: oneClick.toString() } : {}) };
}
