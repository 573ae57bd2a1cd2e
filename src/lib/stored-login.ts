/**
 * Whether the browser holds a login, known as the head is parsed: the one inline script that reads it
 * marks <html> with STORED_LOGIN_ATTRIBUTE, and what must not flash before the islands know who is
 * signed in reads the mark (src/layouts/Shell.astro): a guarded screen paints at once instead of
 * staying hidden (src/theme/global.css.ts), the header holds Profile's and LOG OUT's places
 * instead of Login's (src/islands/header/nav.css.ts) and Home holds the store list for the
 * favourites (src/components/HomeBody.astro). The test is the account guard's (src/lib/guard.ts),
 * which decides once the page's code runs; tests/lib/stored-login.test.ts holds the two to the same
 * verdicts. Storage that throws reads as no login.
 *
 * Plain ES5 in a string: it is not bundled, and the page's CSP allows it by its hash.
 */
export const STORED_LOGIN_ATTRIBUTE = 'data-stored-login';

export const STORED_LOGIN_SCRIPT =
  "try{var s=localStorage.getItem('loggedIn');" +
  "if(s!==null&&s!==''&&s!=='false')" +
  `document.documentElement.setAttribute('${STORED_LOGIN_ATTRIBUTE}','')}catch(e){}`;

/**
 * An inline script for later in the page that also sets `attribute` on <html> when the head found a
 * login: a mark that an island later sets and clears itself (Home's `data-favorites-pending`).
 * @example markIfStoredLogin('data-favorites-pending')
 */
export const markIfStoredLogin = (attribute: string) =>
  `var r=document.documentElement;if(r.hasAttribute('${STORED_LOGIN_ATTRIBUTE}'))r.setAttribute('${attribute}','')`;
