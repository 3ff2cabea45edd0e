import { describe, expect, it } from 'vitest'
import { runPool, StartedWorker } from '../../scripts/workers/pool'

const WORKER = new URL('../fixtures/partWorker.mjs', import.meta.url)
type Answer = { job: number; part: number }

describe('runPool: a batch handed a part at a time', () => {
  const jobs = Array.from({ length: 23 }, (_, i) => i)

  it('hands each worker its contiguous batch in parts no larger than asked, every job once and in order', async () => {
    let progress = 0
    const answers = await runPool<number, Answer>(WORKER, jobs, { workers: 2, shared: null, split: 'contiguous', part: 5, onProgress: (n) => (progress += n) })
    expect(answers.map((a) => a.job)).toEqual(jobs)
    expect(Math.max(...answers.map((a) => a.part))).toBe(5)
    // Two batches of 12 and 11: parts of 5, 5, 2 and 5, 5, 1.
    expect(answers.filter((a) => a.part < 5).map((a) => a.part)).toEqual([2, 2, 1])
    expect(progress).toBe(jobs.length)
  })

  it('hands a worker started ahead its first part by message, then the rest', async () => {
    const ready = new StartedWorker(WORKER)
    const answers = await runPool<number, Answer>(WORKER, jobs, { workers: 1, shared: null, split: 'contiguous', part: 10, started: [ready] })
    expect(answers.map((a) => a.job)).toEqual(jobs)
    expect(answers.map((a) => a.part)).toEqual([...Array(20).fill(10), 3, 3, 3])
  })

  it('hands the batch whole without a part size', async () => {
    const answers = await runPool<number, Answer>(WORKER, jobs, { workers: 1, shared: null })
    expect(answers.every((a) => a.part === jobs.length)).toBe(true)
  })
})

describe('runPool: stopped by its signal', () => {
  const IDLE = new URL('../fixtures/idleWorker.mjs', import.meta.url)

  it('stops every worker, the one started ahead too, and rejects with the reason', async () => {
    const ready = new StartedWorker(IDLE)
    const exited = new Promise((resolve) => ready.worker.once('exit', resolve))
    const stop = new AbortController()
    const running = runPool<number, number>(IDLE, [1, 2, 3, 4], { workers: 2, shared: null, started: [ready], signal: stop.signal })
    setTimeout(() => stop.abort(new Error('the page bundle failed')), 50)
    await expect(running).rejects.toThrow('the page bundle failed')
    await exited
  })

  it('rejects at once when the signal was aborted already, and stops the worker started ahead', async () => {
    const ready = new StartedWorker(IDLE)
    await expect(runPool<number, number>(IDLE, [1, 2], { workers: 2, shared: null, started: [ready], signal: AbortSignal.abort(new Error('stopped')) })).rejects.toThrow('stopped')
    // Stopped (StartedWorker.stop): its thread ends, which an idle worker never does of itself.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(ready.worker.threadId).toBe(-1)
  })
})
