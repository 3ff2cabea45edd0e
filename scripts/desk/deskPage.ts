/**
 * The editor's desk as HTML: the sign-in page, the desk, and the two parts of the desk that change while it is open
 * (the queue's panel and the list of builds), which the server renders again and sends down its event stream. One
 * renderer for both, so the page without its script and the live page never disagree. Every value from outside
 * (an editor's name, a build's error, a skipped record's reason, a route) goes through `html`, which escapes it.
 */
import type { BuildStage, StageName } from '../buildStages'
import { currentStage } from '../buildStages'
import type { BuildResult, QueueStatus, Trigger } from '../rebuildQueue'
import type { BuildSummary } from '../buildPipeline'
import { HISTORY_KEPT, type BuildRecord } from './buildHistory'
import type { DeskSession } from './sessions'

class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text
  }
}
type Value = Html | string | number | null | undefined | false | readonly Value[]

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

function show(value: Value): string {
  if (value === null || value === undefined || value === false) return ''
  if (value instanceof Html) return value.text
  if (Array.isArray(value)) return value.map(show).join('')
  return escapeHtml(String(value))
}

/** A template whose interpolations are escaped unless they are Html already. */
function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  return new Html(strings.reduce((out, part, i) => out + part + (i < values.length ? show(values[i]!) : ''), ''))
}

const STAGE_LABELS: Record<StageName, string> = { fetch: 'Fetch the catalogue', images: 'Draw share images', pages: 'Render pages', publish: 'Publish' }
const STAGE_DOING: Record<StageName, string> = { fetch: 'fetching the catalogue', images: 'drawing share images', pages: 'rendering pages', publish: 'publishing' }
const STATE_WORDS: Record<BuildStage['state'], string> = { waiting: 'to do', running: 'in progress', done: 'done', skipped: 'skipped' }

export function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000))
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}

/** A setting of a few seconds as set, to a tenth: a 1.5 s wait (`--debounce 1500`) read "2 s", rounded to the second. */
export function settingDuration(ms: number): string {
  return ms < 10_000 ? `${Math.round(Math.max(0, ms) / 100) / 10} s` : duration(ms)
}

/** A timestamp in UTC; the page's script shows it in the editor's own time zone. */
function time(iso: string): Html {
  const at = new Date(iso)
  const text = Number.isNaN(at.getTime()) ? iso : `${at.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })} UTC`
  return html`<time datetime="${iso}">${text}</time>`
}

export function describeTriggers(triggers: readonly Trigger[] | undefined, products?: readonly string[] | null): string {
  const parts = (triggers ?? []).map((t) => `${t.via === 'desk' ? `${t.name} on the desk` : 'the CMS hook'}${t.count > 1 ? ` ×${t.count}` : ''}`)
  const who = parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
  // A build told which products changed reads only those: worth saying, as it is why such a build is quick.
  return who && products?.length ? `${who}, for ${products.length === 1 ? 'one changed product' : `${products.length} changed products`}` : who
}

function layout(title: string, body: Html, session?: DeskSession): string {
  return `<!doctype html>
${html`<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Vitrine</title>
<link rel="icon" href="/desk/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/desk/desk.css">
${session ? html`<script src="/desk/desk.js" defer></script>` : null}
</head>
<body>
<a class="skip-link" href="#main">Skip to the desk</a>
<header class="top">
  <div class="top-inner">
    <p class="brand"><span class="logo">Vitrine<span aria-hidden="true">.</span></span> <span class="eyebrow">Editor's desk</span></p>
    ${session
      ? html`<div class="who">
      <p>Signed in as <strong>${session.name}</strong></p>
      <form method="post" action="/desk/sign-out"><input type="hidden" name="csrf" value="${session.formToken}"><button class="btn-link" type="submit">Sign out</button></form>
    </div>`
      : null}
  </div>
</header>
<main id="main" tabindex="-1">
${body}
</main>
</body>
</html>`}
`
}

