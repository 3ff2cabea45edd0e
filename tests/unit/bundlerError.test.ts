import { describe, expect, it } from 'vitest'
import { bundlerErrorLine } from '../../scripts/steps/bundlerError'

describe('bundlerErrorLine: a failed page bundle in one line', () => {
  it("takes rolldown's reason and the file its code frame names, without colours", () => {
    const message = [
      'Build failed with 1 error:',
      '',
      '\u001b[31m[builtin:vite-transform] \u001b[0mUnexpected token',
      '    \u001b[38;5;246m╭\u001b[0m\u001b[38;5;246m─\u001b[0m\u001b[38;5;246m[\u001b[0m pages/index/+Page.tsx:49:30 \u001b[38;5;246m]\u001b[0m',
      '    │',
      ' 49 │ export const broken = <div>{</div>',
    ].join('\n')
    expect(bundlerErrorLine(Object.assign(new Error(message)))).toBe('[builtin:vite-transform] Unexpected token (pages/index/+Page.tsx:49:30)')
  })

  it('takes the file from a Rollup-style error, relative to the checkout', () => {
    const error = Object.assign(new Error('Could not resolve "./Nowhere" from "pages/index/+Page.tsx"'), { id: `${process.cwd()}/pages/index/+Page.tsx`, loc: { file: `${process.cwd()}/pages/index/+Page.tsx`, line: 3, column: 7 } })
    expect(bundlerErrorLine(error)).toBe('Could not resolve "./Nowhere" from "pages/index/+Page.tsx" (pages/index/+Page.tsx:3:7)')
  })

  it("keeps esbuild's line as it is: it names the file itself", () => {
    const message = 'Build failed with 1 error:\n.cache/bundle/x/server/entry.mjs:4:48: ERROR: Could not resolve "vike/__internal"'
    expect(bundlerErrorLine(new Error(message))).toBe('.cache/bundle/x/server/entry.mjs:4:48: ERROR: Could not resolve "vike/__internal"')
  })

  it('answers something readable for a thrown non-error', () => {
    expect(bundlerErrorLine('out of memory')).toBe('out of memory')
    expect(bundlerErrorLine(undefined)).toBe('undefined')
  })
})
