/** Listing pages: 40 products a page, a page bar window of 5 numbers (spec 000 §9). */
export const PAGE_SIZE = 40
export const PAGE_WINDOW = 5

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** Clamps a requested page (from a query string, possibly junk) into 1..pageCount. */
export function clampPage(requested: unknown, total: number, pageSize = PAGE_SIZE): number {
  const n = typeof requested === 'number' ? requested : Number.parseInt(String(requested ?? ''), 10)
  if (!Number.isFinite(n) || n < 1) return 1
  return Math.min(Math.floor(n), pageCount(total, pageSize))
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): T[] {
  const start = (page - 1) * pageSize
  return items.slice(start, start + pageSize)
}

/** The page numbers shown in the bar: a window of 5 around the current page, kept inside 1..count. */
export function pageWindow(current: number, count: number, size = PAGE_WINDOW): number[] {
  const width = Math.min(size, count)
  let start = Math.max(1, current - Math.floor(width / 2))
  start = Math.min(start, count - width + 1)
  return Array.from({ length: width }, (_, i) => start + i)
}
