// The local provider's own pages (local-provider.ts): its sign-in form and messages, plain accessible HTML.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';

const MAX_FORM_BYTES = 16 * 1024;


export const escapeHtml = (value: unknown) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1a1a1a;background:#f4f4f5}
main{max-width:22rem;margin:0 auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.5rem;margin:0 0 1rem}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.5rem;font:inherit;border:1px solid #71717a;border-radius:.25rem}
button{margin-top:1.25rem;width:100%;padding:.6rem;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.25rem;cursor:pointer}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}[role=alert]{color:#b91c1c;font-weight:600}`;

export function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function signInPage(uid: string, email: string, failed: boolean): string {
  return page(
    'Sign in',
    `<h1>Sign in</h1>
${failed ? '<p role="alert">The email or password is not correct.</p>\n' : ''}<form method="post" action="/interaction/${escapeHtml(encodeURIComponent(uid))}/login">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>`,
  );
}

export const messagePage = (title: string, message: string) => page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);

export function send(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  res.end(html);
}

/** The urlencoded form body; null when it is larger than any sign-in form. */
export async function readForm(req: IncomingMessage): Promise<Record<string, string> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  const form: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseQuery(Buffer.concat(chunks).toString('utf8')))) {
    form[name] = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  }
  return form;
}
