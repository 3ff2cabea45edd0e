import { describe, expect, it } from 'vitest'
import { namedList, type NamedRecord } from '../../scripts/steps/namedProducts'
import type { PreviousProducts } from '../../scripts/steps/recordCache'

/** The last build's products as namedList reads them: their ids and raw hashes, in list order. */
function lastBuild(ids: string[]): PreviousProducts {
  const cache = { summaries: ids.map((_id) => ({ _id })), hashes: ids.map((id) => `hash-of-${id}`) }
  return { cache } as unknown as PreviousProducts
}
const record = (id: string | undefined, fields: Record<string, unknown> = {}): NamedRecord => {
  const json = Buffer.from(JSON.stringify({ _id: id, ...fields }))
  return { id, json }
}

describe('the product list of a build told which products changed', () => {
  const previous = lastBuild(['a', 'b', 'c', 'd'])

  it('puts each named record in its place, takes the others over, and leaves out a named product the API no longer has', () => {
    const made = namedList(previous, ['d', 'b', 'gone'], [record('d', { price: 2 }), record('b', { price: 1 })])
    if ('reason' in made) throw new Error(made.reason)
    const at = (i: number) => made.body.toString('utf8', made.ranges[i]!.start, made.ranges[i]!.end)
    expect(made.ranges.map((r) => r.known)).toEqual([0, -1, 2, -1])
    expect(JSON.parse(at(1))).toEqual({ _id: 'b', price: 1 })
    expect(JSON.parse(at(3))).toEqual({ _id: 'd', price: 2 })
    // Named and not answered: gone from the list.
    const without = namedList(previous, ['c'], [])
    if ('reason' in without) throw new Error(without.reason)
    expect(without.ranges.map((r) => r.known)).toEqual([0, 1, 3])
  })

  it('stands for the list by its records: the same records give the same digest, a changed one another', () => {
    const digest = (records: NamedRecord[]) => {
      const made = namedList(previous, ['b'], records)
      if ('reason' in made) throw new Error(made.reason)
      return made.sha1.toString('hex')
    }
    expect(digest([record('b', { price: 1 })])).toBe(digest([record('b', { price: 1 })]))
    expect(digest([record('b', { price: 1 })])).not.toBe(digest([record('b', { price: 2 })]))
  })

  it('cannot place a product new to the shop, one it was not told of, one answered twice, or without a last build', () => {
    expect(namedList(previous, ['e'], [record('e')])).toEqual({ reason: 'product e is new to the shop' })
    expect(namedList(previous, ['a'], [record('a'), record('b')])).toEqual({ reason: 'the API answered a product that was not named (b)' })
    expect(namedList(previous, ['a'], [record('a'), record('a')])).toEqual({ reason: 'the API answered product a twice' })
    expect(namedList(previous, ['a'], [record(undefined)])).toEqual({ reason: 'the API answered a product that was not named (without an _id)' })
    expect(namedList(undefined, ['a'], [record('a')])).toEqual({ reason: 'there is no last build of this code to take the other products over from' })
  })
})
