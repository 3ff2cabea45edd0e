import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { takeInTurn } from '../../scripts/workers/renderCore.mjs'

/** A thread taking jobs from the queue as a render worker does, answering the jobs it took. */
const TAKER = `
const { parentPort, workerData } = require('node:worker_threads')
import(workerData.core).then(({ takeInTurn }) => {
  const taken = []
  for (const job of takeInTurn(workerData.jobs, workerData.taken)) taken.push(job)
  parentPort.postMessage(taken)
})
`

describe('takeInTurn: one queue of pages for every render thread', () => {
  it('gives each job to exactly one thread, this one and two workers taking from the same counter', async () => {
    const jobs = Array.from({ length: 5000 }, (_, i) => `/product/p-${i}`)
    const taken = new Int32Array(new SharedArrayBuffer(4))
    const core = new URL('../../scripts/workers/renderCore.mjs', import.meta.url).href
    const workers = [0, 1].map(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const worker = new Worker(TAKER, { eval: true, workerData: { jobs, taken, core } })
          worker.once('message', (list: string[]) => void worker.terminate().then(() => resolve(list)))
          worker.once('error', reject)
        }),
    )
    const here: string[] = []
    for (const job of takeInTurn(jobs, taken)) {
      here.push(job)
      // Lets the workers start and take their turns while this thread takes its own.
      if (here.length % 100 === 0) await new Promise((resolve) => setImmediate(resolve))
    }
    const all = [here, ...(await Promise.all(workers))]
    const every = all.flat()
    expect(every).toHaveLength(jobs.length)
    expect(new Set(every).size).toBe(jobs.length)
    expect(new Set(every)).toEqual(new Set(jobs))
  })

  it('is empty for a queue another thread has emptied', () => {
    const taken = new Int32Array(new SharedArrayBuffer(4))
    expect([...takeInTurn(['/a', '/b'], taken)]).toEqual(['/a', '/b'])
    expect([...takeInTurn(['/a', '/b'], taken)]).toEqual([])
  })
})
