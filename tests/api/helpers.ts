/** A real API on a temporary database file, and a signed-in shopper, for the API tests. */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { createApiApp, type ApiOptions } from '../../server/index'

export interface TestApi {
  app: FastifyInstance
  dir: string
  dbFile: string
  close(): Promise<void>
}

export async function createTestApi(options: Partial<ApiOptions> = {}): Promise<TestApi> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-api-'))
  const dbFile = path.join(dir, 'shop.db')
  const app = await createApiApp({ dbFile, products: 40, seed: 7, ...options })
  await app.ready()
  return {
    app,
    dir,
    dbFile,
    async close() {
      await app.close()
      await fs.rm(dir, { recursive: true, force: true })
    },
  }
}

let counter = 0
/** A fresh, unique shopper's signup body. */
export function newShopper(overrides: Record<string, unknown> = {}) {
  counter += 1
  const n = String(counter).padStart(6, '0')
  return { name: `Asha ${n}`, email: `asha${n}@example.in`, phone_number: `98${n}00`.slice(0, 10), password: 'monsoon-2026', user_role: 'Customer', ...overrides }
}

/** Signs a new shopper up and in; returns the user and the cookie header that carries the session. */
export async function signedInShopper(app: FastifyInstance) {
  const body = newShopper()
  const signup = await app.inject({ method: 'POST', url: '/api/users/signup', payload: body })
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`)
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { login: body.email, password: body.password } })
  const session = login.cookies.find((c) => c.name === 'vitrine_session')
  if (!session) throw new Error(`login set no session cookie: ${login.body}`)
  const user = login.json().user as { _id: string; name: string }
  return { user, body, cookie: `vitrine_session=${session.value}` }
}
