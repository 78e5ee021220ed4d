import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);

// Debian's Chromium: Playwright cannot download its own browser here.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The real server on an in-memory database with the demo data; the SPA is built by `npm test` first.
    command: 'node --import tsx server/main.ts',
    env: {
      DATABASE_URL: 'memory://',
      PORT: String(E2E_PORT),
      HOST: 'localhost',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PHARMACY_SANDBOX_STEP_SECONDS: '2',
      // The specs sign the same demo accounts in many times (the admin a dozen) within one 15-minute rate window, all
      // from one address: more codes per account (default 5) and per address (default 100) than a person would ask
      // for. The limits are tested in tests/server/auth-login.test.ts and auth-limits.test.ts.
      OTP_MAX_SENDS: '40',
      OTP_MAX_SENDS_PER_IP: '400',
    },
    // Node cannot resolve *.localhost; the browser can.
    url: `http://127.0.0.1:${E2E_PORT}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
