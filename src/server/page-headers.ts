import { contentSecurityPolicy } from './csp.ts';
import { securityHeaders } from './headers.ts';
import { hoistIslandStyle } from './island-styles.ts';
import { etagMatches, etagOf } from './static-files.ts';

/**
 * Finishes a page rendered on demand the way storefront.ts serves a prerendered one: its own
 * Content-Security-Policy pinning the inline scripts and styles it was rendered with
 * (docs/architecture.md §6), the other security headers, and a weak ETag the browser revalidates
 * with (304). The body is read whole, which the hashes need anyway.
 */
export async function finishPage(request: Request, response: Response): Promise<Response> {
  const html = hoistIslandStyle(await response.text());
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
  headers.set('content-security-policy', contentSecurityPolicy(html));
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-cache');
  if (!/charset=/i.test(headers.get('content-type') ?? ''))
    headers.set('content-type', 'text/html; charset=utf-8');
  if (response.status !== 200)
    return new Response(html, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  // Weak: this body may still be compressed on the fly, into bytes this tag never saw.
  const etag = `W/${etagOf(html)}`;
  headers.set('etag', etag);
  if (etagMatches(request.headers.get('if-none-match'), etag)) {
    headers.delete('content-length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(html, { status: 200, headers });
}

const isHtml = (response: Response) =>
  (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');

/** A prerendered page as the build writes it: valid HTML (./island-styles.ts), nothing else changed. */
export async function finishPrerendered(response: Response): Promise<Response> {
  if (!isHtml(response)) return response;
  return new Response(hoistIslandStyle(await response.text()), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** Whether a response is an HTML page that still needs its policy (pages that set their own keep it). */
export function needsPagePolicy(response: Response): boolean {
  return isHtml(response) && !response.headers.has('content-security-policy');
}
