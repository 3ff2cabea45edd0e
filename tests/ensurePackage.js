// Installs a Debian package the tests run (Chromium for the browser tests, nginx for the recipe test, Java for the
// Nu HTML Checker) when its binary is missing and this runs as root; otherwise fails with one line saying what to do.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/**
 * @param {{ pkg: string, binary: string, envVar: string, about: string }} tool
 *   pkg: the Debian package; binary: where it installs the program (overridable by envVar); about: how long it takes
 */
export function ensurePackage({ pkg, binary, envVar, about }) {
  if (existsSync(binary)) return
  if (process.getuid?.() !== 0) {
    console.error(`${pkg} is missing at ${binary}: install it with \`sudo apt-get install -y ${pkg}\` (or set ${envVar}) and run npm test again.`)
    process.exit(1)
  }
  console.log(`${pkg} is missing: installing Debian's ${pkg} package (${about})…`)
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  } catch {
    console.error(`Installing ${pkg} with apt-get failed: install it by hand with \`apt-get install -y ${pkg}\` and run npm test again.`)
    process.exit(1)
  }
  if (!existsSync(binary)) {
    console.error(`apt-get finished but ${binary} is still missing: set ${envVar} to your ${pkg} binary.`)
    process.exit(1)
  }
}
