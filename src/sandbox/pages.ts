/**
 * The sandbox's own HTML pages: the hosted test payment page and the outbox. Plain server-rendered
 * forms with no script; the one stylesheet is allowed by its hash in the page's CSP.
 */
import { createHash } from 'node:crypto';
import type { OutboxDoc } from './records.ts';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #cbd5e1;border-radius:8px}
main.wide{max-width:64rem}
label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.5rem;border:1px solid #64748b;border-radius:4px}
input[aria-invalid=true]{border-color:#b91c1c}
.hint,.field-error{margin:.25rem 0 0;font-size:.9rem}
.field-error,.error{color:#b91c1c}
.error{border:2px solid #b91c1c;padding:.75rem;border-radius:4px}
button{margin-top:1.5rem;font:inherit;font-weight:600;padding:.75rem 1.5rem;border:0;border-radius:4px;background:#0f172a;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #cbd5e1;padding:.4rem;text-align:left;vertical-align:top}
a{color:#1d4ed8}`;

const CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * @example escapeHtml('<b>"x"</b>') // '&lt;b&gt;&quot;x&quot;&lt;/b&gt;'
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

export function htmlResponse(status: number, title: string, body: string, wide = false): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main${wide ? ' class="wide"' : ''}>${body}</main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': CSP, 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' } });
}

export function messagePage(status: number, title: string, message: string, link?: { href: string; label: string }): Response {
  const back = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return htmlResponse(status, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back}`);
}

export type PayField = 'name' | 'number' | 'expiry' | 'cvc';

export interface PayForm {
  token: string;
  returnTo: string;
  brandName: string;
  amountNote?: string | undefined;
  values?: Partial<Record<'name' | 'expiry', string>>;
  errors?: Partial<Record<PayField, string>>;
}

const FIELDS: { name: PayField; label: string; autocomplete: string; inputmode?: string; hint?: string }[] = [
  { name: 'name', label: 'Name on card', autocomplete: 'cc-name' },
  { name: 'number', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric' },
  { name: 'expiry', label: 'Expiry (MM/YY)', autocomplete: 'cc-exp', inputmode: 'numeric' },
  { name: 'cvc', label: 'CVC', autocomplete: 'cc-csc', inputmode: 'numeric', hint: '3 or 4 digits on the back of the card' },
];

/** The hosted test payment page (DESIGN §6: card numbers never touch the storefront). */
export function payPage(status: number, form: PayForm): Response {
  const errors = form.errors ?? {};
  const problems = Object.entries(errors);
  const summary = problems.length
    ? `<div class="error" role="alert"><h2>Please correct ${problems.length === 1 ? 'this' : 'these'}:</h2><ul>${problems.map(([f, m]) => `<li><a href="#${f}">${escapeHtml(m!)}</a></li>`).join('')}</ul></div>`
    : '';
  const inputs = FIELDS.map((f) => {
    const error = errors[f.name];
    const described = [f.hint ? `${f.name}-hint` : '', error ? `${f.name}-error` : ''].filter(Boolean).join(' ');
    const value = f.name === 'name' || f.name === 'expiry' ? (form.values?.[f.name] ?? '') : '';
    return `<label for="${f.name}">${f.label}</label>${f.hint ? `<p class="hint" id="${f.name}-hint">${f.hint}</p>` : ''}<input id="${f.name}" name="${f.name}" autocomplete="${f.autocomplete}" required${f.inputmode ? ` inputmode="${f.inputmode}"` : ''}${value ? ` value="${escapeHtml(value)}"` : ''}${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>${error ? `<p class="field-error" id="${f.name}-error">${escapeHtml(error)}</p>` : ''}`;
  }).join('');
  const cancel = `${form.returnTo}`;
  return htmlResponse(
    status,
    'Sandbox payment',
    `<h1>Pay ${escapeHtml(form.brandName)} (test)</h1>
<p>This is the sandbox's hosted payment page. No real card is charged and the card number is never stored.</p>
<section aria-labelledby="test-cards"><h2 id="test-cards">Test cards</h2><ul><li><strong>4242 4242 4242 4242</strong>: approved</li><li><strong>4000 0000 0000 0002</strong>: declined</li></ul><p>Use any future expiry date, any name and any 3-digit CVC. Any other valid card number is declined.</p></section>
${summary}<form method="post" action="/__sandbox/pay" novalidate><input type="hidden" name="token" value="${escapeHtml(form.token)}"><input type="hidden" name="return" value="${escapeHtml(form.returnTo)}">${inputs}<button type="submit">Pay securely</button></form>
<p><a href="${escapeHtml(cancel)}">Cancel and go back</a></p>`,
  );
}

export function outboxPage(entries: readonly OutboxDoc[], brandName: string): Response {
  const rows = entries
    .map((e) => `<tr><td>${escapeHtml(e.time)}</td><td>${e.channel === 'sms' ? 'SMS' : 'E-mail'}</td><td>${escapeHtml(e.recipient)}</td><td>${escapeHtml(e.kind)}</td><td>${e.pin ? `<strong>${escapeHtml(e.pin)}</strong>` : '—'}</td><td>${escapeHtml(e.text)}</td></tr>`)
    .join('');
  const table = entries.length
    ? `<table><caption>Messages, newest first</caption><thead><tr><th scope="col">Time</th><th scope="col">Channel</th><th scope="col">Recipient</th><th scope="col">Kind</th><th scope="col">PIN</th><th scope="col">Text</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No messages yet. PINs and e-mails the sandbox sends appear here.</p>';
  return htmlResponse(200, 'Sandbox outbox', `<h1>Sandbox outbox</h1><p>SMS and e-mail that ${escapeHtml(brandName)}'s sandbox would have sent.</p>${table}`, true);
}
