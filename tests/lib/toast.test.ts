import { describe, expect, it } from 'vitest';
import { EXPIRED_HOME, noticeFromUrl } from '../../src/lib/toast.ts';

// SPEC §4.1, §8: the expiry toast is carried by the navigation to "/" itself.
describe('the expiry notice in the URL (SPEC §4.1)', () => {
  it('goes to "/"', () => {
    expect(new URL(EXPIRED_HOME, 'http://x').pathname).toBe('/');
    expect(noticeFromUrl(`http://x${EXPIRED_HOME}`)).toEqual({ expired: true, rest: '/' });
  });

  it.each<[string, ReturnType<typeof noticeFromUrl>]>([
    ['http://x/?a=1&notice=expired#s', { expired: true, rest: '/?a=1#s' }],
    // Unknown notices never become text on the page, and still leave the address bar.
    ['http://x/?notice=%3Cb%3Ehi', { expired: false, rest: '/' }],
    ['http://x/?a=1', undefined],
  ])('noticeFromUrl(%s)', (href, out) => {
    expect(noticeFromUrl(href)).toEqual(out);
  });
});
