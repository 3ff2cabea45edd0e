/**
 * `npm run bench:weight [-- --dir dist]`: what a shopper downloads to hydrate each kind of page. Reads the
 * published HTML, follows its entry scripts (those the starter names too), its module preloads and its page's own
 * entry (which vike's runtime imports on start, whether or not the HTML preloads it), and the static imports inside them; prints the
 * client JavaScript and CSS per page kind, raw and gzipped.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const dirFlag = process.argv.indexOf('--dir')
const site = path.resolve(dirFlag > -1 ? process.argv[dirFlag + 1]! : 'dist')
if (!existsSync(path.join(site, 'index.html'))) {
  console.error(`bench:weight: no published site in ${site}; run \`node bin/vitrine.js build:catalog\` first`)
  process.exit(2)
}

function firstPage(dir: string): string | undefined {
  const root = path.join(site, dir)
  if (!existsSync(root)) return undefined
  const entry = readdirSync(root, { withFileTypes: true }).find((e) => e.isDirectory() && existsSync(path.join(root, e.name, 'index.html')))
  return entry ? path.join(dir, entry.name, 'index.html') : undefined
}

const pages: Array<[string, string | undefined]> = [
  ['home', 'index.html'],
  ['listing', 'product/all/index.html'],
  ['product', firstPage('product')],
  ['account shell', 'login/index.html'],
]

/** Every asset the page loads up front: referenced in the HTML, plus static imports of those modules. */
function assetsOf(htmlFile: string): Set<string> {
  const html = readFileSync(path.join(site, htmlFile), 'utf8')
  const found = new Set<string>()
  const queue = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
  // A pre-rendered page's scripts are started by public/start-after-paint.js, which names them in data-entries.
  for (const m of html.matchAll(/data-entries="([^"]*)"/g)) queue.push(...m[1]!.split(' ').filter((src) => src.startsWith('/assets/')))
  // The page's entry, named after its page id (`/pages/product` → assets/entries/pages_product.<hash>.js), as the
  // router this build published imports it: older entries stay in assets/ for tabs still open on them.
  // vike's JSON escapes slashes (`"\/pages\/index"`).
  const pageId = /"pageId":"([^"]+)"/.exec(html)?.[1]?.replace(/\\\//g, '/')
  const entryName = pageId && `${pageId.replace(/^\//, '').replace(/\//g, '_')}.`
  closure(queue, found)
  if (entryName) {
    // From a chunk (`../entries/…`, client routing) or from the server-routing entry beside it (`./…`).
    const pattern = new RegExp(`import\\(["'\\x60]((?:\\.\\./entries/|\\./)${entryName.replace(/[.]/g, '\\.')}[^"'\\x60]+\\.js)["'\\x60]\\)`)
    const entry = [...found]
      .filter((asset) => asset.endsWith('.js'))
      .map((asset) => {
        const imported = pattern.exec(readFileSync(path.join(site, asset), 'utf8'))?.[1]
        return imported && path.posix.join(path.posix.dirname(asset), imported)
      })
      .find(Boolean)
    if (!entry) throw new Error(`bench:weight: vike's runtime does not import an entry for page ${pageId} in ${htmlFile}`)
    closure([entry], found)
  }
  return found
}

/** Adds the files in `start` and everything they import statically. */
function closure(queue: string[], found: Set<string>): void {
  while (queue.length > 0) {
    const asset = queue.pop()!
    if (found.has(asset)) continue
    found.add(asset)
    if (!asset.endsWith('.js')) continue
    const code = readFileSync(path.join(site, asset), 'utf8')
    // Static imports only (`import … from "./x.js"`); dynamic import() chunks load on demand and are not counted.
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(asset), m[1]!))
    }
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`
console.log(`client weight of ${site}`)
console.log('page            js raw    js gzip   css gzip  html gzip')
for (const [name, file] of pages) {
  if (!file || !existsSync(path.join(site, file))) continue
  let jsRaw = 0
  let jsGzip = 0
  let cssGzip = 0
  for (const asset of assetsOf(file)) {
    const body = readFileSync(path.join(site, asset))
    if (asset.endsWith('.js')) {
      jsRaw += body.length
      jsGzip += gzipSync(body, { level: 9 }).length
    } else cssGzip += gzipSync(body, { level: 9 }).length
  }
  const htmlGzip = gzipSync(readFileSync(path.join(site, file)), { level: 9 }).length
  console.log(`${name.padEnd(16)}${kb(jsRaw).padStart(9)} ${kb(jsGzip).padStart(9)} ${kb(cssGzip).padStart(9)} ${kb(htmlGzip).padStart(9)}`)
}
