import type { Screen } from './routes.ts';

/**
 * The account guard (docs/product.md §2.1): where to send a visitor instead, or undefined to stay.
 * @example guardRedirect({ requiresLogin: true }, null) // '/'
 */
export function guardRedirect(
  target: Pick<Screen, 'requiresLogin'>,
  storedLoggedIn: string | null,
): string | undefined {
  if (!target.requiresLogin) return undefined;
  return storedLoggedIn === null || storedLoggedIn === '' || storedLoggedIn === 'false'
    ? '/'
    : undefined;
}