export function signInPage(options: { name?: string; error?: string } = {}): string {
  const error = options.error
  return layout(
    'Sign in',
    html`<div class="sign-in">
  <h1>Sign in to the editor's desk</h1>
  <p class="lead">Publish your changes to the shop and see what each build changed. Sign in with the desk secret that the shop's operator gave you.</p>
  ${error ? html`<p class="notice notice-error" role="alert" id="sign-in-error">${error}</p>` : null}
  <form class="card sign-in-form" method="post" action="/desk/sign-in">
    <div class="field">
      <label for="name">Your name</label>
      <input class="input" id="name" name="name" autocomplete="name" maxlength="40" value="${options.name ?? ''}" aria-describedby="name-hint">
      <p class="hint" id="name-hint">Shown beside the builds you start.</p>
    </div>
    <div class="field">
      <label for="secret">Desk secret</label>
      <input class="input" id="secret" name="secret" type="password" autocomplete="current-password" required${error ? html` aria-invalid="true" aria-describedby="sign-in-error"` : null}>
    </div>
    <button class="btn" type="submit">Sign in</button>
  </form>
</div>`,
  )
}

export function deskPage(options: { session: DeskSession; status: QueueStatus; history: readonly BuildRecord[]; siteUrl: string; debounceMs: number }): string {
  const { session, status, history, siteUrl, debounceMs } = options
  return layout(
    "Editor's desk",
    html`<div class="desk">
  <div class="intro">
    <h1>Editor's desk</h1>
    <p class="lead">When you have published in the CMS, rebuild the shop here and watch the build go live on <a class="site-link" href="${siteUrl}">${siteUrl.replace(/^https?:\/\//, '')}</a>.</p>
  </div>
  <section class="card queue" aria-labelledby="queue-title">
    <h2 id="queue-title">Rebuild</h2>
    <div id="queue-panel">${queuePanel(status)}</div>
    <form id="rebuild-form" class="rebuild" method="post" action="/desk/rebuild">
      <input type="hidden" name="csrf" value="${session.formToken}">
      <button class="btn" type="submit">Rebuild now</button>
      <p class="hint">A build starts ${settingDuration(debounceMs)} after the last request, so several saves in a row make one build. A request during a build makes one more build after it.</p>
      <p class="notice notice-error" id="rebuild-error" role="alert" hidden></p>
    </form>
    <p class="notice" id="connection" role="status" hidden></p>
    <p class="visually-hidden" id="announcer" role="status" aria-live="polite" aria-atomic="true" data-say="${announcement(status)}"></p>
  </section>
  <section class="history" aria-labelledby="history-title">
    <h2 id="history-title">Last builds</h2>
    <div id="history-list">${historyList(history)}</div>
  </section>
</div>`,
    session,
  )
}

/** The queue's state: idle, waiting with its countdown, or building with its stages. */
export function queuePanel(status: QueueStatus): Html {
  if (status.state === 'waiting') {
    const asked = describeTriggers(status.pendingBy, status.pendingProducts)
    return html`<p class="state state-waiting"><span class="state-dot" aria-hidden="true"></span><strong>Waiting</strong></p>
<p class="state-detail">The build starts in <span class="countdown" data-countdown-ms="${status.startsInMs ?? 0}">${duration(status.startsInMs ?? 0)}</span>. Another save or click pushes it back.</p>
${asked ? html`<p class="state-detail">Asked by ${asked}.</p>` : null}`
  }
  if (status.state === 'building' && status.current) {
    const build = status.current
    const elapsed = Date.now() - new Date(build.startedAt).getTime()
    const asked = describeTriggers(build.triggeredBy, build.products)
    return html`<p class="state state-building"><span class="state-dot" aria-hidden="true"></span><strong>Building</strong> <span class="muted">for <span data-elapsed-ms="${elapsed}">${duration(elapsed)}</span></span></p>
${asked ? html`<p class="state-detail">Started by ${asked}.</p>` : null}
<ol class="stages">${build.stages.map(stageItem)}</ol>
${status.pendingTriggers > 0 ? html`<p class="state-detail">${status.pendingTriggers} more ${status.pendingTriggers === 1 ? 'request' : 'requests'} came in meanwhile: another build follows this one.</p>` : null}`
  }
  const last = status.last
  // After a failure the dot is red and the line says what shoppers see; a build that found nothing new published nothing.
  const failed = last !== null && buildOutcome(last) === 'failed'
  const outcome = last && IDLE_OUTCOME[buildOutcome(last)]
  return html`<p class="state state-idle${failed ? ' state-failed' : ''}"><span class="state-dot" aria-hidden="true"></span><strong>Idle</strong></p>
<p class="state-detail">Nothing is building.${last ? html` The last build ${outcome} ${time(last.finishedAt)}${failed ? ': shoppers still see the build before it' : ''}.` : null}</p>`
}

