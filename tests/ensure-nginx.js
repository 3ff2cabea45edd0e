#!/usr/bin/env node
// The nginx recipe of the README is tested in Debian's nginx (tests/cli/nginx-recipe.test.ts). Installs it when run
// as root, otherwise fails with one line saying what to do.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

if (!existsSync(nginx)) {
  if (process.getuid?.() !== 0) {
    console.error(`nginx is missing at ${nginx}: install it with \`sudo apt-get install -y nginx\` (or set NGINX_PATH) and run npm test again.`)
    process.exit(1)
  }
  console.log("nginx is missing: installing Debian's nginx package (a few seconds)…")
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  } catch {
    console.error('Installing nginx with apt-get failed: install it by hand with `apt-get install -y nginx` and run npm test again.')
    process.exit(1)
  }
  if (!existsSync(nginx)) {
    console.error(`apt-get finished but ${nginx} is still missing: set NGINX_PATH to your nginx binary.`)
    process.exit(1)
  }
}
