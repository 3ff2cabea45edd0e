/**
 * The page bundle's Vite build, run as a child process by the bundle step: `viteBuild.ts <outDir>`. Pre-rendering
 * is held back; the build renders pages itself from the server bundle.
 */
import path from 'node:path'
import { build } from 'vike/api'
import { PROJECT_ROOT } from '../runtime'

const outDir = process.argv[2]
if (!outDir) throw new Error('usage: viteBuild.ts <outDir>')
await build({
  viteConfig: { root: PROJECT_ROOT, configFile: path.join(PROJECT_ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } },
  vikeConfig: { prerender: { disableAutoRun: true } },
})
