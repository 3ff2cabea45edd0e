import { describe, expect, it } from 'vitest'
import { RecordSplitter, recordRanges, recordsBetween } from '../../scripts/steps/recordSplitter'

// Strings that would fool a scan that is not a JSON scan, and characters of two to four bytes.
const records = [
  { _id: 'p1', name: 'Kurta "v1" },{ ] ₹1,299 ‘hand-woven’ 🪡', tags: ['a', { x: '\\' }] },
  { _id: 'p2', price: 100, nested: [[{}], []] },
  { _id: 'p3' },
]

describe('the records of a list answer, as its bytes stream in', () => {
  it('finds each record, chunk by chunk, at its byte range, however the bytes are cut', () => {
    for (const body of [Buffer.from(JSON.stringify({ data: records })), Buffer.from(JSON.stringify(records, null, 2))]) {
      for (const size of [1, 3, 7, 64, body.length]) {
        const found: Array<[number, number]> = []
        const splitter = new RecordSplitter((start, end) => found.push([start, end]))
        for (let at = 0; at < body.length; at += size) expect(splitter.write(body.subarray(at, at + size))).toBe(true)
        expect(splitter.end()).toBe(true)
        expect(found.map(([start, end]) => JSON.parse(body.toString('utf8', start, end)))).toEqual(records)
      }
    }
  })

  it('refuses anything but a list of objects in the contract envelope', () => {
    for (const text of ['[{"a":1},2]', '{"data":[],"more":1}', '{"items":[]}', '[{"a":1}', '[{"a":1}{"b":2}]', '[{"a":1},]', '[,{"a":1}]', '[] []', '{"data":[{"a":1}]} x']) {
      expect(recordRanges(Buffer.from(text)), text).toBeUndefined()
    }
    expect(recordRanges(Buffer.from(' {"data": [ ] }\n'))).toEqual([])
  })

  it('splits a stretch of a list, records and commas only', () => {
    const body = Buffer.from('xx{"a":"é"} , {"b":2}yy')
    expect(recordsBetween(body, 2, 22)).toEqual([
      { start: 2, end: 12 },
      { start: 15, end: 22 },
    ])
    expect(recordsBetween(body, 2, 2)).toEqual([])
    expect(recordsBetween(body, 2, 14)).toBeUndefined()
  })
})
