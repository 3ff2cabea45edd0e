// Starts a pre-rendered page's scripts once its first screen has painted: its first-screen pictures have come (or
// FIRST_SCREEN_MS has passed), then the next frame. Fetched and run as soon as they were found, the router and page
// chunks raced the first paint on a phone: when they won, the paint waited for them and Lighthouse's LCP doubled
// (~1.2 s or ~2.7 s from run to run). The page's other subresources (below-the-fold pictures, the map) do not hold
// them back, and a shopper's first touch, key or pointer starts them at once.
// Until they run, links and forms with an address are the browser's. A tap on a button, or a form that has nowhere
// to go without script (the contact form), is held here and handed to the page's code (components/ui/tapHold.ts),
// which gives it to the control once the page has hydrated; so are the fields typed in. A file, not an inline script: the site's
// Content-Security-Policy allows scripts from the site only (data/hostRules.ts).
;(function () {
  var FIRST_SCREEN_MS = 3000
  var me = document.currentScript
  var entries = ((me && me.getAttribute('data-entries')) || '').split(' ').filter(Boolean)
  var started = false
  var INPUTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover']

  function start() {
    if (started) return
    started = true
    INPUTS.forEach(function (type) {
      removeEventListener(type, start, true)
    })
    entries.forEach(function (src) {
      var script = document.createElement('script')
      script.type = 'module'
      script.src = src
      document.head.appendChild(script)
    })
  }

  var heldTap = null
  var typedIn = []
  function typed(event) {
    if (typedIn.indexOf(event.target) < 0) typedIn.push(event.target)
  }
  function hold(event) {
    var target = event.target instanceof Element ? event.target : null
    if (!target) return
    var held
    if (event.type === 'submit') held = !target.hasAttribute('action')
    else if (target.closest('a[href]') || isSubmitControl(target)) held = false
    // A part that hydrates in turn holds every tap, as components/ui/tapHold.ts does once it has taken over (a
    // filter ticked on the listing is then ticked by the page, not by the browser behind its back).
    else if (target.closest('[data-waiting]')) held = true
    else held = !!target.closest('button, [role="button"]')
    if (!held) return
    event.preventDefault()
    event.stopImmediatePropagation()
    heldTap = { target: target, kind: event.type, x: event.clientX || 0, y: event.clientY || 0 }
    // The control says it heard (global.css); components/ui/tapHold.ts takes the mark off as it gives the tap.
    var marked = document.querySelector('[data-tap-held]')
    if (marked) marked.removeAttribute('data-tap-held')
    ;(target.closest('a, button, label, summary, input, select, [role="button"]') || target).setAttribute('data-tap-held', '')
    start()
  }
  function isSubmitControl(target) {
    var control = target.closest('button, input')
    if (!control || !control.closest('form')) return false
    var type = (control.getAttribute('type') || (control.tagName === 'BUTTON' ? 'submit' : 'text')).toLowerCase()
    return type === 'submit' || (control.tagName === 'INPUT' && type === 'image')
  }
  // The page's first script takes over holding taps, and the one held here if any (components/ui/tapHold.ts).
  window.vitrineStarter = {
    handOver: function () {
      document.removeEventListener('click', hold, true)
      document.removeEventListener('submit', hold, true)
      document.removeEventListener('input', typed, true)
      document.removeEventListener('change', typed, true)
      return { tap: heldTap, typedIn: typedIn }
    },
  }

  // The pictures the page loads eagerly are its first screen's (every other one is loading="lazy"); asking where
  // each one is would force a layout before the first paint.
  function firstScreenPictures() {
    return Array.prototype.filter.call(document.images, function (img) {
      return !img.complete && img.loading !== 'lazy'
    })
  }

  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0)
    })
  }

  function whenFirstScreenHasCome() {
    var left = firstScreenPictures()
    var count = left.length
    if (count === 0) return afterPaint()
    var timer = setTimeout(afterPaint, FIRST_SCREEN_MS)
    var one = function () {
      if (--count > 0) return
      clearTimeout(timer)
      afterPaint()
    }
    left.forEach(function (img) {
      img.addEventListener('load', one, { once: true })
      img.addEventListener('error', one, { once: true })
    })
  }

  INPUTS.forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true })
  })
  document.addEventListener('click', hold, true)
  document.addEventListener('submit', hold, true)
  document.addEventListener('input', typed, true)
  document.addEventListener('change', typed, true)
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenFirstScreenHasCome, { once: true })
  else whenFirstScreenHasCome()
})()
