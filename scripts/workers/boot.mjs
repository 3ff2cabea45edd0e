// Worker threads start without the CLI's TypeScript loader; this registers tsx in the worker, then loads the
// TypeScript worker module named by the parent.
import { register } from 'tsx/esm/api'
import { workerData } from 'node:worker_threads'

register()
await import(workerData.module)
