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
