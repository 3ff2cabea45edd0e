#!/usr/bin/env node
// Browser tests run in Debian's Chromium (Playwright's own browser download cannot work here). Installs it when
// run as root, otherwise fails with one line saying what to do.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromium}: install it with \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH) and run npm test again.`)
    process.exit(1)
  }
  console.log('Chromium is missing: installing Debian\'s chromium package (about 30 s)…')
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  } catch {
    console.error('Installing chromium with apt-get failed: install it by hand with `apt-get install -y chromium` and run npm test again.')
    process.exit(1)
  }
  if (!existsSync(chromium)) {
    console.error(`apt-get finished but ${chromium} is still missing: set CHROMIUM_PATH to your Chromium binary.`)
    process.exit(1)
  }
}
