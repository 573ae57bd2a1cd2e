import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    // Vitest suggests `isolate: false` for speed; it stays on because store tests vi.mock modules
    // and keep module-level atoms, which must not leak from one test file into the next.
  },
});
