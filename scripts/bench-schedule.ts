// npm run bench:schedule — time to build 14 days of slots for one service (target ≤ 1 ms).
import { performance } from 'node:perf_hooks';
import { buildSchedule, addDays } from '../src/lib/schedule/index.ts';

const today = '2026-11-22';
const schedule = Object.fromEntries(
  Array.from({ length: 15 }, (_, i) => [
    addDays(today, i),
    [
      [660, 900],
      [1020, 1560],
    ] as [number, number][],
  ]),
);
const input = {
  schedule,
  now: { date: today, minutes: 700 },
  service: { lead_time: 30, base_prep_time: 20, requires_address: true },
  isOpen: true,
  rules: { asapToggle: false, disableFutureOrders: false, deliveryGracePeriod: 0 },
  zone: 'America/New_York',
};
const runs = 2000;
for (let i = 0; i < 200; i++) buildSchedule(input);
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const t = performance.now();
  buildSchedule(input);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const slots = buildSchedule(input).days.reduce((n, d) => n + d.hours.length, 0);
const p = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(3);
console.log(`buildSchedule: 14 days, ${slots} slots, IANA zone, ${runs} runs`);
console.log(
  `median ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms (target ≤ 1 ms) ${Number(p(0.5)) <= 1 ? 'OK' : 'OVER'}`,
);
