/**
 * Shoppers' review pictures: each data URL is decoded, checked by its bytes (JPEG, PNG or WebP, and the type it
 * claims), held to the size limit, and written under `reviews/` in the media folder, named by a hash of its bytes
 * (so a name never changes content, as /media/ promises). Everything is checked before anything is written.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import {
  IMAGE_EXTENSIONS, MAX_REVIEW_IMAGE_BYTES, parseDataUrl, REVIEW_IMAGE_SIZE_MESSAGE, REVIEW_IMAGE_TYPE_MESSAGE, sniffImageType, type ReviewImageType,
} from '../../data/reviews/images'
import { ApiError } from '../http/errors'
import { MEDIA_PREFIX } from './paths'

const REVIEW_FOLDER = 'reviews'
const sameType = (declared: string, actual: ReviewImageType) => declared === actual || (declared === 'image/jpg' && actual === 'image/jpeg')

export function decodeReviewImage(ref: string): { bytes: Buffer; type: ReviewImageType } {
  const parsed = parseDataUrl(ref)
  if (!parsed) throw new ApiError(400, REVIEW_IMAGE_TYPE_MESSAGE)
  const bytes = Buffer.from(parsed.base64, 'base64')
  if (bytes.length > MAX_REVIEW_IMAGE_BYTES) throw new ApiError(400, REVIEW_IMAGE_SIZE_MESSAGE)
  const type = sniffImageType(bytes)
  if (!type || !sameType(parsed.declared, type)) throw new ApiError(400, REVIEW_IMAGE_TYPE_MESSAGE)
  return { bytes, type }
}

/** Stores the pictures of one review and returns their URLs, in order. */
export async function storeReviewImages(mediaDir: string, refs: readonly string[]): Promise<string[]> {
  const images = refs.map(decodeReviewImage)
  if (images.length === 0) return []
  const folder = path.join(mediaDir, REVIEW_FOLDER)
  await fs.mkdir(folder, { recursive: true })
  return Promise.all(
    images.map(async ({ bytes, type }) => {
      const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${IMAGE_EXTENSIONS[type]}`
      const file = path.join(folder, name)
      // Same bytes, same name: a picture already stored is not written again. Written aside, then renamed, so a
      // reader never gets half a file.
      if (!(await fs.stat(file).catch(() => null))) {
        const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
        await fs.writeFile(temp, bytes)
        await fs.rename(temp, file)
      }
      return `${MEDIA_PREFIX}${REVIEW_FOLDER}/${name}`
    }),
  )
}
