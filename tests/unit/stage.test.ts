import { existsSync, statSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createStaging, SPARE_MARKER, spareIsUsable, spareOf } from '../../scripts/steps/stage'

describe('the spare a build starts from', () => {
  it('is usable when it holds the live site, or the site the live build started from and the live build listed its files', () => {
    const live = { buildId: 'L', basedOn: 'S', touched: ['index.html'] }
    expect(spareIsUsable('L', live)).toBe(true)
    expect(spareIsUsable('S', live)).toBe(true)
    expect(spareIsUsable('S', { ...live, touched: null })).toBe(false)
    expect(spareIsUsable('X', live)).toBe(false)
    expect(spareIsUsable(undefined, live)).toBe(false)
    expect(spareIsUsable('L', undefined)).toBe(false)
  })

  let work: string | undefined
  afterEach(async () => {
    if (work) await rm(work, { recursive: true, force: true })
  })

  async function site(dir: string, files: Record<string, string>) {
    for (const [file, body] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
      await writeFile(path.join(dir, file), body)
    }
  }

  it('is brought level with the live site by linking the files the live build touched, copies included', async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'vitrine-stage-'))
    const out = path.join(work, 'site')
    await site(out, { 'index.html': 'new home', 'index.html.br': 'new br', 'product/new_p2/index.html': 'new product', 'faq/index.html': 'faq' })
    await site(spareOf(out), {
      [SPARE_MARKER]: 'S',
      'index.html': 'old home',
      'index.html.br': 'old br',
      'index.html.gz': 'old gz',
      'product/gone_p1/index.html': 'removed product',
      'faq/index.html': 'faq',
    })
    const live = { buildId: 'L', basedOn: 'S', touched: ['index.html', 'product/new_p2/index.html', 'product/gone_p1/index.html'] }
    const staging = await createStaging(out, live)
    expect(staging.from).toBe('spare')
    expect(existsSync(spareOf(out))).toBe(false)
    expect(existsSync(path.join(staging.dir, SPARE_MARKER))).toBe(false)
    expect(await readFile(path.join(staging.dir, 'index.html'), 'utf8')).toBe('new home')
    // Linked, not copied: the same file as the live one.
    expect(statSync(path.join(staging.dir, 'index.html')).ino).toBe(statSync(path.join(out, 'index.html')).ino)
    expect(await readFile(path.join(staging.dir, 'index.html.br'), 'utf8')).toBe('new br')
    // The live build wrote no gzip copy: the old one must not outlive the page it was made from.
    expect(existsSync(path.join(staging.dir, 'index.html.gz'))).toBe(false)
    expect(await readFile(path.join(staging.dir, 'product/new_p2/index.html'), 'utf8')).toBe('new product')
    expect(existsSync(path.join(staging.dir, 'product/gone_p1/index.html'))).toBe(false)
    // Untouched files stay as they were, and the live site is as it was.
    expect(await readFile(path.join(staging.dir, 'faq/index.html'), 'utf8')).toBe('faq')
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('new home')
  })

  it('is not used when it holds another site: the live site is copied instead', async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'vitrine-stage-'))
    const out = path.join(work, 'site')
    await site(out, { 'index.html': 'live home' })
    await site(spareOf(out), { [SPARE_MARKER]: 'OLD', 'index.html': 'ancient home' })
    const staging = await createStaging(out, { buildId: 'L', basedOn: 'S', touched: ['index.html'] })
    expect(staging.from).toBe('copy')
    expect(await readFile(path.join(staging.dir, 'index.html'), 'utf8')).toBe('live home')
  })

  it('removes the folders of builds that are gone (in the background), leaves those of a running build, and puts a killed swap back in place', async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'vitrine-stage-'))
    const out = path.join(work, 'site')
    await site(out, { 'index.html': 'live home' })
    // A process that has ended: its number is free (or another's, as numbers come round again; neither holds these).
    const ended = spawnSync(process.execPath, ['-e', '']).pid!
    const gone = ['staging', 'spare-old', 'spare-next', 'previous'].map((kind) => `${out}.${kind}-${ended}`)
    for (const folder of gone) await site(folder, Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`product/p${i}/index.html`, 'old'])))
    // One a running process holds (this one's parent: alive as long as this test) is not touched.
    const held = `${out}.staging-${process.ppid}`
    await site(held, { 'index.html': 'being built' })
    const started = performance.now()
    const staging = await createStaging(out, { buildId: 'L', basedOn: null, touched: null })
    expect(staging.from).toBe('copy')
    // Removed by a detached `rm -rf`, which the build does not wait for (bench:build shows the time it saves).
    await until(() => gone.every((folder) => !existsSync(folder)))
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(existsSync(path.join(held, 'index.html'))).toBe(true)
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('live home')

    // Killed between the swap's two renames: the live site is the previous one, and it comes back.
    const swapped = `${out}.previous-${ended}`
    await rename(out, swapped)
    await createStaging(out, { buildId: 'L', basedOn: null, touched: null })
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('live home')
    expect(existsSync(swapped)).toBe(false)
  })

  it('removes a folder left under this very process number before staging under that name', async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'vitrine-stage-'))
    const out = path.join(work, 'site')
    await site(out, { 'index.html': 'live home' })
    // Left by an earlier process that had this number: the build stages and spares under the same names.
    await site(`${out}.staging-${process.pid}`, { 'stale.html': 'an older build' })
    await site(`${out}.spare-next-${process.pid}`, { 'stale.html': 'an older build' })
    const staging = await createStaging(out, { buildId: 'L', basedOn: null, touched: null })
    expect(staging.dir).toBe(`${out}.staging-${process.pid}`)
    expect(existsSync(path.join(staging.dir, 'stale.html'))).toBe(false)
    expect(await readFile(path.join(staging.dir, 'index.html'), 'utf8')).toBe('live home')
    expect(existsSync(`${out}.spare-next-${process.pid}`)).toBe(false)
  })
})

async function until(done: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms
  while (!done()) {
    if (Date.now() > end) throw new Error('the leftover folders were not removed')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
