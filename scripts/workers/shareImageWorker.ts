/** Share image worker thread: draws its share of cards (see steps/drawCards.ts) and reports progress. */
import { parentPort, workerData } from 'node:worker_threads'
import { drawCards } from '../steps/drawCards'
import type { ImageJob } from '../steps/shareImages'

const { jobs } = workerData as { jobs: ImageJob[] }

drawCards(jobs, (count) => parentPort!.postMessage({ type: 'progress', count }))
  .then(() => parentPort!.postMessage({ type: 'done', results: [] }))
  .catch((error: unknown) => parentPort!.postMessage({ type: 'error', error: (error as Error).stack ?? String(error) }))
