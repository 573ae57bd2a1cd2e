import { useEffect, useState } from 'react';
import { codeValidity, type CodeValidity } from '../../lib/account/rewards.ts';
import * as m from '#messages';

/** A redeem code's validity, re-read every 15 s so the minutes count down. */
export function useValidity(expiresAt: string | null): CodeValidity | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt ? codeValidity(expiresAt, now) : null;
}

/** The local clock time a code expires, e.g. "5:15 PM". */
export function expiryTime(expiresAt: string): string {
  const d = new Date(expiresAt);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleTimeString(m.INTL_LOCALE, { hour: 'numeric', minute: '2-digit' });
}
