/**
 * A page that does not compile: `vitrine build:catalog` from a checkout holding one must exit with the build's code and
 * one line naming the bundler's reason and the file, and leave the published site as it was. Run from a copy of this
 * checkout (its sources, this one's node_modules), as the broken page must be bundled for real, by Vite.
 */
import { appendFile, cp, mkdir, rm, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXIT } from '../../scripts/errors'
import { folderDigest, ROOT, runCli, tempDir } from './helpers'

/** What the CLI runs from: its command, the sources it bundles and the reference API it builds the demo shop from. */
const CHECKOUT = ['bin', 'components', 'data', 'pages', 'public', 'scripts', 'server', 'state', 'package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts']

describe('build:catalog with a page that does not compile', () => {
  let work: string
  let checkout: string
  let out: string

  beforeAll(async () => {
    work = await tempDir('broken-page')
    checkout = path.join(work, 'checkout')
    for (const entry of CHECKOUT) await cp(path.join(ROOT, entry), path.join(checkout, entry), { recursive: true })
    await symlink(path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules'), 'dir')
    await appendFile(path.join(checkout, 'pages/index/+Page.tsx'), '\nexport const Broken = () => <div>{</div>\n')
    out = path.join(work, 'site')
    await mkdir(out)
    await writeFile(path.join(out, 'index.html'), '<!doctype html><title>The live shop</title>')
  })

  afterAll(async () => {
    await rm(work, { recursive: true, force: true })
  })

  const build = () =>
    runCli(['build:catalog', '--out', out, '--snapshot-dir', path.join(work, 'snapshot')], { checkout, env: { VITRINE_CARD_CACHE: path.join(work, 'og-cache') } })

  it("fails with the bundler's reason and the file, and the live site stays as it was", async () => {
    const before = await folderDigest(out)
    const result = await build()
    expect(result.code).toBe(EXIT.build)
    // Vite's own report comes first (its code frame); the build's line names what failed and where. It used to name a
    // missing `client` folder: the bundler's process ended with exit code 0.
    const line = result.stderr.match(/^vitrine: .*/m)?.[0]
    expect(line).toMatch(/^vitrine: bundling the pages failed: .*Unexpected token \(pages\/index\/\+Page\.tsx:\d+:\d+\)$/)
    expect(result.stderr).not.toMatch(/ENOENT|scandir/)
    expect(await folderDigest(out)).toEqual(before)
  }, 120_000)
})
