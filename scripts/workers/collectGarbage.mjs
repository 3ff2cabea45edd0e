// A full garbage collection on demand, for the build's threads (plain JavaScript: render workers import it without a
// loader). Node is not started with --expose-gc; the flag set at run time gives a new context a `gc` function.
import v8 from 'node:v8'
import vm from 'node:vm'

let collect
export function collectGarbage() {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc')
    collect = vm.runInNewContext('gc')
  }
  collect()
}
