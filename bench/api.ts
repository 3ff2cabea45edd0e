/**
 * `npm run bench:api`: requests/s and latency of the hottest calls, product list, product detail and add to bag,
 * measured from THIS process against the API running in a second process on loopback (bench/apiServer.ts).
 * BENCH_SECONDS (default 10) per scenario, BENCH_CONNECTIONS (default 20) concurrent connections, BENCH_PRODUCTS (default
 * 1,000) products in the catalogue, BENCH_ONLY (e.g. `detail`) runs only the scenarios whose name holds it.
 *
 * The whole product list is ~5 kB a product: past 10,000 products, twenty clients downloading it at once for ten
 * seconds measure the loopback's bandwidth, not the API (at 100,000 each answer is ~500 MB and none completes within
 * autocannon's timeout). There it is measured as the nightly build asks for it: one client at a time, and the
 * revalidation with the answer's ETag that an unchanged catalogue gets (a 304).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)

const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./apiServer.ts', import.meta.url))], { stdio: ['ignore', 'pipe', 'inherit'] })
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM')
}
process.on('exit', stopServer)

try {
  const firstLine = readline.createInterface({ input: server.stdout! })
  const [line] = (await Promise.race([once(firstLine, 'line'), once(server, 'exit').then(() => { throw new Error('the API process exited before it was ready') })])) as [string]
  firstLine.close()
  const target = JSON.parse(line) as { url: string; productId: string; variantId: string; products: number }

  // A signed-in shopper for the bag: one signup and one login (each an OWASP-strength scrypt) before the clock starts.
  const shopper = { name: 'Bench Shopper', email: `bench${Date.now()}@example.in`, phone_number: '9123456789', password: 'bench-password-1' }
  const signup = await fetch(`${target.url}/api/users/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(shopper) })
  const user = ((await signup.json()) as { user: { _id: string } }).user
  const login = await fetch(`${target.url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: shopper.email, password: shopper.password }) })
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!

  // The list's ETag, for the revalidation: a HEAD answers the headers only.
  const listEtag = (await fetch(`${target.url}/api/products`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } })).headers.get('etag') ?? ''
  const bigList = target.products > 10_000
  const all = [
    // As a browser asks for it: gzip accepted (the identity body is the same JSON, ~8× larger).
    { name: `product list (${target.products})`, method: 'GET', path: '/api/products', headers: { 'accept-encoding': 'gzip' }, ...(bigList ? { connections: 1, timeout: 600 } : {}) },
    { name: 'product list, unchanged (304)', method: 'GET', path: '/api/products', headers: { 'accept-encoding': 'gzip', 'if-none-match': listEtag }, notModified: true },
    { name: 'product detail', method: 'GET', path: `/api/products/${target.productId}` },
    {
      name: 'cart add',
      method: 'POST',
      path: '/api/cart/add',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ user_id: user._id, product_id: target.productId, variant_id: target.variantId, quantity: 1 }),
    },
  ] as const
  const scenarios = all.filter((scenario) => !process.env.BENCH_ONLY || scenario.name.includes(process.env.BENCH_ONLY))

  const rows: string[][] = []
  for (const scenario of scenarios) {
    process.stderr.write(`running ${scenario.name} for ${seconds} s...\n`)
    const result = await autocannon({
      url: target.url + scenario.path,
      method: scenario.method,
      headers: 'headers' in scenario ? scenario.headers : {},
      body: 'body' in scenario ? scenario.body : undefined,
      connections: 'connections' in scenario ? scenario.connections : connections,
      duration: seconds,
      ...('timeout' in scenario ? { timeout: scenario.timeout } : {}),
    })
    // A revalidation's answer is a 304, which is its success.
    const errors = result.errors + result.timeouts + result.non2xx - ('notModified' in scenario ? result['3xx'] : 0)
    // One big answer at a time: requests/s rounds to 0, the time each took says more.
    const rate = result.requests.average >= 10 ? result.requests.average.toFixed(0) : `${(result.requests.total / seconds).toFixed(2)} (${result.requests.total} in ${seconds} s)`
    rows.push([scenario.name, rate, `${result.latency.p50} ms`, `${result.latency.p99} ms`, String(errors)])
  }

  const header = ['scenario', 'requests/s', 'p50', 'p99', 'errors']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  console.log(`\n${connections} connections, ${seconds} s each, API in a separate process on ${target.url}`)
  console.log(format(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const row of rows) console.log(format(row))
} finally {
  stopServer()
}
