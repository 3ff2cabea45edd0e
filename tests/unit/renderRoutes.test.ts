/**
 * The render loop (scripts/workers/renderCore.mjs renderRoutes) around a renderer: each page written with its Brotli
 * and gzip copies, and the event loop given turns while it renders.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { renderRoutes } from '../../scripts/workers/renderCore.mjs'

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-render-loop-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const renderer = new URL('../fixtures/pageRenderer.mjs', import.meta.url).pathname
const jobs = (n: number) => Array.from({ length: n }, (_, i) => ({ path: `/product/p-${i}`, url: `/product/p-${i}`, htmlFile: `product/p-${i}/index.html`, is404: false }))

describe('renderRoutes', () => {
  it('writes each page and its Brotli and gzip copies, and answers each page with its links and copies', async () => {
    let told = 0
    const pages = await renderRoutes(jobs(25), { renderer, stagingDir: dir, fresh: true }, (n) => (told += n))
    expect(pages).toHaveLength(25)
    expect(told).toBe(25)
    for (const page of pages) {
      const file = path.join(dir, page.path.slice(1), 'index.html')
      const html = readFileSync(file)
      expect(html.toString()).toContain(`<title>${page.path}</title>`)
      expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(html)
      expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(html)
      expect(page.copies).toBe(3)
      expect(page.bytes).toBe(html.length)
      expect(page.links).toEqual(['/product/all', `${page.path}/reviews`])
    }
  })

  it('gives the event loop turns while it renders, not only once every page is done', async () => {
    let turns = 0
    let pagesAtFirstTurn: number | undefined
    let rendered = 0
    const timer = setInterval(() => {
      turns++
      pagesAtFirstTurn ??= rendered
    }, 0)
    try {
      await renderRoutes(jobs(200), { renderer, stagingDir: dir, fresh: false }, (n) => (rendered += n))
    } finally {
      clearInterval(timer)
    }
    expect(turns).toBeGreaterThan(0)
    expect(pagesAtFirstTurn).toBeLessThan(200)
  })
})
