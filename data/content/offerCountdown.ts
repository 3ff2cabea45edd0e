/**
 * The header menu's discount timer (spec 001 §2: shown for a category with no inner items): today's offers run
 * until the shopper's local midnight, counted down as HH:MM:SS.
 */

export function msUntilEndOfDay(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
  return midnight.getTime() - now.getTime()
}

const two = (n: number) => String(n).padStart(2, '0')

export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`
}
