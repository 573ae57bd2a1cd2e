import { useEffect, useState } from 'react';

/**
 * False while the island renders on the server and hydrates, true after: what only the browser
 * knows (the stored session, live branding) waits for it, so hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
