// The first script of every page: vike runs it before its router loads the page's code. From here on, a tap on a
// part of the static HTML that has not hydrated yet is held rather than lost (components/ui/tapHold.ts).
import { holdTapsUntilHydrated } from '../components/ui/tapHold'

holdTapsUntilHydrated()
