/**
 * Share image worker thread: draws its share of cards (see steps/drawCards.ts) and reports progress. A worker
 * started before its cards are known (pool.ts `StartedWorker`) prepares the drawing and waits for them.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { drawCards, prepareDrawing } from '../steps/drawCards'
import type { ImageJob } from '../steps/shareImages'

const given = (workerData as { jobs: ImageJob[] | null }).jobs
const jobs: Promise<ImageJob[]> = given
  ? Promise.resolve(given)
  : prepareDrawing().then(() => new Promise((resolve) => parentPort!.once('message', (order: { jobs: ImageJob[] }) => resolve(order.jobs))))

jobs
  .then((list) => drawCards(list, (count) => parentPort!.postMessage({ type: 'progress', count })))
  .then(() => parentPort!.postMessage({ type: 'done', results: [] }))
  .catch((error: unknown) => parentPort!.postMessage({ type: 'error', error: (error as Error).stack ?? String(error) }))
