/**
 * `vitrine`: the shop's command line. One file per command under commands/; each registers itself here.
 * Commands are imported lazily so that `vitrine --help` and a cron's `vitrine build:catalog` load only what they use.
 */
import { Command } from 'commander'
import { handleCliError } from './errors'
import { registerApi } from './commands/api'
import { registerBuildCatalog } from './commands/buildCatalog'
import { registerServe } from './commands/serve'

const program = new Command('vitrine')
  .description('Vitrine storefront: build the static catalogue, serve it, run the reference shop API')
  .showHelpAfterError('(run with --help for usage)')

registerBuildCatalog(program)
registerServe(program)
registerApi(program)

program.parseAsync(process.argv).catch(handleCliError)
