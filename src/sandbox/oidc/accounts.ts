import { EMAIL_MAX } from '../../lib/limits.ts';
/** Who the sandbox issuer says you are: any e-mail address is an account, named after itself. */

export type SandboxClaims = {
  sub: string;
  email: string;
  email_verified: true;
  name: string;
  given_name: string;
  family_name?: string;
};

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The claims of the account for an e-mail address (already normalised): the words of the local
 * part, without a +tag, give the names.
 * @example claimsForEmail('dana.demo@example.com') // { sub: 'dana.demo@example.com', …, given_name: 'Dana', family_name: 'Demo', name: 'Dana Demo' }
 */
export function claimsForEmail(email: string): SandboxClaims {
  const local = email.split('@')[0]!.split('+')[0]!;
  const words = local
    .split(/[._-]+/)
    .filter(Boolean)
    .map(capitalise);
  const given = words[0] ?? capitalise(local);
  const family = words.slice(1).join(' ');
  return {
    sub: email,
    email,
    email_verified: true,
    name: family ? `${given} ${family}` : given,
    given_name: given,
    ...(family ? { family_name: family } : {}),
  };
}

/** The sandbox's e-mail rule (validate.ts, which the issuer cannot import: it loads outside Astro's bundle). */
const EMAIL = /^[^\s@]+@[A-Za-z0-9-]{1,64}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,}$/;

/**
 * @example accountEmail(' Dana@Example.COM ') // 'dana@example.com'
 * @example accountEmail('dana') // undefined
 */
export function accountEmail(value: string): string | undefined {
  const email = value.trim().toLowerCase();
  return email.length <= EMAIL_MAX && EMAIL.test(email) ? email : undefined;
}