function stageItem(stage: BuildStage): Html {
  const todo = stage.total === null ? null : stage.name === 'fetch' ? `${stage.total} calls to the shop API` : stage.name === 'images' ? `${stage.total} to draw` : stage.name === 'pages' ? `${stage.total} to render` : null
  const note = stage.state === 'running' ? (stage.note ?? todo) : stage.note
  return html`<li class="stage stage-${stage.state}"><span class="stage-mark" aria-hidden="true"></span><span class="stage-label">${STAGE_LABELS[stage.name]}</span> <span class="stage-state">${STATE_WORDS[stage.state]}</span>${note ? html`<span class="stage-note">${note}</span>` : null}</li>`
}

/** One sentence for screen readers, said when it changes: the state, the stage, or how the last build ended. */
export function announcement(status: QueueStatus): string {
  if (status.state === 'waiting') return 'Waiting to build.'
  if (status.state === 'building') {
    const stage = status.current && currentStage(status.current.stages)
    return stage ? `Building: ${STAGE_DOING[stage]}.` : 'Building.'
  }
  const last = status.last
  if (!last) return 'Idle.'
  const outcome = buildOutcome(last)
  if (outcome === 'failed') return `Build failed: ${last.error ?? 'see the list of builds'}. The live site was left as it was.`
  if (outcome === 'unchanged') return 'Build finished: nothing had changed.'
  const rendered = summaryOf(last)?.pages.rendered ?? 0
  return `Build published: ${rendered} ${rendered === 1 ? 'page' : 'pages'} rendered.`
}

export function historyList(records: readonly BuildRecord[]): Html {
  if (records.length === 0) return html`<p class="empty">No builds yet. The builds you or the CMS start appear here, the last ${HISTORY_KEPT} of them.</p>`
  return html`<p class="hint">${records.length === 1 ? 'The last build' : `The last ${records.length} builds, newest first`} (at most ${HISTORY_KEPT} are kept).</p>
<ol class="builds">${records.map(buildItem)}</ol>`
}

function buildItem(record: BuildRecord): Html {
  const summary = summaryOf(record)
  const ms = new Date(record.finishedAt).getTime() - new Date(record.startedAt).getTime()
  const took = ms < 1000 ? 'less than a second' : duration(ms)
  const asked = describeTriggers(record.triggeredBy, record.products)
  const badge = BADGES[buildOutcome(record)]
  // data-build: the list is redrawn as builds finish, and the desk's script keeps what was unfolded by it.
  return html`<li class="build build-${record.ok ? 'ok' : 'failed'}" data-build="${record.finishedAt}">
  <article>
    <h3>${badge} ${time(record.finishedAt)}</h3>
    <p class="meta">${asked ? `Started by ${asked} · ` : ''}took ${took}</p>
    ${record.ok ? publishedBuild(record, summary) : failedBuild(record)}
  </article>
</li>`
}

/** How a build ended, as the idle line, the announcement and the history's badge each say it. */
type BuildOutcome = 'failed' | 'unchanged' | 'published'

function buildOutcome(record: BuildResult): BuildOutcome {
  if (!record.ok) return 'failed'
  return summaryOf(record)?.unchanged ? 'unchanged' : 'published'
}

/** A finished build's summary as `vitrine build:catalog --json` printed it (its lists capped by the history, with their totals). */
function summaryOf(record: BuildResult): BuildSummary | undefined {
  return record.summary as BuildSummary | undefined
}

const IDLE_OUTCOME: Record<BuildOutcome, string> = { failed: 'failed', unchanged: 'found nothing new', published: 'was published' }

const BADGES: Record<BuildOutcome, Html> = {
  failed: html`<span class="badge badge-failed">Failed</span>`,
  unchanged: html`<span class="badge badge-same">No changes</span>`,
  published: html`<span class="badge badge-ok">Published</span>`,
}

function failedBuild(record: BuildRecord): Html {
  const error = record.error ?? 'the build failed'
  return html`<p class="build-error">${error.charAt(0).toUpperCase()}${error.slice(1)}${record.exitCode !== null ? ` (exit ${record.exitCode})` : ''}</p>
<p class="reassure">The live site was not touched: shoppers still see the last published build.</p>`
}

