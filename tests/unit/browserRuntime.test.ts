/**
 * The browser runs on Preact's React compatibility layer (vite.config.ts): code that ships to the browser must keep
 * to what that layer covers. A React 19-only hook or useSyncExternalStore's server snapshot would work in the
 * pre-render and the unit tests (React) and break only in a shopper's browser.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import glob from 'fast-glob'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const BROWSER_FOLDERS = ['pages', 'components', 'state']

function sourcesUnder(folder: string): string[] {
  return glob.sync('**/*.{ts,tsx,mts}', { cwd: folder, ignore: ['**/+data.ts', '**/+onBeforePrerenderStart.ts'], absolute: true })
}

const UNSUPPORTED: Array<[RegExp, string]> = [
  [/\buse(Optimistic|ActionState|FormStatus)\b/, 'a React 19-only hook'],
  [/\buseSyncExternalStore\b/, 'useSyncExternalStore (no server snapshot under Preact: use useHydrated)'],
  [/import\s*\{[^}]*\buse\b[^}]*\}\s*from\s*'react'/, "React 19's use()"],
  [/from\s*'react-dom\/server'/, 'react-dom/server in browser code'],
]

describe('browser code keeps to what Preact covers', () => {
  const files = BROWSER_FOLDERS.flatMap((folder) => sourcesUnder(path.join(ROOT, folder)))

  it('finds the browser sources', () => {
    expect(files.length).toBeGreaterThan(50)
  })

  it('uses no API the compatibility layer lacks', () => {
    const found = files.flatMap((file) => {
      // Code only: the comments may name what is avoided and why.
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
      return UNSUPPORTED.filter(([pattern]) => pattern.test(text)).map(([, what]) => `${path.relative(ROOT, file)}: ${what}`)
    })
    expect(found).toEqual([])
  })
})
