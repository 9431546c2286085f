import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    projects: [
      {
        // Plain modules in Node: a DOM costs about 0.7 s per file to build. A .ts file that reads the
        // window says so in its first line (`// @vitest-environment jsdom`).
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'dom', include: ['tests/unit/**/*.test.tsx'], environment: 'jsdom' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, not per file: the server's imports cost about 2 s a file, and
          // every suite opens its own database and app (harness.ts), so files share no state.
          isolate: false,
          // Migrates and seeds once a run; each suite's database is a copy (tests/server/support/harness.ts).
          globalSetup: ['tests/server/support/database-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Real server processes for minutes, under load and faults (issue 17): its own step in npm test.
        extends: true,
        test: {
          name: 'soak',
          include: ['tests/soak/**/*.test.ts'],
          environment: 'node',
          testTimeout: 15 * 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
