/**
 * The records of a list answer, found as its bytes stream in: `{"data":[{…},{…}]}` or `[{…},{…}]`, each record's byte
 * range reported as soon as its closing brace has come. The JSON is read by the npm registry's streaming tokenizer
 * (@streamparser/json), so a record is whatever JSON says it is, strings with braces and escaped quotes included.
 * Nothing is parsed into values here: the caller hashes each record's bytes and parses only the ones it has not seen.
 */
import { createRequire } from 'node:module'
import type { Tokenizer as TokenizerClass } from '@streamparser/json'
import TokenType from '@streamparser/json/utils/types/tokenType.js'
import { collectAfterStep } from '../workers/heap.mjs'

/**
 * The tokenizer alone, loaded on first use: a build whose answers are the last build's never splits one, and the
 * package's index (its parsers too) cost every build's start ~20 ms.
 */
let loaded: typeof TokenizerClass | undefined
const Tokenizer = () => (loaded ??= (createRequire(import.meta.url)('@streamparser/json/tokenizer.js') as { default: typeof TokenizerClass }).default)

type State = 'start' | 'key' | 'colon' | 'open' | 'list' | 'close' | 'done' | 'bad'

export class RecordSplitter {
  private readonly tokenizer = new (Tokenizer())()
  private state: State = 'start'
  private depth = 0
  private listDepth = 0
  private start = -1
  /** Between records: what may come next (a record after `[` or a comma; a comma or the close after a record). */
  private next: 'first' | 'record' | 'separator' = 'first'

  /** `onRecord(start, end)`: a record's bytes, counted from the first byte written plus `base`. */
  constructor(
    private readonly onRecord: (start: number, end: number) => void,
    private readonly base = 0,
  ) {
    this.tokenizer.onToken = ({ token, value, offset }) => this.token(token, value, offset)
    this.tokenizer.onError = () => void (this.state = 'bad')
  }

  /** The next bytes of the answer; false once it cannot be such a list. */
  write(bytes: Uint8Array): boolean {
    if (this.state !== 'bad') {
      try {
        this.tokenizer.write(bytes)
      } catch {
        this.state = 'bad'
      }
    }
    return this.state !== 'bad'
  }

  /** Whether the answer was a whole list of objects, and nothing after it. */
  end(): boolean {
    return this.state === 'done'
  }

  private token(token: TokenType, value: unknown, offset: number): void {
    switch (this.state) {
      case 'start':
        if (token === TokenType.LEFT_BRACE) this.state = 'key'
        else if (token === TokenType.LEFT_BRACKET) this.opened(1)
        else this.state = 'bad'
        return
      case 'key':
        this.state = token === TokenType.STRING && value === 'data' ? 'colon' : 'bad'
        return
      case 'colon':
        this.state = token === TokenType.COLON ? 'open' : 'bad'
        return
      case 'open':
        if (token === TokenType.LEFT_BRACKET) this.opened(2)
        else this.state = 'bad'
        return
      case 'list':
        return this.inList(token, offset)
      case 'close':
        this.state = token === TokenType.RIGHT_BRACE ? 'done' : 'bad'
        return
      default:
        this.state = 'bad'
    }
  }

  private opened(depth: number): void {
    this.state = 'list'
    this.depth = this.listDepth = depth
  }

  private inList(token: TokenType, offset: number): void {
    const opens = token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET
    const closes = token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET
    if (this.depth > this.listDepth) {
      if (opens) this.depth++
      else if (closes && --this.depth === this.listDepth) {
        this.next = 'separator'
        this.onRecord(this.base + this.start, this.base + offset + 1)
      }
      return
    }
    // Between records: a record, a comma, or the list's close, each where JSON allows it; anything else is not a list
    // of records (the tokenizer does not check the grammar).
    if (token === TokenType.LEFT_BRACE && this.next !== 'separator') {
      this.start = offset
      this.depth++
    } else if (token === TokenType.COMMA && this.next === 'separator') this.next = 'record'
    else if (token === TokenType.RIGHT_BRACKET && this.next !== 'record') this.state = this.listDepth === 2 ? 'close' : 'done'
    else this.state = 'bad'
  }
}

/** Fed to the tokenizer a megabyte at a time, as a body streams in. */
const STEP = 1 << 20

/** The byte ranges of the records of a whole answer, or undefined when it is not such a list. */
export function recordRanges(body: Buffer): Array<{ start: number; end: number }> | undefined {
  const ranges: Array<{ start: number; end: number }> = []
  const splitter = new RecordSplitter((start, end) => ranges.push({ start, end }))
  for (let at = 0; at < body.length; at += STEP) {
    if (!splitter.write(body.subarray(at, at + STEP))) return undefined
    // The tokenizer makes a string of every key and value it meets: tens of millions at 100,000 products.
    if (at % (64 * STEP) === 0) collectAfterStep()
  }
  return splitter.end() ? ranges : undefined
}

/**
 * The records of `body[from, to)`, a run of records separated by commas with nothing else (a stretch of a list's
 * inside), or undefined when it is anything else.
 */
export function recordsBetween(body: Buffer, from: number, to: number): Array<{ start: number; end: number }> | undefined {
  const ranges: Array<{ start: number; end: number }> = []
  // Read as the list `[` + the stretch + `]`: its offsets are one past the body's.
  const splitter = new RecordSplitter((start, end) => ranges.push({ start, end }), from - 1)
  const ok = splitter.write(OPEN) && splitter.write(body.subarray(from, to)) && splitter.write(CLOSE)
  return ok && splitter.end() ? ranges : undefined
}

const OPEN = Buffer.from('[')
const CLOSE = Buffer.from(']')
