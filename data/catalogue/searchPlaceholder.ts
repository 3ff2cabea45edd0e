/**
 * The header search's animated placeholder (spec 001 §2, §9): "Search for {category}", each category typed at
 * 100 ms a character, held 1.5 s, deleted at 50 ms a character, then the next. A pure function of time, so the
 * component only asks what to show and when the next change is due.
 */
export const TYPE_MS = 100
export const DELETE_MS = 50
export const PAUSE_MS = 1500
export const PLACEHOLDER_PREFIX = 'Search for '
/** When the shop has no categories to name. */
export const PLAIN_PLACEHOLDER = 'Search products'

export interface PlaceholderFrame {
  text: string
  /** The category being typed or deleted: its still text is what the box shows while the shopper uses it. */
  category: number
  /** Milliseconds until the text may change next. */
  nextInMs: number
}

const named = (categories: readonly string[]) => categories.map((c) => c.trim()).filter(Boolean)

/** The still text: the static HTML's, and the one shown under reduced motion or while the box is in use. */
export function stillPlaceholder(categories: readonly string[], at = 0): string {
  const names = named(categories)
  return names.length > 0 ? PLACEHOLDER_PREFIX + names[at % names.length] : PLAIN_PLACEHOLDER
}

const cycleOf = (name: string) => name.length * (TYPE_MS + DELETE_MS) + PAUSE_MS

const cycleTotal = (names: string[]) => names.reduce((sum, name) => sum + cycleOf(name), 0)

/** When category `category` is next fully typed and held, in the animation's time: where a paused animation resumes. */
export function holdStartMs(categories: readonly string[], category: number): number {
  const names = named(categories)
  if (names.length <= 1) return 0
  const k = category % names.length
  return cycleTotal(names.slice(0, k)) + (names[k]!.length - names[0]!.length) * TYPE_MS
}

/**
 * The frame `elapsedMs` after the animation starts. It starts with the first category fully typed (the still
 * text, so the static HTML and the first animated frame agree) and holding, then deletes, then types the next.
 */
export function placeholderAt(categories: readonly string[], elapsedMs: number): PlaceholderFrame {
  const names = named(categories)
  if (names.length <= 1) return { text: stillPlaceholder(names), category: 0, nextInMs: Infinity }
  let t = (Math.max(0, elapsedMs) + names[0]!.length * TYPE_MS) % cycleTotal(names)
  let category = 0
  while (t >= cycleOf(names[category]!)) t -= cycleOf(names[category++]!)
  const name = names[category]!
  const typed = name.length * TYPE_MS
  const show = (chars: number, nextInMs: number): PlaceholderFrame => ({ text: PLACEHOLDER_PREFIX + name.slice(0, chars), category, nextInMs })
  if (t < typed) return show(Math.floor(t / TYPE_MS), TYPE_MS - (t % TYPE_MS))
  if (t < typed + PAUSE_MS) return show(name.length, typed + PAUSE_MS - t)
  const deleting = t - typed - PAUSE_MS
  return show(name.length - 1 - Math.floor(deleting / DELETE_MS), DELETE_MS - (deleting % DELETE_MS))
}
