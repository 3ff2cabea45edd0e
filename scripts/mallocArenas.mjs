// A build runs in a process started again with MALLOC_ARENA_MAX=2. Plain JavaScript: bin/vitrine.js runs it before the
// CLI's bundle is made or loaded.
//
// Why: glibc's malloc gives each thread that allocates an arena of its own (up to 8 per core), and memory freed in an
// arena mostly stays mapped for that arena's next use. A build has many such threads: the build thread, a render
// worker, the products answer's reader, the share cards' worker, libuv's pool compressing every page. Each one keeps
// its high-water mark of native memory (the answer's chunks, Brotli's windows, the card drawer's buffers) to the end.
// With two arenas for the whole process a 20,000-product cold build peaked at 703 MB instead of 877 MB, its render
// step held ~620 MB instead of ~790 MB, and it was no slower (render 121 s against 131 s). glibc reads the variable
// once, as the process starts, so it cannot be set from inside.
import { spawn } from 'node:child_process'

/** Set in the child runAgain starts, and taken out of its environment as it starts (endsWithParent). */
const CHILD_MARK = 'VITRINE_BUILD_CHILD'
/** Arenas for a build's process: two, so that the build thread and the rest do not wait on one lock. */
export const BUILD_ARENAS = '2'
/** The commands that run a build's threads over the whole catalogue. */
const BUILD_COMMANDS = new Set(['build:catalog', 'build:merge'])

/**
 * The environment to start this command again with, or undefined when it runs as it is: not a build, not Linux (on
 * a Linux without glibc the variable is ignored), or MALLOC_ARENA_MAX already set (by the operator, or by the process
 * that started this one).
 * @param {readonly string[]} args the command line after the script (process.argv.slice(2))
 * @param {NodeJS.ProcessEnv} env
 * @param {NodeJS.Platform} platform
 * @returns {NodeJS.ProcessEnv | undefined}
 */
export function buildRestartEnv(args, env, platform) {
  if (platform !== 'linux' || env.MALLOC_ARENA_MAX !== undefined) return undefined
  const command = args.find((arg) => !arg.startsWith('-'))
  return command && BUILD_COMMANDS.has(command) ? { ...env, MALLOC_ARENA_MAX: BUILD_ARENAS } : undefined
}

/**
 * Runs this command again in a child with `env` and ends as it ends: its exit code, or the signal that stopped it.
 * Signals sent to this process alone (a service manager's SIGTERM) are passed on. The child ends if this process
 * is killed outright (endsWithParent), so no build is left running behind a dead command.
 * @param {NodeJS.ProcessEnv} env
 */
export function runAgain(env) {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { env: { ...env, [CHILD_MARK]: '1' }, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] })
  const signals = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])
  const pass = (signal) => child.kill(signal)
  for (const signal of signals) process.on(signal, pass)
  child.on('error', (error) => {
    console.error(`vitrine: could not start the build: ${error.message}`)
    process.exit(1)
  })
  child.on('exit', (code, signal) => {
    for (const each of signals) process.off(each, pass)
    if (signal) process.kill(process.pid, signal)
    else process.exit(code ?? 1)
  })
}

/**
 * In the child runAgain started: its channel to the parent closes when the parent dies, and then the build stops. The
 * parent may have died before this runs (the channel is then gone already).
 */
export function endsWithParent() {
  const started = process.env[CHILD_MARK]
  delete process.env[CHILD_MARK]
  if (!started) return
  const stop = () => process.kill(process.pid, 'SIGTERM')
  if (!process.channel || !process.connected) return stop()
  process.channel.unref()
  process.on('disconnect', stop)
}
