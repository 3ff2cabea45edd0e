import { describe, expect, it } from 'vitest'
import { retryAfterMs } from '../../scripts/steps/httpClient'

describe('Retry-After', () => {
  it('reads delta-seconds', () => {
    expect(retryAfterMs('3')).toBe(3000)
    expect(retryAfterMs(' 0 ')).toBe(0)
  })
  it('reads an HTTP date relative to now', () => {
    const now = Date.parse('2026-11-21T10:00:00Z')
    expect(retryAfterMs('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5000)
    expect(retryAfterMs('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0)
  })
  it('ignores junk and absence', () => {
    expect(retryAfterMs(undefined)).toBeUndefined()
    expect(retryAfterMs('soon')).toBeUndefined()
    expect(retryAfterMs(['2', '9'])).toBe(2000)
  })
})
