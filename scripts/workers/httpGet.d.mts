import type { Dispatcher } from 'undici'

export interface Answer {
  statusCode: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
  /** The body's SHA-1, made as it came in (the server is still sending while the bytes are hashed). */
  sha1: Buffer
}
export interface ConnectionPools {
  dispatcher: Dispatcher
  close(): Promise<void>
}
export interface RetryInfo {
  url: string
  /** Attempts made so far (the one that failed included): the next is attempt + 1. */
  attempt: number
  reason: string
  waitMs: number
}
export declare function connectionPools(options: { timeoutMs: number }, connections: number): ConnectionPools
export declare function retryAfterMs(header: string | string[] | undefined, now?: number): number | undefined
export declare function get(
  url: string,
  pools: Pick<ConnectionPools, 'dispatcher'>,
  headers: Record<string, string>,
  http: { timeoutMs: number; retries: number; backoffMs: number; maxRetryAfterMs: number },
  hooks?: { onStatus?: (status: number) => void; onRetry?: (info: RetryInfo) => void },
  /** Sent as a POST (a read: POST /api/products/by-ids). */
  body?: Buffer,
): Promise<Answer>
