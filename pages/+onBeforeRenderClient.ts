// vike imports the page's code and hydrates it in one go: on a phone's CPU, evaluating the page's modules and
// the first hydration pass made one task of some 90 ms (Lighthouse TBT). Hydration starts in a task of its own.
import type { PageContextClient } from 'vike/types'
import { nextTask } from '../components/ui/HydrateInTurn'

export function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> | undefined {
  return pageContext.isHydration ? nextTask() : undefined
}