function publishedBuild(record: BuildRecord, summary: BuildSummary | undefined): Html {
  if (!summary) return html`<p>The build was published.</p>`
  if (summary.unchanged) return html`<p>Nothing had changed since the last build: the live site was left as it was.</p>${skippedList(summary)}`
  const site = record.siteUrl.replace(/\/+$/, '')
  const routes = editedFirst(summary.pages.changedRoutes ?? [])
  const unlisted = summary.pages.rendered - routes.length
  const item = (route: string) => html`<li><a href="${site}${route}">${route}</a></li>`
  const changed = summary.fullRender
    ? html`<p>Every page was rendered (${summary.fullRender}), from <a href="${site}/">the home page</a> on.</p>`
    : routes.length > 0
      ? html`<h4>Changed pages</h4>
<ul class="changed">${routes.slice(0, CHANGED_SHOWN).map(item)}</ul>
${routes.length > CHANGED_SHOWN
  ? html`<details class="changed-more"><summary>${routes.length - CHANGED_SHOWN} more changed ${routes.length - CHANGED_SHOWN === 1 ? 'page' : 'pages'}</summary>
<ul class="changed">${routes.slice(CHANGED_SHOWN).map(item)}</ul></details>`
  : null}
${unlisted > 0 ? html`<p class="hint">and ${unlisted} more not listed</p>` : null}`
      : html`<p>No page changed; only site files or share images did.</p>`
  return html`<dl class="figures">
  <div><dt>Pages rendered</dt><dd>${summary.pages.rendered}</dd></div>
  <div><dt>Pages reused</dt><dd>${summary.pages.reused}</dd></div>
  <div><dt>Share images drawn</dt><dd>${summary.images.drawn}</dd></div>
  <div><dt>Products skipped</dt><dd>${summary.products.skipped}</dd></div>
  ${summary.pages.removed > 0 ? html`<div><dt>Pages taken off</dt><dd>${summary.pages.removed}</dd></div>` : null}
</dl>
${summary.pages.removed > 0
  ? html`<p class="hint">${summary.pages.removed === 1 ? 'A page was' : `${summary.pages.removed} pages were`} taken off the site: a product hidden, removed or renamed (a renamed product's old address leads to its new one).</p>`
  : null}
${changed}
${skippedList(summary)}
${missingPhotosList(summary)}`
}

/** Changed pages shown before the rest are folded away: enough to find the product one edited. */
const CHANGED_SHOWN = 6

/**
 * Product and article pages first: they are what an editor edits, and the listings and home that show them change
 * with them. Otherwise in the build's order.
 */
export function editedFirst(routes: readonly string[]): string[] {
  const edited = (route: string) => /^\/(product\/(?!category\/|all$)|blog-detail\/)/.test(route)
  return [...routes.filter(edited), ...routes.filter((route) => !edited(route))]
}

/** Photos the share images could not fetch: an editor who gave a product a broken picture address learns it here. */
function missingPhotosList(summary: BuildSummary): Html | null {
  const missing = summary.images?.missingPhotos ?? []
  if (missing.length === 0) return null
  const more = (summary.missingPhotosTotal ?? missing.length) - missing.length
  return html`<h4>Photos not found</h4>
<p class="hint">The share images (the pictures shown when a page is shared) were drawn without these photos, which could not be fetched or read. They are tried again the next day.</p>
<ul class="warnings">${missing.map((url) => html`<li><code>${url}</code></li>`)}${more > 0 ? html`<li class="more">and ${more} more</li>` : null}</ul>`
}

function skippedList(summary: BuildSummary): Html | null {
  const skipped = summary.skipped ?? []
  if (skipped.length === 0) return null
  const more = (summary.skippedTotal ?? skipped.length) - skipped.length
  return html`<h4>Skipped records</h4>
<p class="hint">The CMS sent these with a mistake; they are not on the site until it is fixed.</p>
<ul class="warnings">${skipped.map((s) => html`<li>${s.name ? html`<strong>${s.name}</strong> ` : null}<code>${s.call}[${s.index}]</code>${s.id ? ` (id ${s.id})` : ''}: ${s.reason}</li>`)}${more > 0 ? html`<li class="more">and ${more} more</li>` : null}</ul>`
}
