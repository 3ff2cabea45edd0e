/**
 * The stages of a running build as `vitrine build:catalog --json` reports them on stderr: the counterpart of
 * progress.ts, which prints plain lines when not on a terminal (`fetch: 10` when a step starts, `fetch: 10/10 in
 * 0.7 s (24 products, 0 skipped)` when it ends, then `published …`). The webhook reads its child build's lines
 * through here, so that the editor's desk and `GET /status` can show which stage a build is in. Lines it does not
 * know (warnings, the bundler's own output) are ignored: a change of wording degrades the display, never the build.
 */
export type StageName = 'fetch' | 'images' | 'pages' | 'publish'
export type StageState = 'waiting' | 'running' | 'done' | 'skipped'

export interface BuildStage {
  name: StageName
  state: StageState
  /** What the build said about it: `24 products, 0 skipped`, `3 drawn, 62 reused`, `4 pages in 0.3 s`. */
  note: string | null
  /** How many calls, images or pages the stage has to do, once it has started. */
  total: number | null
}

/** Progress labels printed by the pipeline (scripts/buildPipeline.ts) for each stage that has a bar. */
const LABELS: Record<string, StageName> = { fetch: 'fetch', 'share images': 'images', render: 'pages' }

export function initialStages(): BuildStage[] {
  return (['fetch', 'images', 'pages', 'publish'] as const).map((name) => ({ name, state: 'waiting', note: null, total: null }))
}

/**
 * The stages after one line of the build's stderr, or null when the line says nothing about them (so a caller need
 * not tell anyone). Pure: the stages given are not changed.
 */
export function readProgressLine(stages: readonly BuildStage[], line: string): BuildStage[] | null {
  const text = line.trim()
  const next = stages.map((stage) => ({ ...stage }))
  const stage = (name: StageName) => next.find((s) => s.name === name)!
  const started = /^(fetch|share images|render): (\d+)$/.exec(text)
  const ended = /^(fetch|share images|render): (\d+)\/(\d+) in ([\d.]+) s(?: \((.*)\))?$/.exec(text)
  if (started) {
    const name = LABELS[started[1]!]!
    const total = Number(started[2])
    // Nothing to do (every card cached, no page changed) still prints a bar; it is not work in progress.
    Object.assign(stage(name), total === 0 ? { state: 'skipped', total, note: name === 'pages' ? 'none to render' : 'none to draw' } : { state: 'running', total })
  } else if (ended) {
    const name = LABELS[ended[1]!]!
    const note = name === 'pages' ? `${ended[3]} ${ended[3] === '1' ? 'page' : 'pages'} in ${ended[4]} s` : (ended[5] ?? `${ended[3]} in ${ended[4]} s`)
    Object.assign(stage(name), { state: 'done', note, total: Number(ended[3]) })
  } else if (/^bundling pages\b/.test(text)) {
    Object.assign(stage('pages'), { state: 'running', note: 'preparing the page code first (it changed)' })
  } else if (/^rendering every page \(.*\)$/.test(text)) {
    stage('pages').note = text.replace(/^rendering /, '')
  } else if (/^published /.test(text)) {
    // A stage that never started had nothing to do (no share image changed, say).
    for (const s of next) if (s.state !== 'done') s.state = s.name === 'publish' || s.total !== null ? 'done' : 'skipped'
    const took = /in ([\d.]+ m?s)$/.exec(text)?.[1]
    stage('publish').note = took ? `whole build in ${took}` : null
  } else if (/^nothing changed since the last build/.test(text)) {
    for (const s of next) if (s.state !== 'done') Object.assign(s, { state: 'skipped', note: 'nothing changed' })
  } else {
    return null
  }
  // Publishing starts once the pages are rendered and no share image is still being drawn beside them.
  const images = stage('images')
  if (stage('pages').state === 'done' && images.state !== 'running' && stage('publish').state === 'waiting') {
    if (images.state === 'waiting') Object.assign(images, { state: 'skipped', note: 'none to draw' })
    stage('publish').state = 'running'
  }
  return next
}

/** The stage a build is in now, for one short sentence ("Building: rendering pages"). */
export function currentStage(stages: readonly BuildStage[]): StageName | null {
  const running = stages.filter((s) => s.state === 'running')
  // Share images may be drawn beside the pages; the later stage is the one an editor waits for.
  return running.at(-1)?.name ?? null
}
