/**
 * Sharded builds: `vitrine build:catalog --shard i/n` renders and draws only its share of a site's pages and share
 * cards, and `vitrine build:merge` publishes the union of n such shares (merge.ts). A page or card belongs to one
 * share by a hash of its path alone, so every runner, whatever it fetched first, agrees on who makes what, and a page
 * stays in its share from one night to the next (a shard's artifact folder, kept between runs, rebuilds incrementally).
 */
import { hash } from 'node:crypto'

export interface Shard {
  /** 1 to count. */
  index: number
  count: number
}

/** `i/n` as the flag gives it, or undefined when it is not one (1 ≤ i ≤ n). */
export function parseShard(text: string): Shard | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim())
  if (!match) return undefined
  const [index, count] = [Number(match[1]), Number(match[2])]
  return count >= 1 && index >= 1 && index <= count && count <= 1000 ? { index, count } : undefined
}

/** The share (1 to count) a route or a published file belongs to. */
export function shardOf(key: string, count: number): number {
  return (hash('sha1', key, 'buffer').readUInt32BE(0) % count) + 1
}

/** Whether a route or file is this shard's to make; every one is a whole build's. */
export function ownedBy(shard: Shard | undefined): (key: string) => boolean {
  return shard && shard.count > 1 ? (key) => shardOf(key, shard.count) === shard.index : () => true
}

export const describeShard = (shard: Shard) => `${shard.index}/${shard.count}`

/**
 * What a whole site is made of, as one key: every route with its hash and every share card with its hash. Each shard
 * records the key of the site it is a share of; the merge makes it again from the union of the shares, and they must
 * be equal: then every page and card is there once, made from the same catalogue by the same code.
 */
export function siteKey(routes: ReadonlyMap<string, string> | Record<string, string>, images: Record<string, string>): string {
  const lines = [...(routes instanceof Map ? routes : Object.entries(routes))].map(([route, hash]) => `r ${route} ${hash}`)
  for (const [file, hash] of Object.entries(images)) lines.push(`i ${file} ${hash}`)
  return hash('sha256', lines.sort().join('\n'), 'base64url')
}
