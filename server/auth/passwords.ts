/**
 * Password hashing with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1: 128 MiB per hash, so maxmem is
 * raised above Node's 32 MiB default). The parameters are stored with each hash so they can be raised later
 * without invalidating old passwords.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const COST = { N: 2 ** 17, r: 8, p: 1 } as const
const KEY_LENGTH = 32
const SALT_BYTES = 16

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }, length: number): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 }
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key))))
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, COST, KEY_LENGTH)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** The same hash, blocking: only for seeding a demo database, never on a request. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES)
  const key = scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { ...COST, maxmem: 256 * COST.N * COST.r + 1024 * 1024 })
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * A hash nobody's password matches, checked when the login names no account: the answer then takes as long as a
 * wrong password does, so response times do not reveal which emails have accounts.
 */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'))
  return decoy
}
