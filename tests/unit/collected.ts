import { collect } from '../../scripts/workers/heap.mjs'

/**
 * What `make` returns as `target`, held weakly, beside its `holder`, held: the leak tests' question is whether the
 * target is garbage while the holder is held. `make` runs in this function, so that no variable of the caller refers
 * to the target; `collected` waits for the next task before it collects, as V8 keeps a WeakRef's target to the end of
 * the task that made the WeakRef.
 */
export function heldWeakly<H>(make: () => { target: object; holder: H }): { holder: H; collected(): Promise<boolean> } {
  const { target, holder } = make()
  const ref = new WeakRef(target)
  return {
    holder,
    async collected() {
      await new Promise(setImmediate)
      collect()
      return ref.deref() === undefined
    },
  }
}
