import { globSync, readFileSync } from 'node:fs';
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
  'tests/server/quote.test.ts',
  'tests/api/rate-limit-redis.test.ts',
  'tests/api/session-keys.test.ts',
  'tests/api/proxy-sandbox.test.ts',
  'tests/address/sandbox-geo.test.ts',
  'tests/stores/restaurants/restaurants.test.ts',
  'tests/sso/exchange.test.ts',
  'tests/sso/oidc.test.ts',
];

/**
 * What makes a test file need module state of its own: it swaps modules (`vi.mock`, a hoisted
 * setup, `vi.resetModules`), stubs globals or the environment, spies, fakes the clock, or sets
 * `process.env` for the modules it imports (a sandbox database path, a server mode).
 */
const TOUCHES_SHARED_STATE =
  /\bvi\.(mock|doMock|unmock|hoisted|resetModules|stubGlobal|stubEnv|spyOn|useFakeTimers)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|Object\.assign\(process\.env/;

/**
 * Test files that keep a module graph of their own (Vitest's isolation). The rest share their
 * worker's modules from one file to the next: for a file that only calls functions, importing
 * the modules again for each file was most of the suite's time (docs/testing.md).
 */
const OWN_MODULES = globSync(['tests/**/*.test.ts', 'tests/**/*.test.tsx']).filter((f) =>
  TOUCHES_SHARED_STATE.test(readFileSync(f, 'utf8')),
);
const PROCESS_FILES = new Set(globSync(PROCESS_TESTS));

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    // Two cores: one worker each, shared by every project.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: [...PROCESS_TESTS, ...OWN_MODULES],
          pool: 'threads',
          isolate: false,
          // In-process work only; headroom for a machine whose cores are busy with other work.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: OWN_MODULES,
          exclude: PROCESS_TESTS,
          pool: 'threads',
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'processes',
          include: PROCESS_TESTS,
          exclude: OWN_MODULES,
          pool: 'forks',
          isolate: false,
          // A child Node with type stripping, or a sandbox's first seeding, can take 20–40 s at a
          // load of 15–30 on two cores.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'processes-isolated',
          include: OWN_MODULES.filter((f) => PROCESS_FILES.has(f)),
          pool: 'forks',
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
