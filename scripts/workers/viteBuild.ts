/**
 * The page bundle's Vite build, run as a child process by the bundle step: `viteBuild.ts <outDir> <renderer>`. Pre-rendering
 * is held back; the build renders pages itself from the server bundle.
 */
import path from 'node:path'
import { build as esbuild } from 'esbuild'
import { build } from 'vike/api'
import { PROJECT_ROOT } from '../runtime'
import { bundlerErrorLine } from '../steps/bundlerError'

const [outDir, renderer] = process.argv.slice(2)
if (!outDir || !renderer) throw new Error('usage: viteBuild.ts <outDir> <renderer>')

/**
 * The server bundle and vike's renderer as one module. Vite leaves the server's packages as imports, and the first
 * page a thread rendered loaded some 400 modules (vike alone is ~200 files, react-streaming, vike-react…), each
 * resolved, read and linked on its own: about 0.1 s of a one-edit rebuild that renders a handful of pages. The few
 * packages left as imports are CommonJS (one file each) or the contract's zod, which the build has loaded already.
 */
const bundleRenderer = () =>
  esbuild({
    stdin: {
      contents: `import ${JSON.stringify(path.join(outDir, 'server', 'entry.mjs'))}\nexport { renderPage } from 'vike/server'\n`,
      resolveDir: PROJECT_ROOT,
      sourcefile: 'renderer-entry.mjs',
    },
    outfile: renderer,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'zod', 'zod/*', 'sanitize-html'],
    logLevel: 'warning',
  })

try {
  await build({
    viteConfig: { root: PROJECT_ROOT, configFile: path.join(PROJECT_ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } },
    vikeConfig: { prerender: { disableAutoRun: true } },
  })
  await bundleRenderer()
} catch (error) {
  // Left to Node, a page that did not compile ended this process with exit code 0 (after printing the error), and the
  // build went on to fail on the missing client folder (`ENOENT: … scandir …/client`). The bundler's whole report (its
  // code frame) goes first; the last line is the one the bundle step reports: what failed, and where.
  console.error(error)
  console.error(bundlerErrorLine(error))
  process.exit(1)
}
