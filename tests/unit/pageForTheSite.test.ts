import { describe, expect, it } from 'vitest'
import { pageForTheSite } from '../../scripts/workers/renderCore.mjs'

/** vike's output for a page with a +client file, shaped as the server bundle writes it (script preloads, React's image preloads in the root, the inline entry). */
const rendered = (entry: string) =>
  '<!DOCTYPE html><html lang="en-IN"><head><link rel="stylesheet" href="/assets/static/shop.css">' +
  `<link rel="modulepreload" href="${entry}"><link rel="modulepreload" href="/assets/chunks/chunk-A.js"></head>` +
  '<body><div id="root"><link rel="preload" as="image" href="/media/kurta.webp" fetchPriority="high"><link rel="preload" as="image" href="/media/dupatta.webp">' +
  '<a href="#main">Skip to content</a><main>₹ 2,499</main></div>' +
  '<script id="vike_pageContext" type="application/json">{"a":1}</script>' +
  `<script type="module" async>\nimport("${entry}");\nimport("/assets/entries/entry-client-routing.js");\n</script></body></html>`

describe('a rendered page as the site serves it', () => {
  it('drops the script preloads, moves the image preloads to the head and names the entry scripts for the starter', () => {
    expect(pageForTheSite(rendered('/assets/entries/pages_product.js'))).toBe(
      '<!DOCTYPE html><html lang="en-IN"><head><link rel="stylesheet" href="/assets/static/shop.css">' +
        '<link rel="preload" as="image" href="/media/kurta.webp" fetchPriority="high"><link rel="preload" as="image" href="/media/dupatta.webp"></head>' +
        '<body><div id="root"><a href="#main">Skip to content</a><main>₹ 2,499</main></div>' +
        '<script id="vike_pageContext" type="application/json">{"a":1}</script>' +
        '<script src="/start-after-paint.js" data-entries="/assets/entries/pages_product.js /assets/entries/entry-client-routing.js" async></script></body></html>',
    )
  })

  it('keeps the account shell’s script preloads: its screens need the scripts to show anything', () => {
    const page = pageForTheSite(rendered('/assets/entries/pages_account.js'))
    expect(page).toContain('<link rel="modulepreload" href="/assets/entries/pages_account.js"><link rel="modulepreload" href="/assets/chunks/chunk-A.js"><link rel="preload" as="image"')
    // The account shell starts its scripts at once, not after the first paint.
    expect(page).toContain('<script type="module" src="/assets/entries/pages_account.js" async></script><script type="module" src="/assets/entries/entry-client-routing.js" async></script>')
  })

  it('leaves a page without image preloads or an inline entry as it is', () => {
    const page = '<html><head><title>404</title></head><body><div id="root"><h1>Not found</h1></div></body></html>'
    expect(pageForTheSite(page)).toBe(page)
  })

  it('moves only the first run of image preloads, and inserts them as they are (a `$&` in a URL is no replacement pattern)', () => {
    const page = '<html><head></head><body><div id="root"><link rel="preload" as="image" href="/a$&.jpg"></div><div id="root"><link rel="preload" as="image" href="/b.jpg"></div></body></html>'
    expect(pageForTheSite(page)).toBe('<html><head><link rel="preload" as="image" href="/a$&.jpg"></head><body><div id="root"></div><div id="root"><link rel="preload" as="image" href="/b.jpg"></div></body></html>')
  })
})
