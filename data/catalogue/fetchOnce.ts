/**
 * The browser's copy of a static file the build publishes (the card index, the search index): fetched on first
 * use, one shared request, and a failed one forgotten so that a later attempt may succeed.
 */
export function fetchOnce<T>(path: string, read: (body: unknown) => T): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= fetch(path)
      .then((response) => {
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
        return response.json() as Promise<unknown>
      })
      .then(read)
      .catch((error: unknown) => {
        loading = undefined
        throw error
      }))
}
