// Render worker thread: renders its share of routes (see renderCore.mjs) and reports progress and results.
import { parentPort, workerData } from 'node:worker_threads'
import { renderRoutes } from './renderCore.mjs'

const { jobs, shared } = workerData

renderRoutes(jobs, shared, (count) => parentPort.postMessage({ type: 'progress', count }))
  .then((results) => parentPort.postMessage({ type: 'done', results }))
  .catch((error) => parentPort.postMessage({ type: 'error', error: error?.stack ?? String(error) }))
