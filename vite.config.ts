import { createHash } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import type { Plugin, UserConfig } from 'vite'

/**
 * Modules every page loads to hydrate, none with styles: React, valtio, the API client, money and the stores the
 * layout starts. Kept in one chunk of their own: left to the automatic split, they are cut into several small
 * chunks as soon as a lazily loaded part (a dialog, a below-the-fold section) shares some of them, and every page
 * then pays for the extra files and their weaker compression (bench:weight).
 */
const EVERY_PAGE =
  /node_modules[\\/](preact|valtio|proxy-compare)[\\/]|[\\/]data[\\/]contract[\\/](calls|client|safeUrl)\.ts$|[\\/]data[\\/]catalogue[\\/]money\.ts$|[\\/]state[\\/](currency|toasts|session|cart|wishlist|buyNow|visitor)\.ts$/

/**
 * Which stylesheet a CSS module joins: one for what every page shows (layout, cards, the shared controls) and one per
 * page kind. A page then waits for two render-blocking stylesheets instead of one per component (vike's default, 11
 * to 14 on the storefront's pages), which on a phone's connection is the difference that counts for first paint.
 */
const STYLESHEET_OF_FOLDER: Record<string, string> = {
  'pages/index': 'home',
  'pages/listing': 'listing',
  'pages/search': 'listing',
  'components/listing': 'listing',
  'pages/product': 'product',
  'components/reviews': 'product',
  'pages/account': 'account',
  'components/addresses': 'account',
  'components/orders': 'account',
  'components/wishlist': 'account',
}
function stylesheetOf(moduleId: string): string {
  const folder = /[\\/](pages|components)[\\/]([^\\/]+)[\\/]/.exec(moduleId)
  if (!folder) return 'shop'
  const kind = STYLESHEET_OF_FOLDER[`${folder[1]}/${folder[2]}`]
  return kind ?? (folder[1] === 'pages' || folder[2] === 'content' ? 'content' : 'shop')
}

/**
 * The server build's CSS is the client build's again, grouped in another order and so under another hash; vike
 * would link both copies from every page. Every stylesheet a page uses is imported by code the browser loads too,
 * so the server build emits none and the pages link the client build's only.
 */
function stylesheetsFromTheClientBuild(): Plugin {
  return {
    name: 'vitrine:stylesheets-from-the-client-build',
    generateBundle(_options, bundle) {
      if (this.environment?.config.consumer !== 'server') return
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'asset' && file.endsWith('.css')) delete bundle[file]
        else if (output.type === 'chunk') output.viteMetadata?.importedCss.clear()
      }
    },
  }
}

/**
 * The browser runs the pages on Preact (its React compatibility layer) while pre-rendering stays on React: the
 * same components, about half the JavaScript a phone downloads and parses before the page answers (bench:weight:
 * a product page 111 → 55 kB gzip), which is most of what stood between the pages and a fast first visit.
 * Only the client environment is redirected; the server build, the prerender and the tests keep React, so the
 * HTML is React's and Preact hydrates it. What the compatibility layer does not cover is avoided in the code:
 * React 19-only hooks (useOptimistic, useActionState, use), refs passed as plain props.
 */
