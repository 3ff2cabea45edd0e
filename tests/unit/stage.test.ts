import { existsSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
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
})
