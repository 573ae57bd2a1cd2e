import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Test files that start processes (the CLIs, redis-server, a child Node) or a whole sandbox
 * (SQLite, seeds, the OIDC issuer). On a busy two-core machine one such file takes tens of seconds,
 * so they run in their own project, in child processes, with timeouts sized for that work; the
 * rest stay fast unit tests in worker threads.
 */
const PROCESS_TESTS = [
  'tests/scripts/**/*.test.ts',
  'tests/sandbox/**/*.test.ts',
  'tests/server/redis.test.ts',
  'tests/server/menu.test.ts',
  'tests/server/home-stores.test.ts',
  'tests/api/rate-limit-redis.test.ts',
  'tests/api/session-keys.test.ts',
  'tests/api/proxy-sandbox.test.ts',
  'tests/address/sandbox-geo.test.ts',
  'tests/stores/restaurants/restaurants.test.ts',
  'tests/sso/exchange.test.ts',
  'tests/sso/oidc.test.ts',
];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    // Two cores: one worker each, shared by both projects.
    maxWorkers: 2,
    // Vitest suggests `isolate: false` for speed; it stays on because store tests vi.mock modules
    // and keep module-level atoms, which must not leak from one test file into the next.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: PROCESS_TESTS,
          pool: 'threads',
          // In-process work only; headroom for a machine whose cores are busy with other work.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'processes',
          include: PROCESS_TESTS,
          pool: 'forks',
          // A child Node with type stripping, or a sandbox's first seeding, can take 20–40 s at a
          // load of 15–30 on two cores.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
