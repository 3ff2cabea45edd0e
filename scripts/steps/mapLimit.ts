/**
 * Runs `fn` over the items with at most `limit` of them under way at once. Starting tens of thousands of file
 * operations at once (a cold build's share cards linked into the staging folder) holds every one's promise, path and
 * error object alive together: at 100,000 products that was over half a gigabyte of the build thread's heap.
 */
export async function mapLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!)
  })
  await Promise.all(workers)
}

/**
 * A gate through which at most `limit` tasks run at once, started in the order they came; each call answers its own
 * task's result. For work whose every item is wanted as a promise of its own (compressInAdvance), where mapLimit's
 * one promise for them all will not do.
 */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0
  const waiting: Array<() => void> = []
  // A finished task hands its place straight to the next waiting one.
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
  return async (task) => {
    if (running < limit) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      release()
    }
  }
}
