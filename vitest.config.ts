import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Playwright owns *.spec.ts under tests/e2e; vitest owns *.test.ts and never picks those up.
    include: ['tests/{unit,api,cli}/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
})