const PREACT_FOR_REACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
}
function preactInTheBrowser(): Plugin {
  return {
    name: 'vitrine:preact-in-the-browser',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const target = PREACT_FOR_REACT[source]
      if (!target || this.environment?.name !== 'client') return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}

/**
 * The shop routes on the server (pages/+config.ts), but `vike/getPageContext`, which vike-react's client render
 * imports, resolves in the browser to vike's client-routing runtime: the whole router (~45 kB) came back into every
 * page with it, and it warned on each page load that client-routing code runs under server routing. In the browser
 * it is the two functions vike-react calls, taken from the hook runtime that vike's server routing uses itself.
 */
const PAGE_CONTEXT_FOR_SERVER_ROUTING = '\0vitrine:vike-getPageContext'
function pageContextForServerRouting(): Plugin {
  const hooks = path.join(ROOT, 'node_modules/vike/dist/shared-server-client/hooks/execHook.js')
  return {
    name: 'vitrine:page-context-for-server-routing',
    enforce: 'pre',
    resolveId(source) {
      return source === 'vike/getPageContext' && this.environment?.name === 'client' ? PAGE_CONTEXT_FOR_SERVER_ROUTING : null
    },
    load(id) {
      if (id !== PAGE_CONTEXT_FOR_SERVER_ROUTING) return null
      return [
        `import { getPageContext_sync, providePageContext } from ${JSON.stringify(hooks)}`,
        'export { providePageContext }',
        'export function getPageContext() { return getPageContext_sync() ?? null }',
      ].join('\n')
    },
  }
}

/**
 * The bundler's output is kept to what a developer should act on (VITRINE_DEBUG=1 shows everything). react-router
 * reads React 19's `use` and `useOptimistic` by name and falls back when they are missing (`useSafe` of its RSC server
 * rendering, `useOptimisticSafe` of RouterProvider): neither is on the account shell's path (BrowserRouter, Routes,
 * Link), and tests/e2e/standards.spec.ts checks that the shipped code holds neither. The same hooks imported by the
 * shop's own code would still be reported.
 */
const GUARDED_REACT_19_IMPORT = /Import `(use|useOptimistic)` will always be undefined[\s\S]*preact[\\/]compat[\s\S]*node_modules[\\/]react-router[\\/]/
type LogHandler = (level: 'debug' | 'info' | 'warn' | 'error', log: { code?: string; message: string }) => void
function quietBuildLog(level: Parameters<LogHandler>[0], log: Parameters<LogHandler>[1], handler: LogHandler): void {
  if (process.env.VITRINE_DEBUG !== '1' && log.code === 'IMPORT_IS_UNDEFINED' && GUARDED_REACT_19_IMPORT.test(log.message)) return
  handler(level, log)
}

const ROOT = path.dirname(fileURLToPath(import.meta.url))

/**
 * A CSS module's class names: `_` and six characters of a hash of its file and name, where Vite's default spells
 * out both (`_card_1ubli_1`). Home's HTML carries some 600 of them, 9.7 kB of its 50 kB budget without scripts
 * (bench:lighthouse); short names halve that on every page, and in the stylesheets. The hash is of the path from the
 * project root, so the server's and the browser's builds, and any checkout, name a class alike.
 */
function shortClassName(name: string, file: string): string {
  const source = path.relative(ROOT, file.split('?')[0]!).split(path.sep).join('/')
  const short = `_${createHash('sha256').update(`${source}:${name}`).digest('base64url').slice(0, 6)}`
  // 36 bits make a clash between two of some 2,000 classes a chance in ~30,000: a build says so rather than let two
  // components share a style.
  const named = shortNames.get(short)
  if (named !== undefined && named !== `${source}:${name}`) throw new Error(`CSS class names clash: ${named} and ${source}:${name} both shorten to ${short}`)
  shortNames.set(short, `${source}:${name}`)
  return short
}
const shortNames = new Map<string, string>()

export default {
  plugins: [preactInTheBrowser(), pageContextForServerRouting(), stylesheetsFromTheClientBuild(), react(), vike()],
  // The live API base the browser calls; '' is the same origin (`vitrine serve` serves pages and API together).
  define: { __VITRINE_API_URL__: JSON.stringify(process.env.VITRINE_API_URL ?? '') },
  css: { modules: { generateScopedName: shortClassName } },
  build: {
    reportCompressedSize: false,
    modulePreload: {
      // The entry of a pre-rendered page is imported by vike's router as soon as it starts, and vike's preload
      // helper would first add a <link rel="modulepreload"> per script chunk the entry imports, 15 of them: on a
      // phone's CPU the longest part of the router's start, in the task before hydration (Lighthouse TBT). The
      // entry's own imports fetch the same chunks one round trip later, after first paint, when nothing waits for
      // them. Lazily loaded parts (dialogs, screens) keep their preloads: a shopper is waiting for those.
      resolveDependencies: (file, deps) => (/(^|\/)entries\/pages_/.test(file) ? [] : deps),
    },
    rolldownOptions: {
      onLog: quietBuildLog,
      // Timing reports (PLUGIN_TIMINGS, and the group labels they ask for) are for profiling the bundler: VITRINE_DEBUG=1.
      checks: { bundlerTimings: process.env.VITRINE_DEBUG === '1' },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: EVERY_PAGE },
            { name: stylesheetOf, test: /\.css$/ },
          ],
        },
      },
    },
  },
} satisfies UserConfig
