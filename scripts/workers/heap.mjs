// Full garbage collections on demand, for the build's large steps. V8, seeing gigabytes free, lets the old generation
// grow by hundreds of megabytes of garbage between full collections: at 100,000 products the build thread's heap
// reached 1.37 GB while planning (~0.6 GB of it live), the build's peak memory. Plain JavaScript, so that the render
// threads (renderCore.mjs) use it without a TypeScript loader.
import v8 from 'node:v8'
import vm from 'node:vm'

/** Forced collections so far in this thread and their time, for VITRINE_DEBUG_TIMING. */
export const collected = { count: 0, ms: 0 }
let gc
/** A full collection. Node is not started with --expose-gc; the flag set at run time gives a new context `gc`. */
export function collect() {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc')
    gc = vm.runInNewContext('gc')
  }
  const started = performance.now()
  gc()
  collected.ms += performance.now() - started
  collected.count++
}

/** The heap in use, in bytes. */
export const heapUsed = () => v8.getHeapStatistics().used_heap_size

/**
 * The heap in use and the buffers its objects own. A buffer let go is freed only when its object is collected, and a
 * large one lives in the old generation: the products answer (~500 MB at 100,000 products) stayed through the plan.
 */
const inUse = () => {
  const { used_heap_size, external_memory } = v8.getHeapStatistics()
  return used_heap_size + external_memory
}

/** Below this, a step's garbage is left to V8: a small catalogue's build pays nothing. */
const STEP_FLOOR = 384e6
/** Whether the heap and its buffers are past STEP_FLOOR: a large catalogue's build, which orders steps for memory. */
export const pastStepFloor = () => inUse() >= STEP_FLOOR
let liveAfterStep = 0

/**
 * Between the build thread's large steps (the records read, the index, the plan, the site files): a full collection
 * when the heap and its buffers are past STEP_FLOOR and half as much again as was live after the last one here.
 */
export function collectAfterStep() {
  const used = inUse()
  if (used < STEP_FLOOR || used < liveAfterStep * 1.5) return
  collect()
  liveAfterStep = inUse()
}

/**
 * Before the share images and the render, which take minutes: a full collection when the heap and its buffers are past
 * STEP_FLOOR, whatever the step rule says. At 100,000 products that rule let the plan's garbage stand, ~420 MB of a
 * 960 MB heap, and V8 carried it into the share images, where the worker threads' memory came on top of it.
 */
export function collectBeforeLongSteps() {
  if (!pastStepFloor()) return
  collect()
  liveAfterStep = inUse()
}

/**
 * A large buffer was just let go (the products answer, once split into records): collected as soon as `written`
 * (its write to disk, which holds it) has settled, whatever the step rule says. That rule compares with what was live
 * after the last collection, which counted the buffer, so the ~500 MB of a 100,000-product answer stayed allocated
 * through the plan, the cold build's peak. The collection runs in a task of its own: the one that heard of the write
 * holds the request, and its buffer, until its microtasks have run.
 */
export async function collectAfterLettingGo(bytes, written) {
  if (bytes < STEP_FLOOR / 4) return
  await collectOnceWritten(written)
}

/**
 * Large buffers were just written (a large catalogue's record cache: ~200 MB at 100,000 products): collected in a
 * task of its own once `written` settles, as above. Collected at once, after the await, they were still held: a cold
 * 100,000-product build then carried them into the site files and the plan's end, ~170 MB of its RSS there.
 */
export async function collectOnceWritten(written) {
  await written
  await new Promise(setImmediate)
  collect()
  liveAfterStep = inUse()
}
