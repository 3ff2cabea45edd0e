/**
 * The browser's live API client: JSON over fetch to `__VITRINE_API_URL__` ('' = same origin), with the session
 * cookie. Failures throw an ApiError carrying the server's `{ message }` so the UI can show it verbatim.
 */
import { unwrap } from './calls'

declare const __VITRINE_API_URL__: string

/** The API base; guarded so unit tests and tools that do not run through Vite's `define` still load this module. */
export const API_BASE: string = (typeof __VITRINE_API_URL__ === 'string' ? __VITRINE_API_URL__ : '').replace(/\/+$/, '')

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    message: string,
    /** HTTP status; 0 when the request never reached the server. */
    readonly status: number,
    /** The server's own message, when it sent one. */
    readonly serverMessage?: string,
    /** The whole answer, when it says more than its message (checkout's 409 carries the new quote). */
    readonly body?: unknown,
  ) {
    super(message)
  }
  get isNetworkError(): boolean {
    return this.status === 0
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Extra request headers, e.g. checkout's `Idempotency-Key`. */
export interface RequestOptions {
  headers?: Record<string, string>
}

export async function apiRequest<T = unknown>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  let response: Response
  try {
    response = await fetch(API_BASE + path, {
      method,
      credentials: 'include',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch (cause) {
    throw new ApiError(cause instanceof Error ? cause.message : 'Network error', 0)
  }
  const text = await response.text()
  let json: unknown = undefined
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    // A proxy's HTML error page: keep the status, no server message.
  }
  if (!response.ok) {
    const serverMessage = unwrap.message(json)
    throw new ApiError(serverMessage ?? `Request failed (${response.status})`, response.status, serverMessage, json)
  }
  return json as T
}

export const api = {
  get: <T = unknown>(path: string) => apiRequest<T>('GET', path),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, body ?? {}, options),
  put: <T = unknown>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body ?? {}),
  delete: <T = unknown>(path: string) => apiRequest<T>('DELETE', path),
}

/** The server's message of a failed call, or the screen's own fallback (spec 000 §8, 001 §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback
}

/** Shown wherever an image is missing or fails to load (spec 000 §8). */
export const PLACEHOLDER_IMAGE = '/placeholder.svg'

/**
 * Image addresses: the API serves media at root-relative paths (`/media/...`), which live on the API host, so
 * they get its base; absolute and data URLs pass through.
 */
export function mediaUrl(src: string | null | undefined, base: string = API_BASE): string {
  if (!src) return PLACEHOLDER_IMAGE
  if (/^(https?:|data:|blob:)/i.test(src) || src.startsWith('//')) return src
  if (src.startsWith('/')) return base + src
  return `${base}/${src}`
}
