// Starts a pre-rendered page's scripts once its first screen has painted (the window's load, then the next frame).
// Fetched and run as soon as they were found, the router and page chunks raced the first paint on a phone: when they
// won, the paint waited for them and Lighthouse's LCP doubled (~1.2 s or ~2.7 s from run to run). Until they run,
// links and forms are the browser's. A file, not an inline script: the site's Content-Security-Policy allows scripts
// from the site only (data/hostRules.ts).
;(function () {
  var me = document.currentScript
  var entries = ((me && me.getAttribute('data-entries')) || '').split(' ').filter(Boolean)
  function start() {
    entries.forEach(function (src) {
      var script = document.createElement('script')
      script.type = 'module'
      script.src = src
      document.head.appendChild(script)
    })
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0)
    })
  }
  if (document.readyState === 'complete') afterPaint()
  else addEventListener('load', afterPaint, { once: true })
})()
