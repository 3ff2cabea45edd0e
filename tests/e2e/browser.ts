import type { Page } from '@playwright/test'

/** Collects console errors and uncaught exceptions, so a test can fail on them (hydration mismatches show up here). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}
