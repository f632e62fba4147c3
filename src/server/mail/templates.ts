/**
 * The shop's e-mails: one branded HTML layout with a plain-text twin, so every client shows
 * something readable; inline styles only, because mail clients drop style sheets.
 */
import type { Translator } from '#shared/i18n/translator';

export type ActionEmail = {
  shopName: string;
  shopEmail: string;
  heading: string;
  paragraphs: string[];
  /** Label and value rows under the paragraphs, such as an order's lines and totals. */
  rows?: EmailRow[];
  action: { label: string; url: string };
  /** A closing line under the button, such as why the mail was sent. */
  footnote: string;
};

export type EmailRow = { label: string; value: string; strong?: boolean };

const ROSE = '#be123c';

function renderRows(rows: EmailRow[]): string {
  if (rows.length === 0) return '';
  const cells = rows
    .map((row) => {
      const weight = row.strong ? 'font-weight:bold;' : '';
      return `<tr><td style="padding:6px 0;border-top:1px solid #e7e5e4;${weight}">${escapeHtml(row.label)}</td><td style="padding:6px 0;border-top:1px solid #e7e5e4;text-align:right;white-space:nowrap;${weight}">${escapeHtml(row.value)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px">${cells}</table>`;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderActionEmail(
  translator: Translator,
  mail: ActionEmail,
): { html: string; text: string } {
  const paragraphs = mail.paragraphs
    .map((line) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(line)}</p>`)
    .join('');
  const html = `<!doctype html>
<html lang="${translator.language}">
<body style="margin:0;padding:24px;background:#fafaf9;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e7e5e4;border-radius:12px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e7e5e4">
<span style="font-family:Georgia,serif;font-size:26px;font-weight:bold;color:${ROSE}">${escapeHtml(mail.shopName)}</span>
</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(mail.heading)}</h1>
${paragraphs}
${renderRows(mail.rows ?? [])}
<p style="margin:24px 0"><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;padding:12px 24px;background:${ROSE};color:#ffffff;text-decoration:none;border-radius:8px;font-weight:bold">${escapeHtml(mail.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#57534e;line-height:1.5">${escapeHtml(translator.t('mail.layout.linkFallback'))}<br><a href="${escapeHtml(mail.action.url)}" style="color:${ROSE};word-break:break-all">${escapeHtml(mail.action.url)}</a></p>
<p style="margin:0;font-size:13px;color:#57534e;line-height:1.5">${escapeHtml(mail.footnote)}</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e7e5e4;font-size:12px;color:#78716c">${escapeHtml(mail.shopName)} · ${escapeHtml(mail.shopEmail)}</td></tr>
</table>
</body>
</html>`;
  const text = [
    mail.shopName,
    '',
    mail.heading,
    '',
    ...mail.paragraphs.flatMap((line) => [line, '']),
    ...(mail.rows?.length ? [...mail.rows.map((row) => `${row.label}: ${row.value}`), ''] : []),
    `${mail.action.label}: ${mail.action.url}`,
    '',
    mail.footnote,
    '',
    `${mail.shopName} · ${mail.shopEmail}`,
  ].join('\n');
  return { html, text };
}
