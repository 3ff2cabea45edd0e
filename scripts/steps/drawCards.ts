/**
 * Drawing share cards (satori → SVG → resvg → PNG) into the content-addressed card cache. Run by the share image
 * worker threads, and in-process for a handful of cards (a worker's start-up would cost more than the drawing).
 * Photos arrive as files in the photo cache and are read once per thread.
 */
import { readFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { threadId } from 'node:worker_threads'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../data/shareCards'
import { cardElement, fonts } from './cardDrawing'
import type { ImageJob } from './shareImages'

const photos = new Map<string, string | null>()
let fontList: ReturnType<typeof fonts> | undefined

function photoUri(file: string | null): string | null {
  if (!file) return null
  const known = photos.get(file)
  if (known !== undefined) return known
  let uri: string | null = null
  try {
    const bytes = readFileSync(file)
    // An SVG photo is embedded as vector: resvg draws it in the same pass, cheaper than rasterising it first.
    const type = file.endsWith('.svg') ? 'image/svg+xml' : file.endsWith('.png') ? 'image/png' : file.endsWith('.webp') ? 'image/webp' : 'image/jpeg'
    uri = `data:${type};base64,${bytes.toString('base64')}`
  } catch {
    uri = null
  }
  photos.set(file, uri)
  return uri
}

export async function drawCards(jobs: ImageJob[], onProgress: (count: number) => void): Promise<void> {
  fontList ??= fonts()
  let sinceReport = 0
  for (const job of jobs) {
    const svg = await satori(cardElement(job.card, photoUri(job.photoFile)) as never, { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fonts: fontList })
    const png = new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng()
    const temp = `${job.out}.${process.pid}-${threadId}.tmp`
    await writeFile(temp, png)
    await rename(temp, job.out)
    if (++sinceReport >= 5) {
      onProgress(sinceReport)
      sinceReport = 0
    }
  }
  onProgress(sinceReport)
}
