/**
 * The webhook reads its child build's stderr into stages (fetch, share images, pages, publish) for the editor's desk:
 * from the lines progress.ts prints when not on a terminal, as a real `build:catalog --json` printed them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentStage, initialStages, readProgressLine, type BuildStage } from '../../scripts/buildStages'
import { createReporter } from '../../scripts/progress'

const read = (lines: string[], from: BuildStage[] = initialStages()) => lines.reduce((stages, line) => readProgressLine(stages, line) ?? stages, from)
const states = (stages: BuildStage[]) => Object.fromEntries(stages.map((s) => [s.name, s.state]))

describe('build stages from the build\'s progress lines', () => {
  afterEach(() => vi.restoreAllMocks())

  it('follows a first build through fetch, share images (drawn beside the bundle), pages and publish', () => {
    let stages = read(['fetching catalogue from the embedded reference API', 'fetch: 10'])
    expect(states(stages)).toEqual({ fetch: 'running', images: 'waiting', pages: 'waiting', publish: 'waiting' })
    expect(currentStage(stages)).toBe('fetch')
    stages = read(['fetch: 10/10 in 0.7 s (24 products, 0 skipped)', 'rendering every page (no previous build)', 'share images: 65', 'bundling pages (code changed since the last build)'], stages)
    expect(stages.find((s) => s.name === 'fetch')).toMatchObject({ state: 'done', note: '24 products, 0 skipped' })
    expect(states(stages)).toMatchObject({ images: 'running', pages: 'running' })
    expect(stages.find((s) => s.name === 'images')?.total).toBe(65)
    stages = read(['share images: 65/65 in 11.4 s (65 drawn, 0 reused)', '`output.codeSplitting.groups[1].name` is a function.', 'render: 86'], stages)
    expect(stages.find((s) => s.name === 'images')).toMatchObject({ state: 'done', note: '65 drawn, 0 reused' })
    expect(currentStage(stages)).toBe('pages')
    stages = read(['render: 86/86 in 3.5 s (25 pages/s)'], stages)
    expect(stages.find((s) => s.name === 'pages')).toMatchObject({ state: 'done', note: '86 pages in 3.5 s' })
    expect(currentStage(stages)).toBe('publish')
    stages = read(['published 86 rendered + 0 reused pages and 65 new share images to ../site in 27.3 s'], stages)
    expect(states(stages)).toEqual({ fetch: 'done', images: 'done', pages: 'done', publish: 'done' })
    expect(stages.find((s) => s.name === 'publish')?.note).toBe('whole build in 27.3 s')
    expect(currentStage(stages)).toBeNull()
  })

  it('publishes only once the share images drawn beside the pages are done', () => {
    const stages = read(['fetch: 10', 'fetch: 10/10 in 0.2 s (300 products, 0 skipped)', 'share images: 2', 'render: 4', 'render: 4/4 in 0.3 s (13 pages/s)'])
    expect(states(stages)).toMatchObject({ images: 'running', pages: 'done', publish: 'waiting' })
    expect(states(read(['share images: 2/2 in 0.9 s (2 drawn, 299 reused)'], stages))).toMatchObject({ images: 'done', publish: 'running' })
  })

  it('marks a stage with nothing to do as skipped, and every stage when nothing changed', () => {
    const noImages = read(['fetch: 10', 'fetch: 10/10 in 0.5 s (24 products, 0 skipped)', 'render: 1', 'render: 1/1 in 0.2 s (6 pages/s)'])
    expect(noImages.find((s) => s.name === 'images')).toMatchObject({ state: 'skipped', note: 'none to draw' })
    expect(noImages.find((s) => s.name === 'pages')?.note).toBe('1 page in 0.2 s')
    const cached = read(['fetch: 10', 'share images: 0', 'render: 85'])
    expect(cached.find((s) => s.name === 'images')).toMatchObject({ state: 'skipped', note: 'none to draw' })
    expect(currentStage(cached)).toBe('pages')
    const same = read(['fetch: 10', 'fetch: 10/10 in 0.1 s (unchanged since the last build)', 'nothing changed since the last build: /srv/dist left as it is (140 ms)'])
    expect(states(same)).toEqual({ fetch: 'done', images: 'skipped', pages: 'skipped', publish: 'skipped' })
  })

  it('says nothing about lines it does not know, and never changes the stages it is given', () => {
    const stages = initialStages()
    expect(readProgressLine(stages, 'warning: skipped products[12] (_id 68f…): price: Invalid input')).toBeNull()
    expect(readProgressLine(stages, '')).toBeNull()
    readProgressLine(stages, 'fetch: 10')
    expect(stages).toEqual(initialStages())
  })

  it('reads what the reporter prints with --json (the two must not drift apart)', () => {
    const lines: string[] = []
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      return true
    })
    const report = createReporter({ json: true })
    const bar = report.start('share images', 3)
    bar.tick(3)
    bar.done('3 drawn, 0 reused')
    const render = report.start('render', 2)
    render.tick(2)
    render.done('8 pages/s')
    const stages = read(lines)
    expect(stages.find((s) => s.name === 'images')).toMatchObject({ state: 'done', note: '3 drawn, 0 reused', total: 3 })
    expect(stages.find((s) => s.name === 'pages')).toMatchObject({ state: 'done', total: 2 })
  })
})
