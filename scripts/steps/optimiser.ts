/**
 * V8's optimising compiler (TurboFan) is paused while a build stays small. A one-edit rebuild at 10,000 products runs
 * most of its code a handful of times, yet TurboFan compiled the functions that got warm on background threads: about
 * 0.6 s of CPU in a 1.8 s build (perf). On two cores that time is taken from the main thread, which does most of the
 * work. With TurboFan off, V8 runs Sparkplug's baseline code, made on the spot: the build used 0.2–0.4 s less CPU and
 * finished 80–180 ms sooner (two sets of ten alternating runs).
 *
 * What loops over thousands of records, pages or images wants optimised code (a full render took 30% longer without
 * it), so each such step resumes it: a build without a previous one by the same code, a products answer with many new
 * records, a plan with many pages or share images. The flag is the process's, every thread's; code that gets hot
 * after resuming is optimised as before, and the build resumes it when it ends, whatever the process does next.
 */
import v8 from 'node:v8'

let paused = false

export function pauseOptimising(): void {
  if (paused) return
  v8.setFlagsFromString('--no-turbofan')
  paused = true
}

export function resumeOptimising(): void {
  if (!paused) return
  v8.setFlagsFromString('--turbofan')
  paused = false
}

/** Whether optimising is paused (for tests). */
export const optimisingPaused = () => paused
