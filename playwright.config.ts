import { defineConfig, devices } from '@playwright/test'

/** The e2e shop: a fresh demo database and build, served like production on its own port. */
const PORT = Number(process.env.E2E_PORT ?? 4180)
const E2E_DIR = '.cache/e2e'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command:
      `rm -rf ${E2E_DIR} && node bin/vitrine.js build:catalog --out ${E2E_DIR}/dist --db ${E2E_DIR}/shop.db --snapshot-dir ${E2E_DIR}/snapshot --products 120` +
      ` && node bin/vitrine.js serve --dir ${E2E_DIR}/dist --db ${E2E_DIR}/shop.db --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    // Every journey signs a fresh shopper up from this one address: lift the per-address sign-up limit for the run.
    // The local test gateway processes refunds in 3 s, so a journey sees "Refund initiated" turn into "Refunded".
    env: { ...(process.env as Record<string, string>), VITRINE_SIGNUP_LIMIT_PER_HOUR: '100000', VITRINE_TEST_REFUND_SECONDS: '3' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
