/**
 * `vitrine`: the shop's command line. One file per command under commands/; each registers itself here.
 * Heavy modules (the API server, vike, fastify) are imported inside the commands' actions, so `--help` stays quick.
 */
import { Command } from 'commander'
import { handleCliError } from './errors'
import { registerApi } from './commands/api'
import { registerBuildCatalog } from './commands/buildCatalog'
import { registerBuildMerge } from './commands/buildMerge'
import { registerOutbox } from './commands/outbox'
import { registerServe } from './commands/serve'
import { registerWebhook } from './commands/webhook'

const program = new Command('vitrine')
  .description('Vitrine storefront: build the static catalogue, serve it, run the reference shop API')
  .showHelpAfterError('(run with --help for usage)')

registerBuildCatalog(program)
registerBuildMerge(program)
registerServe(program)
registerApi(program)
registerWebhook(program)
registerOutbox(program)

program.parseAsync(process.argv).catch(handleCliError)
