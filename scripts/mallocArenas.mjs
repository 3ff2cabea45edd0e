// A build runs in a process started again with MALLOC_ARENA_MAX=2 (and, for an editor's rebuild, a larger young
// generation for its build thread: EDIT_THREAD_FLAGS). Plain JavaScript: bin/vitrine.js runs it before the CLI's bundle
// is made or loaded.
//
// Why: glibc's malloc gives each thread that allocates an arena of its own (up to 8 per core), and memory freed in an
// arena mostly stays mapped for that arena's next use. A build has many such threads: the build thread, a render
// worker, the products answer's reader, the share cards' worker, libuv's pool compressing every page. Each one keeps
// its high-water mark of native memory (the answer's chunks, Brotli's windows, the card drawer's buffers) to the end.
// With two arenas for the whole process a 20,000-product cold build peaked at 703 MB instead of 877 MB, its render
// step held ~620 MB instead of ~790 MB, and it was no slower (render 121 s against 131 s). glibc reads the variable
// once, as the process starts, so it cannot be set from inside.
import { spawn } from 'node:child_process'
import v8 from 'node:v8'

/** Set in the child runAgain starts, and taken out of its environment as it starts (endsWithParent). */
const CHILD_MARK = 'VITRINE_BUILD_CHILD'
/** Arenas for a build's process: two, so that the build thread and the rest do not wait on one lock. */
export const BUILD_ARENAS = '2'
/** The commands that run a build's threads over the whole catalogue. */
const BUILD_COMMANDS = new Set(['build:catalog', 'build:merge'])

/**
 * V8 flags for the build thread of a build told which products changed (`--changed-products`: an editor's save, as the
 * CMS hook and the desk start it): a young generation that starts at 16 MB a semi-space and grows to 64 MB, against
 * V8's 1 MB growing to 16 MB. Such a build reads or makes hundreds of megabytes of objects that live to its end (the
 * last build's manifest and record cache, the index, the plan) and each was copied by a scavenge or two on its way to
 * the old generation: at 100,000 products a one-product rebuild ran 251 scavenges, 1.55 s of its ~7 s. With these flags
 * it took 7.13–7.74 s against 7.84–8.36 s (four interleaved pairs, all four its way), its peak ~50 MB higher (~1.2 GB).
 * Not for the other builds: with them, a cold 100,000-product build's render held 1,300–1,390 MB against
 * 1,075–1,226 MB, for no faster render. V8 reads them as a thread's heap is made: the threads the build starts get V8's
 * own sizes (workersKeepV8Defaults).
 */
export const EDIT_THREAD_FLAGS = Object.freeze(['--min-semi-space-size=16', '--max-semi-space-size=64'])

/**
 * The V8 flags to start this build again with: EDIT_THREAD_FLAGS for a build told which products changed, else none.
 * @param {readonly string[]} args the command line after the script (process.argv.slice(2))
 * @param {NodeJS.ProcessEnv} env
 * @returns {readonly string[]}
 */
export function buildRestartFlags(args, env) {
  const named = Boolean(env.VITRINE_CHANGED_PRODUCTS) || args.some((arg) => arg === '--changed-products' || arg.startsWith('--changed-products='))
  return named ? EDIT_THREAD_FLAGS : []
}

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
 * @param {readonly string[]} [flags] V8 flags (buildRestartFlags); the operator's own come after them, so theirs win
 */
export function runAgain(env, flags = []) {
  const child = spawn(process.execPath, [...flags, ...process.execArgv, ...process.argv.slice(1)], { env: { ...env, [CHILD_MARK]: '1' }, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] })
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

/**
 * In the build's process, before it starts a thread: the render workers, the share cards' workers and the answer's
 * reader get V8's own young generation, not the build thread's (EDIT_THREAD_FLAGS). Each holds little that lives long,
 * and four young generations of 128 MB would come on top of the build's. A size the operator set for the whole process
 * stays as it is.
 * @param {readonly string[]} execArgv this process's (process.execArgv)
 */
export function workersKeepV8Defaults(execArgv) {
  const sizes = execArgv.filter((arg) => arg.includes('semi-space-size'))
  if (sizes.length === 0 || !sizes.every((arg) => EDIT_THREAD_FLAGS.includes(arg))) return
  // 0: not set, V8's own sizes (the flags are read again as each thread's heap is made).
  v8.setFlagsFromString('--min-semi-space-size=0')
  v8.setFlagsFromString('--max-semi-space-size=0')
}
