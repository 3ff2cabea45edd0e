/**
 * Share image worker thread: draws its share of cards (see steps/drawCards.ts) and reports progress. A worker
 * started before its cards are known (pool.ts `StartedWorker`) prepares the drawing and waits for them. Its cards come
 * a part at a time (pool.ts `WorkerOrder`): it holds a few thousand cards' models, not half a large catalogue's.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { drawCards, prepareDrawing } from '../steps/drawCards'
import type { ImageJob } from '../steps/shareImages'
import type { WorkerOrder } from './pool'

const nextOrder = () => new Promise<WorkerOrder<ImageJob>>((resolve) => parentPort!.once('message', resolve))
const given = workerData as WorkerOrder<ImageJob> | { jobs: null }

/** Answers the photo files it could not draw (drawCards), the worker's results. */
async function drawEveryPart(): Promise<string[]> {
  let order = given.jobs ? given : await prepareDrawing().then(nextOrder)
  const undrawable = new Set<string>()
  for (;;) {
    for (const file of await drawCards(order.jobs, (count) => parentPort!.postMessage({ type: 'progress', count }))) undrawable.add(file)
    if (!order.more) return [...undrawable]
    const next = nextOrder()
    parentPort!.postMessage({ type: 'drained' })
    order = await next
  }
}

drawEveryPart()
  .then((results) => parentPort!.postMessage({ type: 'done', results }))
  .catch((error: unknown) => parentPort!.postMessage({ type: 'error', error: (error as Error).stack ?? String(error) }))
