// The editor's desk in the browser: the queue's panel and the list of builds follow the server's event stream, the
// countdown and the running time tick each second, "Rebuild now" posts without leaving the page, and times are shown
// in the editor's own time zone. Without this script the desk still works: forms post and the page reloads.
'use strict'
;(() => {
  const panel = document.getElementById('queue-panel')
  const historyList = document.getElementById('history-list')
  const announcer = document.getElementById('announcer')
  const connection = document.getElementById('connection')
  const form = document.getElementById('rebuild-form')
  const formError = document.getElementById('rebuild-error')
  if (!panel || !historyList || !announcer || !form) return

  // ── times: countdowns and running times count from when the server said them; timestamps in local time
  let received = Date.now()
  const seconds = (ms) => {
    const s = Math.max(0, Math.round(ms / 1000))
    return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`
  }
  const tick = () => {
    const since = Date.now() - received
    for (const el of panel.querySelectorAll('[data-countdown-ms]')) el.textContent = seconds(Number(el.dataset.countdownMs) - since)
    for (const el of panel.querySelectorAll('[data-elapsed-ms]')) el.textContent = seconds(Number(el.dataset.elapsedMs) + since)
  }
  const localTimes = (root) => {
    for (const el of root.querySelectorAll('time[datetime]')) {
      const at = new Date(el.getAttribute('datetime'))
      if (!Number.isNaN(at.getTime())) el.textContent = at.toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    }
  }
  localTimes(document)
  setInterval(tick, 1000)

  // ── live updates. The server renders both parts; this only puts them in place. The sentence for screen readers
  // is said when it changes, not on the first message (that is what the page already shows).
  let said = announcer.dataset.say || ''
  const say = (text) => {
    if (!text || text === said) return
    said = text
    announcer.textContent = text
  }
  const notice = (text) => {
    if (!connection) return
    connection.hidden = !text
    connection.textContent = ''
    if (!text) return
    if (text === 'signed-out') {
      connection.append('Your session has ended (signed out, perhaps in another tab, or the desk restarted). ')
      const link = document.createElement('a')
      link.href = '/desk'
      link.textContent = 'Sign in again'
      connection.append(link)
    } else connection.textContent = text
  }
  if (window.EventSource) {
    const events = new EventSource('/desk/events')
    events.addEventListener('status', (event) => {
      const data = JSON.parse(event.data)
      received = Date.now()
      panel.innerHTML = data.html
      localTimes(panel)
      say(data.say)
      notice('')
    })
    events.addEventListener('history', (event) => {
      // A finished build redraws the list: what the editor had unfolded, and where their focus was, stay as they were.
      const buildOf = (el) => el.closest('[data-build]')?.getAttribute('data-build')
      const unfolded = [...historyList.querySelectorAll('details[open]')].map(buildOf)
      const focused = historyList.contains(document.activeElement) ? document.activeElement : null
      const focusAt = focused && { build: buildOf(focused), href: focused.getAttribute('href'), summary: focused.tagName === 'SUMMARY' }
      historyList.innerHTML = JSON.parse(event.data).html
      localTimes(historyList)
      for (const details of historyList.querySelectorAll('details')) if (unfolded.includes(buildOf(details))) details.open = true
      if (!focusAt) return
      const build = [...historyList.querySelectorAll('[data-build]')].find((el) => el.getAttribute('data-build') === focusAt.build)
      const again = build && (focusAt.summary ? build.querySelector('summary') : [...build.querySelectorAll('a[href]')].find((a) => a.getAttribute('href') === focusAt.href))
      if (again) again.focus()
    })
    events.addEventListener('error', () => {
      // CONNECTING: the browser retries by itself. CLOSED: the server refused the stream (the session is gone).
      notice(events.readyState === EventSource.CLOSED ? 'signed-out' : 'Lost contact with the desk; reconnecting…')
    })
  }

  // ── Rebuild now, without a page load
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const button = form.querySelector('button')
    // aria-disabled, not disabled: a disabled button loses the keyboard's focus to the top of the page.
    if (button.getAttribute('aria-disabled') === 'true') return
    button.setAttribute('aria-disabled', 'true')
    formError.hidden = true
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams(new FormData(form)),
        credentials: 'same-origin',
      })
      if (response.status === 401) return notice('signed-out')
      if (!response.ok) throw new Error((await response.json().catch(() => ({}))).message || `The desk answered ${response.status}.`)
      say('Rebuild requested.')
    } catch (error) {
      formError.textContent = error instanceof TypeError ? 'The desk could not be reached. Check your connection and try again.' : error.message
      formError.hidden = false
    } finally {
      button.removeAttribute('aria-disabled')
    }
  })
})()
