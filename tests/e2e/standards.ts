/**
 * The web standards the shop is held to, run over the e2e build: the Nu HTML Checker (npm's vnu-jar, on the Java that
 * tests/ensure-java.js makes sure of) over one page of every template, and axe-core in the test's Chromium.
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Page } from '@playwright/test'

export const E2E_DIST = '.cache/e2e/dist'
const require = createRequire(import.meta.url)

const firstIn = (dir: string, keep: (file: string) => boolean = () => true): string[] => {
  if (!existsSync(dir)) return []
  const found = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(dir, entry.name, 'index.html'))
    .filter((file) => existsSync(file))
    .sort()
    .find(keep)
  return found ? [found] : []
}
const html = (file: string) => readFileSync(file, 'utf8')

/**
 * One page of every template the build writes: each page outside the catalogue and the articles (home, the all-products
 * listing, search, blog, FAQ, contact, the static and policy pages, the sitemap page, the account shells, the 404),
 * an article, a category and a subcategory listing, a listing with a pager, a product page, one with a review pager
 * and one with a clip.
 */
export function templatePages(dist = E2E_DIST): string[] {
  const pages = new Set<string>([path.join(dist, 'index.html'), path.join(dist, '404.html')])
  const walk = (dir: string, depth: number) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || ['assets', 'blog-detail', 'og', 'catalogue'].includes(entry.name)) continue
      const sub = path.join(dir, entry.name)
      if (dir === path.join(dist, 'product') && entry.name !== 'all') continue
      if (existsSync(path.join(sub, 'index.html'))) pages.add(path.join(sub, 'index.html'))
      if (depth < 1) walk(sub, depth + 1)
    }
  }
  walk(dist, 0)
  const categories = path.join(dist, 'product/category')
  const products = path.join(dist, 'product')
  const isProduct = (file: string) => /_[0-9a-f]+\/index\.html$/.test(file) && !file.includes('/category/')
  for (const file of [
    ...firstIn(path.join(dist, 'blog-detail')),
    ...firstIn(categories),
    ...firstIn(categories, (file) => html(file).includes('aria-label="Pages"')),
    ...firstIn(path.join(categories, readdirSync(categories)[0] ?? '')),
    ...firstIn(products, isProduct),
    ...firstIn(products, (file) => isProduct(file) && html(file).includes('aria-label="Pages"')),
    ...firstIn(products, (file) => isProduct(file) && html(file).includes('.webm')),
  ]) {
    pages.add(file)
  }
  return [...pages]
}

export interface NuError {
  page: string
  line?: number
  message: string
  extract?: string
}

/** The Nu HTML Checker's errors on these files (warnings are advice, not faults). */
export function nuErrors(files: string[], dist = E2E_DIST): Promise<NuError[]> {
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar')
  const java = process.env.JAVA_PATH ?? '/usr/bin/java'
  return new Promise((resolve, reject) => {
    // The checker prints its JSON report on stderr and exits 1 when it found errors.
    execFile(java, ['-Xss4m', '-jar', jar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      let report: { messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[] }
      try {
        report = JSON.parse(stderr)
      } catch {
        reject(error ?? new Error(`the Nu HTML Checker printed no report: ${stderr.slice(0, 500)}`))
        return
      }
      resolve(
        report.messages
          .filter((m) => m.type === 'error' || m.type === 'non-document-error')
          .map((m) => ({ page: path.relative(dist, decodeURI((m.url ?? '').replace(/^file:/, ''))), line: m.lastLine, message: m.message, extract: m.extract?.trim() })),
      )
    })
  })
}

export interface AxeViolation {
  screen: string
  rule: string
  impact: string | null
  targets: string[]
  summary: string
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** axe-core's violations on the page as it is now (its default rules, WCAG 2.x A and AA and best practices, or `rules`). */
export async function axeViolations(page: Page, screen: string, rules?: string[], within?: string): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, so the pages' Content-Security-Policy (scripts from the site only) allows it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async ({ rules, within }) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe
    const result = await axe.run((within ? document.querySelector(within) : document) as Document, { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) })
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')), summary: v.nodes[0]?.failureSummary ?? '' }))
  }, { rules, within })
  return violations.map((v) => ({ screen, rule: v.id, impact: v.impact, targets: v.targets.slice(0, 5), summary: `${v.help}: ${v.summary.replace(/\s+/g, ' ').slice(0, 300)}` }))
}
