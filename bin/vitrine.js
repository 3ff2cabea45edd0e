#!/usr/bin/env node
// The `vitrine` command. The CLI is TypeScript; tsx compiles it on the fly so there is no build step to forget.
import { register } from 'tsx/esm/api'

register()
await import('../scripts/cli.ts')
