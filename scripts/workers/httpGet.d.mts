import type { Agent, IncomingHttpHeaders } from 'node:http'

export interface Answer {
  statusCode: number
  headers: IncomingHttpHeaders
  body: Buffer
  /** The body's SHA-1, made as it came in (the server is still sending while the bytes are hashed). */
  sha1: Buffer
}
export declare function get(url: string, poolFor: (url: URL) => Agent, headers: Record<string, string>, signal: AbortSignal, onStatus?: (status: number) => void): Promise<Answer>
export declare function connectionPools(options: { timeoutMs: number }, connections: number): { poolFor(url: URL): Agent; close(): Promise<void> }
