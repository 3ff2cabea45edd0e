import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeStaleTemps } from '../../scripts/steps/staleTemps'

describe('temporary files of killed builds', () => {
  const dirs: string[] = []
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

  it("removes a gone process's from each folder, and keeps a running one's, other files and subfolders", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-temps-'))
    dirs.push(dir)
    const dead = spawnSync(process.execPath, ['-e', '']).pid!
    const gone = [`catalogue.json.${dead}.tmp`, `card.png.${dead}-3.tmp`]
    const kept = [`catalogue.json.${process.pid}.tmp`, `notes.${dead}.txt`, 'catalogue.json', `x.${dead}.tmp.bak`]
    await mkdir(path.join(dir, 'inner'))
    for (const name of [...gone, ...kept, `inner/products.json.${dead}.tmp`]) await writeFile(path.join(dir, name), '')
    expect((await removeStaleTemps([dir, path.join(dir, 'missing')])).sort()).toEqual(gone.map((name) => path.join(dir, name)).sort())
    for (const name of gone) expect(existsSync(path.join(dir, name)), name).toBe(false)
    for (const name of [...kept, `inner/products.json.${dead}.tmp`]) expect(existsSync(path.join(dir, name)), name).toBe(true)
  })
})
