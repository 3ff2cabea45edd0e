/**
 * A build writes its big files to `<name>.<pid>.tmp` (or `<name>.<pid>-<thread>.tmp`) beside them and renames them into
 * place, so a reader never sees half a file. A build that is killed (a cron's timeout, the kernel's OOM killer, a
 * SIGTERM) leaves its temporary files behind, and nothing else ever removes them: at 100,000 products the snapshot's is
 * ~540 MB, the record cache's ~180 MB and the products answer's ~500 MB, for every killed build. So each build removes,
 * from the folders it writes them in, the ones whose process is no longer running.
 */
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'

const TEMP = /\.(\d+)(?:-\d+)?\.tmp$/

/** Whether a process of this id runs (EPERM: it does, as another user's). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Removes the temporary files of processes that no longer run from these folders (not their subfolders); answers their
 * paths. A folder that does not exist has none. A process id taken again by another process keeps its files until that
 * one ends: never a running build's file removed.
 */
export async function removeStaleTemps(dirs: readonly string[]): Promise<string[]> {
  const removed: string[] = []
  for (const dir of dirs) {
    const names = await readdir(dir).catch(() => [] as string[])
    for (const name of names) {
      const pid = Number(TEMP.exec(name)?.[1] ?? Number.NaN)
      if (!Number.isInteger(pid) || pid === process.pid || isRunning(pid)) continue
      await rm(path.join(dir, name), { force: true })
      removed.push(path.join(dir, name))
    }
  }
  return removed
}
