/**
 * A review picture scaled down in the browser before upload (data/reviews/images.ts): longest side at most 1280 px,
 * drawn on a canvas and encoded as WebP, or JPEG where the browser cannot write WebP, lowering the quality until it
 * fits the API's size limit. Whatever the shopper picked (a phone's huge JPEG, a PNG screenshot), the API receives
 * a small JPEG or WebP as a data URL. Loaded with the write-review modal only.
 */
import { MAX_REVIEW_IMAGE_BYTES, REVIEW_IMAGE_MAX_SIDE, scaledSize } from '../../data/reviews/images'

const QUALITIES = [0.85, 0.7, 0.55, 0.4]

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality))
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the picture'))
    reader.readAsDataURL(blob)
  })
}

/** The picture as a data URL ready for `review_image`; rejects when the file is not a picture the browser can read. */
export async function scalePicture(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file)
  try {
    const size = scaledSize(bitmap.width, bitmap.height, REVIEW_IMAGE_MAX_SIDE)
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No canvas')
    // JPEG has no transparency: a transparent PNG gets the page's paper colour instead of black.
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, size.width, size.height)
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    for (const quality of QUALITIES) {
      let blob = await encode(canvas, 'image/webp', quality)
      // A browser that cannot write WebP answers PNG: ask for JPEG instead.
      if (!blob || blob.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg', quality)
      if (blob && blob.size <= MAX_REVIEW_IMAGE_BYTES) return dataUrlOf(blob)
    }
    throw new Error('Picture too large even after scaling')
  } finally {
    bitmap.close()
  }
}
