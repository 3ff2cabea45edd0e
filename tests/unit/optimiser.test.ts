import v8 from 'node:v8'
import { afterAll, describe, expect, it } from 'vitest'
import { optimisingPaused, pauseOptimising, resumeOptimising } from '../../scripts/steps/optimiser'

/**
 * Real V8, no stand-in: a function made hot is asked whether TurboFan optimised it (V8's own status bits, through
 * --allow-natives-syntax). A new function per case, so that one case's optimisation does not answer for the next.
 */
describe('pausing the optimising compiler', () => {
  v8.setFlagsFromString('--allow-natives-syntax')
  const status = new Function('f', 'return %GetOptimizationStatus(f)') as (f: unknown) => number
  const backgroundDone = new Function('%WaitForBackgroundOptimization()') as () => void
  const OPTIMISED = 1 << 4
  const madeHot = () => {
    const f = new Function('n', 'let s = 0; for (let i = 0; i < n; i++) s = (s + i * 3) % 1000003; return s') as (n: number) => number
    for (let k = 0; k < 200; k++) f(20_000)
    backgroundDone()
    for (let k = 0; k < 10; k++) f(100)
    return (status(f) & OPTIMISED) !== 0
  }
  afterAll(resumeOptimising)

  it('leaves hot code unoptimised while paused, and optimises it again once resumed', () => {
    expect(madeHot()).toBe(true)
    pauseOptimising()
    expect(optimisingPaused()).toBe(true)
    expect(madeHot()).toBe(false)
    resumeOptimising()
    expect(optimisingPaused()).toBe(false)
    expect(madeHot()).toBe(true)
  })
})
