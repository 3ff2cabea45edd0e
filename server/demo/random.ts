/**
 * Seeded randomness for the demo catalogue. The same seed must give byte-identical data on every machine, so
 * nothing here touches Math.random or the clock.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(list: readonly T[]): T
  /** `count` distinct items in random order (fewer if the list is shorter). */
  sample<T>(list: readonly T[], count: number): T[]
  /** Picks by weight: `weights[i]` is the relative chance of `list[i]`. */
  weighted<T>(list: readonly T[], weights: readonly number[]): T
}

/** FNV-1a over the parts: turns (seed, 'products') into an independent stream seed. */
export function hashSeed(...parts: Array<string | number>): number {
  let hash = 0x811c9dc5
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

/** mulberry32: tiny and fast; plenty for demo data, and its outputs within one stream never repeat early. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('pick from an empty list')
    return list[int(0, list.length - 1)] as T
  }
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample<T>(list: readonly T[], count: number): T[] {
      const copy = [...list]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i)
        ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
      }
      return copy.slice(0, Math.max(0, count))
    },
    weighted<T>(list: readonly T[], weights: readonly number[]): T {
      const total = weights.reduce((sum, w) => sum + w, 0)
      let roll = next() * total
      for (let i = 0; i < list.length; i++) {
        roll -= weights[i] ?? 0
        if (roll < 0) return list[i] as T
      }
      return list[list.length - 1] as T
    },
  }
}

/**
 * Mongo-like ObjectIds (24 hex): 4 bytes of creation time, 5 bytes fixed per catalogue, a 3-byte counter.
 * Like Mongo's own, they are unique by construction (the counter) rather than by luck, and sort by creation time.
 */
export function createObjectIds(seed: number): (createdAt: Date) => string {
  const random = createRandom(hashSeed(seed, 'object-ids'))
  const machine = Array.from({ length: 5 }, () => random.int(0, 255).toString(16).padStart(2, '0')).join('')
  let counter = random.int(0, 0xffff)
  return (createdAt) => {
    counter = (counter + 1) % 0x1000000
    const seconds = Math.floor(createdAt.getTime() / 1000)
    return seconds.toString(16).padStart(8, '0').slice(-8) + machine + counter.toString(16).padStart(6, '0')
  }
}
