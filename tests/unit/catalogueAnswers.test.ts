/**
 * The catalogue's answers (steps/catalogueAnswers.ts) against a real HTTP server: what they keep once the product list
 * has answered. The command that sent the requests holds them to the end of the build.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestAnswers } from '../../scripts/steps/catalogueAnswers'
import { DEFAULT_HTTP } from '../../scripts/steps/httpClient'
import { heldWeakly } from './collected'

let server: http.Server
let host = ''
/** While set, the server holds its answers until told to answer: the test then knows the answers are still coming. */
let held: Array<() => void> | undefined
const answerAll = () => {
  for (const answer of held ?? []) answer()
  held = undefined
}

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    const answer = () => void response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}')
    if (held) held.push(answer)
    else answer()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const quick = { ...DEFAULT_HTTP, timeoutMs: 2000, retries: 0 }

describe('the catalogue answers', () => {
  it('tell the listener that the product list changed, then let it go', async () => {
    let heard = 0
    held = []
    const { holder: answers, collected } = heldWeakly(() => {
      const answers = requestAnswers(host, { http: quick })
      // The build's listener holds its fetch step, and through it the whole catalogue's records and index.
      const listener = () => void heard++
      answers.onProductsChanged(listener)
      return { target: listener, holder: answers }
    })
    // Kept while the product list may still answer.
    expect(await collected()).toBe(false)
    answerAll()
    await answers.done
    expect(heard).toBe(1)
    expect(await collected()).toBe(true)

    // Asked once the list has answered, a listener runs at once and is not kept.
    let late = 0
    const after = heldWeakly(() => {
      const listener = () => void late++
      answers.onProductsChanged(listener)
      return { target: listener, holder: answers }
    })
    expect(late).toBe(1)
    expect(await after.collected()).toBe(true)
  })

  it('let the listener go when the product list will not be asked for (the changed products were named)', async () => {
    let heard = 0
    const { holder: answers, collected } = heldWeakly(() => {
      const answers = requestAnswers(host, { http: quick, productsNamed: true })
      const listener = () => void heard++
      answers.onProductsChanged(listener)
      return { target: listener, holder: answers }
    })
    await answers.done
    // Still kept: the build may yet ask for the list (readList) when the named products cannot be put in the last one.
    expect(await collected()).toBe(false)
    answers.skipList()
    expect(await collected()).toBe(true)
    expect(heard).toBe(0)
  })
})
