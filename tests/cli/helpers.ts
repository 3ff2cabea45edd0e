import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import glob from 'fast-glob'

export const ROOT = path.resolve(import.meta.dirname, '../..')

export interface CliResult {
  code: number | null
  stdout: string
  stderr: string
}

/**
 * Runs the real `vitrine` command in a child process, as cron or an editor would: this checkout's, or that of
 * `checkout` (a copy with a change of its own).
 */
export function runCli(args: string[], options: { env?: Record<string, string>; timeoutMs?: number; checkout?: string } = {}): Promise<CliResult> {
  const checkout = options.checkout ?? ROOT
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(checkout, 'bin/vitrine.js'), ...args], {
      cwd: checkout,
      env: { ...process.env, NO_COLOR: '1', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 170_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

export function tempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `vitrine-${prefix}-`))
}

/** Every file of a folder with its bytes, for "byte-for-byte unchanged" checks. */
export async function folderContents(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  for (const file of (await glob('**', { cwd: dir, dot: true })).sort()) files.set(file, (await readFile(path.join(dir, file))).toString('base64'))
  return files
}

/** Every file of a folder with a hash of its bytes: the same check as folderContents, with readable failures. */
export async function folderDigest(dir: string): Promise<Record<string, string>> {
  const digest: Record<string, string> = {}
  for (const [file, base64] of await folderContents(dir)) digest[file] = createHash('sha1').update(base64).digest('hex')
  return digest
}

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
