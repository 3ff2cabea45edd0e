// Render worker thread: renders its share of routes (see renderCore.mjs) and reports progress and results.
import { parentPort, workerData } from 'node:worker_threads'
import { renderRoutes, takeInTurn } from './renderCore.mjs'

const { jobs, shared, queue } = workerData
// With a queue's counter (runPool's `queue`), the jobs are the whole queue, and this thread renders those it takes.
const mine = queue ? takeInTurn(jobs, queue) : jobs

// Results go with each progress report, not all at the end: the build thread takes each page's links into the
// strings it already holds as they come (a message's strings are copies: at 50,000 pages, the worker's half sent at
// once was ~165 MB of links on the build thread), and this thread keeps none of them.
renderRoutes(mine, shared, (count, results) => parentPort.postMessage({ type: 'progress', count, results }), false)
  .then((results) => parentPort.postMessage({ type: 'done', results }))
  .catch((error) => parentPort.postMessage({ type: 'error', error: error?.stack ?? String(error) }))
