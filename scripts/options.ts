/**
 * Flag parsing shared by the commands: every flag is also an environment variable (for cron and CI), and the
 * parsed values go through zod so that a bad value fails with one readable line naming the flag.
 */
import { Option } from 'commander'
import { z } from 'zod'
import { EXIT, VitrineError } from './errors'

/** A commander option that falls back to an environment variable (commander prints the variable in --help). */
export function flag(flags: string, description: string, env: string): Option {
  return new Option(flags, description).env(env)
}

export const port = z.coerce.number().int().min(0, 'must be 0–65535').max(65535, 'must be 0–65535')
export const positiveInt = z.coerce.number({ error: 'must be a positive whole number' }).int('must be a positive whole number').positive('must be a positive whole number')
export const httpUrl = z
  .string()
  .url('must be a URL such as https://api.example.com')
  .refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://')
  .transform((u) => u.replace(/\/+$/, ''))

/** A switch that may also come from the environment as '1'/'true'/'0'/'false'. */
export const envSwitch = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || (typeof v === 'string' && /^(1|true|yes)$/i.test(v)))

export function parseOptions<T extends z.ZodTypeAny>(schema: T, raw: unknown, command: string): z.infer<T> {
  const result = schema.safeParse(raw)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const name = issue.path.map(String).join('.').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
  throw new VitrineError(`--${name} ${issue.message}`, { exitCode: EXIT.usage, suggestion: `see \`vitrine ${command} --help\`` })
}
