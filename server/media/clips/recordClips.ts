/**
 * Records the demo catalogue's product clips (`<kind>-<colour>.webm` beside this file), ONCE, by hand:
 *
 *   npx tsx server/media/clips/recordClips.ts
 *
 * The clips are committed, so nothing is recorded, encoded or downloaded at install or run time: the media library
 * copies them next to the generated images. Debian's Chromium does the encoding (canvas → MediaRecorder → VP8
 * WebM), because no video encoder ships with Node and the machine must not download one. Each clip is the
 * product's own three studio views with a slow push-in and cross-fades, so it matches the photos beside it.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { DEMO_CLIPS } from '../../demo/clips'
import { PRODUCT_VIEWS } from '../../demo/kinds'
import { clipFileName } from '../paths'
import { productViewSvg } from '../scenes'

const WIDTH = 480
const HEIGHT = 600
const FPS = 24
const SECONDS = 3

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  const page = await browser.newPage()
  // tsx names the functions it compiles through a helper the page does not have.
  await page.addInitScript('globalThis.__name = (fn) => fn')
  await page.goto('about:blank')
  for (const clip of DEMO_CLIPS) {
    const views = PRODUCT_VIEWS.map((view) => `data:image/svg+xml;base64,${Buffer.from(productViewSvg(clip.kind, clip.colour, view)).toString('base64')}`)
    const base64 = await page.evaluate(
      async ({ views, width, height, fps, seconds }) => {
        const images = await Promise.all(
          views.map(
            (src) =>
              new Promise<HTMLImageElement>((resolve, reject) => {
                const img = new Image(800, 1000)
                img.onload = () => resolve(img)
                img.onerror = reject
                img.src = src
              }),
          ),
        )
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = height
        const ctx = canvas.getContext('2d')!
        const stream = canvas.captureStream(0)
        const track = stream.getVideoTracks()[0] as CanvasCaptureMediaStreamTrack
        const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 280_000 })
        const chunks: Blob[] = []
        recorder.ondataavailable = (event) => event.data.size && chunks.push(event.data)
        const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()))
        recorder.start()
        const frames = fps * seconds
        const perView = frames / images.length
        const draw = (img: HTMLImageElement, t: number, alpha: number) => {
          // A slow push-in with a slight drift: the feel of a camera moving past the piece.
          const scale = 1 + 0.08 * t
          const w = width * scale
          const h = height * scale
          ctx.globalAlpha = alpha
          ctx.drawImage(img, (width - w) / 2 + 8 * Math.sin(t * Math.PI), (height - h) / 2, w, h)
        }
        for (let frame = 0; frame < frames; frame++) {
          const position = frame / perView
          const index = Math.min(images.length - 1, Math.floor(position))
          const within = position - index
          ctx.globalAlpha = 1
          ctx.fillStyle = '#f4efe8'
          ctx.fillRect(0, 0, width, height)
          draw(images[index]!, within, 1)
          const fade = Math.max(0, (within - 0.75) / 0.25)
          if (fade > 0 && index + 1 < images.length) draw(images[index + 1]!, 0, fade)
          track.requestFrame()
          await new Promise((resolve) => setTimeout(resolve, 1000 / fps))
        }
        recorder.stop()
        await stopped
        const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
        let binary = ''
        for (const byte of bytes) binary += String.fromCharCode(byte)
        return btoa(binary)
      },
      { views, width: WIDTH, height: HEIGHT, fps: FPS, seconds: SECONDS },
    )
    const file = path.join(import.meta.dirname, clipFileName(clip))
    writeFileSync(file, Buffer.from(base64, 'base64'))
    console.log(`${path.basename(file)}: ${Math.round(Buffer.byteLength(base64, 'base64') / 1024)} kB`)
  }
} finally {
  await browser.close()
}
