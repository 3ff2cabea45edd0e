// A share card's photo is drawn as the type its first bytes say (scripts/steps/photoType.ts), not its address.
import { describe, expect, it } from 'vitest'
import { photoType } from '../../scripts/steps/photoType'

const bytes = (...values: number[]) => Uint8Array.from(values)
const text = (value: string) => new TextEncoder().encode(value)

describe('photoType', () => {
  it('knows the raster types the card drawing takes by their signatures', () => {
    expect(photoType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg')
    expect(photoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('image/png')
    expect(photoType(text('GIF89a\x01\x00'))).toBe('image/gif')
    expect(photoType(text('RIFF\x24\x00\x00\x00WEBPVP8 '))).toBe('image/webp')
  })

  it('knows an SVG by its root element, after a byte order mark, declaration, comment or doctype', () => {
    expect(photoType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml')
    expect(photoType(text('\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>'))).toBe('image/svg+xml')
  })

  it('turns away an error page, an empty answer, a truncated signature, and types the drawing cannot take', () => {
    expect(photoType(text('<!DOCTYPE html><html><body>Service unavailable</body></html>'))).toBeUndefined()
    expect(photoType(text('{"message":"Not found"}'))).toBeUndefined()
    expect(photoType(bytes())).toBeUndefined()
    expect(photoType(bytes(0xff, 0xd8))).toBeUndefined()
    // AVIF (an ISO box 'ftyp' with brand 'avif').
    expect(photoType(bytes(0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70, 0x61, 0x76, 0x69, 0x66))).toBeUndefined()
  })
})
