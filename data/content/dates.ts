/**
 * Dates as the shop writes them: "3 November 2026" (en-IN, day, month in full, year). Made here rather than with
 * Intl.DateTimeFormat: the first Intl object a page makes starts the browser's ICU, 12–40 ms in one task on this
 * machine and four times that on Lighthouse's phone, and the product page (its reviews), the blog's cards and the
 * policy pages write a date while they hydrate. India keeps one offset all year (UTC+5:30, no summer time), so its
 * calendar day is the UTC day of the time moved by that offset.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const INDIA_OFFSET_MS = 330 * 60_000

export type CalendarZone = 'UTC' | 'Asia/Kolkata'

/** The day of `time` (ms since the epoch) in `zone`, written in full; '' for a time that is not one. */
export function longDate(time: number, zone: CalendarZone): string {
  if (!Number.isFinite(time)) return ''
  const day = new Date(time + (zone === 'Asia/Kolkata' ? INDIA_OFFSET_MS : 0))
  if (Number.isNaN(day.getTime())) return ''
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`
}

/** An ISO date or time from the API, as India's calendar day; '' when it does not parse. */
export function longDateInIndia(iso: string): string {
  return longDate(Date.parse(iso), 'Asia/Kolkata')
}
