#!/usr/bin/env node
// The `vitrine` command. The CLI is TypeScript, run from a bundle that is remade whenever a source changes (see
// scripts/cliBundle.mjs), so there is no build step to forget and no compiler in the way of every start.

// Every command builds or serves production output. A NODE_ENV inherited from a test runner ('test') would make
// Vite bundle the pages in development mode (jsxDEV calls) that the production renderer cannot run, and a cached
// bundle built that way would break later builds too.
process.env.NODE_ENV = 'production'
// The bundle's stack traces name the TypeScript sources when asked for details.
if (process.env.VITRINE_DEBUG) process.setSourceMapsEnabled(true)

// A build runs in a child process started with two malloc arenas, which bounds its native memory, and an editor's
// rebuild with a larger young generation for its build thread (scripts/mallocArenas.mjs).
const arenas = await import('../scripts/mallocArenas.mjs')
const restartEnv = arenas.buildRestartEnv(process.argv.slice(2), process.env, process.platform)
if (restartEnv) {
  arenas.runAgain(restartEnv, arenas.buildRestartFlags(process.argv.slice(2), process.env))
} else {
  arenas.endsWithParent()
  arenas.workersKeepV8Defaults(process.execArgv)
  await runCli()
}

async function runCli() {
  const { bundledCli } = await import('../scripts/cliBundle.mjs')
  const entry = await bundledCli()
  if (entry) await import(entry)
  else {
    const { register } = await import('tsx/esm/api')
    register()
    await import('../scripts/cli.ts')
  }
}
