/**
 * Render step: vike's build and pre-render, run in-process through `vike/api` (an npm script's `vite build`
 * silently pre-renders nothing). Pages read the snapshot named by VITRINE_SNAPSHOT_DIR, never the live API.
 *
 * The bundles are built first with pre-rendering held back, then pre-rendered with our own file writer: vike would
 * otherwise print a line per file (thousands on a real catalogue), and owning the write is where counting and
 * incremental publishing hook in.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { InlineConfig } from 'vite'
import { PROJECT_ROOT } from '../runtime'

export interface PrerenderOptions {
  snapshotDir: string
  /** Where vike writes: `<outDir>/client` is the static site, `<outDir>/server` the render bundle. */
  outDir: string
  /** The API base the browser calls; '' for the same origin. */
  apiUrl: string
}

export interface PrerenderResult {
  clientDir: string
  /** HTML documents written, the 404 page included. */
  pages: number
  /** Every file the pre-render wrote (HTML and page data), relative to clientDir. */
  files: string[]
  buildMs: number
  renderMs: number
}

/** What vike hands `onPagePrerender` (0.4.266; the hook is marked experimental, so vike is pinned exactly). */
interface PrerenderedPage {
  _prerenderResult: { filePath: string; fileContent: string }
}

export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderResult> {
  process.env.VITRINE_SNAPSHOT_DIR = path.resolve(options.snapshotDir)
  process.env.VITRINE_API_URL = options.apiUrl
  const outDir = path.resolve(options.outDir)
  const clientDir = path.join(outDir, 'client')
  const viteConfig: InlineConfig = {
    root: PROJECT_ROOT,
    configFile: path.join(PROJECT_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  }
  const { build, prerender } = await import('vike/api')

  const buildStarted = performance.now()
  await build({ viteConfig, vikeConfig: { prerender: { disableAutoRun: true } } })
  const buildMs = performance.now() - buildStarted

  const renderStarted = performance.now()
  const files: string[] = []
  const madeDirs = new Set<string>()
  await prerender({
    viteConfig,
    onPagePrerender: async (pageContext: PrerenderedPage) => {
      const { filePath, fileContent } = pageContext._prerenderResult
      const dir = path.dirname(filePath)
      if (!madeDirs.has(dir)) {
        await mkdir(dir, { recursive: true })
        madeDirs.add(dir)
      }
      await writeFile(filePath, fileContent)
      files.push(path.relative(clientDir, filePath))
    },
  })
  const pages = files.filter((f) => f.endsWith('.html')).length
  return { clientDir, pages, files, buildMs, renderMs: performance.now() - renderStarted }
}
