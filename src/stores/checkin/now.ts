/**
 * The time the check-in screens judge the window by, moved on every 15 s while something shows it,
 * so "I'm here" appears when the window opens without a reload.
 */
import { atom, onMount } from 'nanostores';

const TICK_MS = 15_000;

export const $checkinNow = atom(Date.now());

onMount($checkinNow, () => {
  $checkinNow.set(Date.now());
  const timer = setInterval(() => $checkinNow.set(Date.now()), TICK_MS);
  return () => clearInterval(timer);
});
