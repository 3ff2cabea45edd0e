import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressInAdvance } from '../../scripts/steps/compress'
import { concurrencyLimit } from '../../scripts/steps/mapLimit'

describe('a concurrency limit', () => {
  it('runs at most its limit of tasks at once, in the order they came, each answering its own result', async () => {
    const gate = concurrencyLimit(2)
    let running = 0
    let most = 0
    const started: number[] = []
    const task = (i: number) => async () => {
      started.push(i)
      most = Math.max(most, ++running)
      await new Promise((resolve) => setTimeout(resolve, 5 + ((i * 7) % 4)))
      running--
      return i * 10
    }
    const results = await Promise.all(Array.from({ length: 9 }, (_, i) => gate(task(i))))
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80])
    expect(most).toBe(2)
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('gives a failed task its place back, and its caller the error', async () => {
    const gate = concurrencyLimit(1)
    const failed = gate(() => Promise.reject(new Error('no')))
    const next = gate(async () => 'next')
    await expect(failed).rejects.toThrow('no')
    await expect(next).resolves.toBe('next')
  })
})

describe('site files compressed in advance', () => {
  it('makes each changed compressible file its Brotli and gzip copies, a few at a time', async () => {
    const files = new Map<string, string>(Array.from({ length: 12 }, (_, i) => [`catalogue/cards/c-${i}.json`, JSON.stringify({ cards: Array.from({ length: 200 }, (_, j) => ({ id: `p-${i}-${j}`, name: 'Handloom Cotton Saree' })) })] as const))
    files.set('share/x.png', 'not text')
    const made = compressInAdvance(files, [...files.keys()])
    // The build lets the contents go once the files are written, while copies may still be waiting their turn.
    const contents = new Map(files)
    files.clear()
    expect([...made.keys()]).toEqual([...contents.keys()].filter((file) => file.endsWith('.json')))
    for (const [file, copies] of made) {
      const { size, copies: [br, gz] } = await copies
      expect(size).toBe(Buffer.byteLength(contents.get(file)!))
      expect(brotliDecompressSync(br).toString()).toBe(contents.get(file))
      expect(gunzipSync(gz).toString()).toBe(contents.get(file))
    }
  })
})
