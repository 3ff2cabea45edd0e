/**
 * `vitrine build:merge --out <site> <artifact>…`: publishes the shards' artifacts (`build:catalog --shard i/n`, each
 * run on a CI runner of its own) as one site, verified and swapped in atomically (steps/merge.ts). A missing or failed
 * shard, or shards of different catalogues, fail the merge and leave the published site as it was.
 */
import type { Command } from 'commander'
import { z } from 'zod'
import { envSwitch, flag, parseOptions, positiveInt } from '../options'
import { createReporter } from '../progress'
import { DEFAULT_OUT_DIR } from '../runtime'
import { BUILD_EXIT_CODES } from './buildCatalog'

const MergeOptions = z.object({
  out: z.string().min(1),
  keepAssets: positiveInt,
  json: envSwitch,
  artifacts: z.array(z.string().min(1)).min(1, 'name at least one shard artifact folder'),
})

export function registerBuildMerge(program: Command): void {
  program
    .command('build:merge')
    .description("publish the shards' artifacts (build:catalog --shard i/n) as one site, verified and swapped in atomically")
    .argument('<artifacts...>', "each shard's artifact folder (its build:catalog --out)")
    .addOption(flag('--out <dir>', 'folder to publish the static site to', 'VITRINE_OUT').default(DEFAULT_OUT_DIR))
    .addOption(flag('--keep-assets <n>', 'bundles whose hashed assets stay published, so open tabs keep working', 'VITRINE_KEEP_ASSETS').default('3'))
    .addOption(flag('--json', 'print a JSON summary on stdout; progress goes to stderr', 'VITRINE_JSON'))
    .addHelpText('after', BUILD_EXIT_CODES)
    .action(async (artifacts: string[], raw) => {
      const options = parseOptions(MergeOptions, { ...raw, artifacts }, 'build:merge')
      const { mergeShards } = await import('../steps/merge')
      const summary = await mergeShards(options, createReporter({ json: options.json }))
      if (options.json) console.log(JSON.stringify(summary))
    })
}
