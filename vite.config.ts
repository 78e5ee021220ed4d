import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { codeSplitting } from './scripts/code-splitting.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { prerender } from './scripts/vite-prerender.ts';

/**
 * Server test files not run again on PostgreSQL (npm run test:server:pg): each already runs against a PostgreSQL server
 * of its own in the PGlite pass (the spawned-instance tests), or tests PGlite itself.
 */
const PGLITE_ONLY = [
  // Spawn server/main.ts on databases of their own (on TEST_POSTGRES_URL's server when they need one) in the first pass.
  'tests/server/durability.test.ts',
  'tests/server/two-instances.test.ts',
  'tests/server/shutdown.test.ts',
  'tests/server/chat-instances.test.ts',
  'tests/server/jobs-instances.test.ts',
  'tests/server/actor-cache-instances.test.ts',
  // Tests the PGlite Kysely dialect, which a PostgreSQL server does not use.
  'tests/server/pglite-dialect.test.ts',
];

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The server-side build (the patient dashboard's first view, src/prerender/patient-dashboard.tsx) writes no web
  // assets: no compressed copies, no drawn pages.
  plugins: isSsrBuild ? [react()] : [react(), precompress(), prerender()],
  // The same aliases as tsconfig.json's `paths` (ESLint's resolver reads those); Vitest inherits them.
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      { find: /^@contracts\//, replacement: fileURLToPath(new URL('./contracts/', import.meta.url)) },
    ],
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: false, copyPublicDir: false }
    : { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900, rolldownOptions: { output: { codeSplitting } } },
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/web/**/*.test.{ts,tsx}', 'tests/contracts/**/*.test.ts'],
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // TEST_DATABASE=postgres (npm run test:server:pg): every file on its own database of TEST_POSTGRES_URL's server.
          globalSetup: ['tests/server/helpers/postgres-setup.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE === 'postgres' ? PGLITE_ONLY : [])],
          // One migrated PGlite template per worker, cloned per file (see tests/server/helpers/app.ts).
          isolate: false,
          pool: 'forks',
          maxWorkers: 2,
          // Runs after the web project, so the two never compete for the two cores.
          sequence: { groupOrder: 1 },
          // Generous limits (not speed checks): a loaded 2-core machine can take a minute to build a file's app.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}));
