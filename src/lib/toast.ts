/** A short message on screen (SPEC §2.12): what the toast store holds and the toast stack draws. */
export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'success' | 'error';
}

/**
 * Home with SPEC §4.1's expiry notice: the navigation itself carries it, so it cannot be lost to a
 * race with storage written just before the page unloads. Only a code travels, never text.
 */
export const EXPIRED_HOME = '/?notice=expired';

/**
 * Whether a URL carries the expiry notice, and the URL without any notice (for the address bar).
 * An unknown notice is dropped: no one can put words on the page through a link.
 * @example noticeFromUrl('http://x/?notice=expired&a=1') // { expired: true, rest: '/?a=1' }
 */
export function noticeFromUrl(href: string): { expired: boolean; rest: string } | undefined {
  const url = new URL(href);
  const code = url.searchParams.get('notice');
  if (code === null) return undefined;
  url.searchParams.delete('notice');
  return { expired: code === 'expired', rest: url.pathname + url.search + url.hash };
}
