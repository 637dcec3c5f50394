import { defineConfig } from 'vitest/config';
import { lightRendererPlugin } from './scripts/lightRendererPlugin';

/** Four suites: engine and client units (no DOM), renderer components in a simulated DOM, server contract and scope tests on a real database, Chromium journeys. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        // The renderer's modules as the portal build resolves them (the grid's texts one language per module).
        plugins: [lightRendererPlugin()],
        test: {
          name: 'component', include: ['tests/component/**/*.test.tsx'], environment: 'happy-dom', setupFiles: ['tests/component/support/setup.ts'],
          // Drawing MUI, rjsf and AG Grid in a simulated DOM can take longer than the default 5 s on a busy machine.
          testTimeout: 20_000,
        },
      },
      { test: { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } },
      {
        test: {
          name: 'e2e', include: ['tests/e2e/**/*.test.ts'], environment: 'node', globalSetup: ['tests/e2e/support/globalSetup.ts'], setupFiles: ['tests/e2e/support/pageErrorGuard.ts'],
          testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false,
          // A journey that fails once on a busy machine runs once more; the test command lists every test that passed only then.
          retry: 1,
          // A busy machine may take longer than the default second to show what a poll waits for.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
