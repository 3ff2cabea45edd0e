#!/usr/bin/env node
// The `vitrine` command. The CLI is TypeScript; tsx compiles it on the fly so there is no build step to forget.
import { register } from 'tsx/esm/api'

// Every command builds or serves production output. A NODE_ENV inherited from a test runner ('test') would make
// Vite bundle the pages in development mode (jsxDEV calls) that the production renderer cannot run, and a cached
// bundle built that way would break later builds too.
process.env.NODE_ENV = 'production'

register()
await import('../scripts/cli.ts')
