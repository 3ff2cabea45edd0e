/**
 * The floor the build's render step is measured against: for the same pages, with the data the build gave each (the
 * page context inline in its published HTML), the raw React `renderToString` of layout + page, then a plain write of
 * the same files per page (the page and its compressed copies). No routing, no data hooks, no document shell: what no
 * pipeline can go below.
 *
 * It runs in a process of its own with NODE_ENV=production (`floorInChild`), as `vitrine` renders: React picks its
 * build by NODE_ENV when it is first loaded, and the bench's process has none. Measured in the bench's process, the
 * floor rendered with React's development build (its prop validation, key warnings and owner stacks): on the same
 * 10,000-product site its renderToString took 20.6 s against 14.0–16.7 s with the production build the pipeline
 * renders with, and every ratio printed was flattered.
 */
import { spawn } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createRequire } from 'node:module'
import type { ComponentType, ReactNode } from 'react'
import { htmlFileFor } from '../data/catalogue/routes'
import { compressedCopies } from '../data/hostRules'
import { MANIFEST_FILE, type BuildManifest } from '../scripts/steps/manifest'
import { PROJECT_ROOT } from '../scripts/runtime'

interface PageModules {
  Page: ComponentType
  Layouts: ComponentType<{ children: ReactNode }>[]
}

/** Tasks run 64 at a time: at 50,000 pages, reading every file at once ran out of file handles (EMFILE). */
async function inTurns<T>(tasks: Array<() => Promise<T>>): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++
      results[i] = await tasks[i]!()
    }
  }
  await Promise.all(Array.from({ length: 64 }, worker))
  return results
}

type Serialized = Record<string, { valueSerialized: { exportValues?: { default: unknown } } | Array<{ exportValues?: { default: unknown } }> }>

export interface Floor {
  pages: number
  renderMs: number
  writeMs: number
  copiesMs: number
  /** The React build the floor rendered with: 'production', as the pipeline's. */
  react: string
}

/** The floor measured in a child process with the production React build (see above); its result is its last line. */
export function floorInChild(siteDir: string, floorDir: string, checkout = PROJECT_ROOT): Promise<Floor> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), siteDir, floorDir, checkout], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let stdout = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the floor failed (exit ${code})`))
      resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as Floor)
    })
  })
}

export async function measureFloor(siteDir: string, floorDir: string, checkout = PROJECT_ROOT): Promise<Floor> {
  const manifest = JSON.parse(await readFile(path.join(siteDir, MANIFEST_FILE), 'utf8')) as BuildManifest
  // The checkout's own React, the one its bundle's components call hooks of.
  const require = createRequire(path.join(checkout, 'package.json'))
  const { createElement } = require('react') as typeof import('react')
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server')
  // The file React's entry loaded: react.production.js or react.development.js, by NODE_ENV.
  const react = /react\.(\w+)\.js$/.exec(Object.keys(require.cache).find((file) => /[\\/]react[\\/]cjs[\\/]react\.\w+\.js$/.test(file)) ?? '')?.[1] ?? 'unknown'
  const bundle = path.join(checkout, '.cache', 'bundle', manifest.codeHash, 'server')
  await import(pathToFileURL(path.join(bundle, 'entry.mjs')).href)
  const { VikeReactProviderPageContext } = (await import(pathToFileURL(path.join(checkout, 'node_modules/vike-react/dist/hooks/usePageContext.js')).href)) as {
    VikeReactProviderPageContext: ComponentType<{ pageContext: unknown; children?: ReactNode }>
  }
  const modules = new Map<string, PageModules>()
  const pageModules = async (pageId: string): Promise<PageModules> => {
    const known = modules.get(pageId)
    if (known) return known
    const entry = path.join(bundle, 'entries', `${pageId.replace(/^\//, '').replace(/\//g, '_')}.mjs`)
    const { configValuesSerialized: config } = (await import(pathToFileURL(entry).href)) as { configValuesSerialized: Serialized }
    const one = (v: Serialized[string]['valueSerialized']) => (Array.isArray(v) ? v : [v]).map((x) => x.exportValues?.default)
    const found = { Page: one(config.Page!.valueSerialized)[0] as ComponentType, Layouts: (config.Layout ? one(config.Layout.valueSerialized) : []) as PageModules['Layouts'] }
    modules.set(pageId, found)
    return found
  }

  // The catalogue pages (shells and the 404 are not pre-rendered content), a batch at a time: read (untimed), rendered
  // (timed), written (timed). All at once, 20,000 pages' contexts and HTML ran the bench out of its 4 GB heap.
  const routes = Object.keys(manifest.routes).filter((route) => manifest.routes[route]!.hash !== 'shell')
  let renderMs = 0
  let writeMs = 0
  let copiesMs = 0
  for (let from = 0; from < routes.length; from += FLOOR_BATCH) {
    const batch = routes.slice(from, from + FLOOR_BATCH)
    const contexts = await inTurns(
      batch.map((route) => async () => {
        const html = await readFile(path.join(siteDir, htmlFileFor(route)), 'utf8')
        const json = EMBEDDED.exec(html)?.[1]
        if (json === undefined) throw new Error(`${route}: no page context in its HTML`)
        return { route, pageContext: JSON.parse(json) as { pageId: string; data: unknown } }
      }),
    )
    for (const { pageContext } of contexts) await pageModules(pageContext.pageId)
    // The build publishes a Brotli and a gzip copy beside each page file: the floor writes the same bytes (taken from
    // the published site, not compressed again), since no pipeline can publish them without writing them.
    const copies = await inTurns(
      contexts.map(({ route }) => async () => {
        const files = compressedCopies(htmlFileFor(route))
        return Promise.all(files.map(async (file) => [file, await readFile(path.join(siteDir, file)).catch(() => undefined)] as const))
      }),
    )

    const renderStarted = performance.now()
    const html: string[] = []
    for (const { route, pageContext } of contexts) {
      const { Page, Layouts } = modules.get(pageContext.pageId)!
      const context = { ...pageContext, urlPathname: route, urlOriginal: route, config: {}, isClientSide: false }
      let tree: ReactNode = createElement(Page)
      for (const Layout of [...Layouts].reverse()) tree = createElement(Layout, null, tree)
      html.push(renderToString(createElement(VikeReactProviderPageContext, { pageContext: context }, tree)))
    }
    renderMs += performance.now() - renderStarted

    const writeStarted = performance.now()
    for (const [i, { route }] of contexts.entries()) {
      const file = path.join(floorDir, htmlFileFor(route))
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, html[i]!)
      const copiesStarted = performance.now()
      for (const [copy, bytes] of copies[i]!) if (bytes) await writeFile(path.join(floorDir, copy), bytes)
      copiesMs += performance.now() - copiesStarted
    }
    writeMs += performance.now() - writeStarted
  }
  return { pages: routes.length, renderMs, writeMs, copiesMs, react }
}

/** vike's inline page context: the data each page hydrates with, and the floor renders from. */
const EMBEDDED = /<script id="vike_pageContext" type="application\/json">([\s\S]*?)<\/script>/

/** Pages read, rendered and written per batch of the floor. */
const FLOOR_BATCH = 500

// `node --import tsx bench/buildFloor.ts <site> <floor dir> <checkout>` (floorInChild): the floor's figures as JSON.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [siteDir, floorDir, checkout] = process.argv.slice(2)
  console.log(JSON.stringify(await measureFloor(siteDir!, floorDir!, checkout)))
}
