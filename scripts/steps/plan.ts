/**
 * The incremental plan: from the new snapshot's route hashes and the published site's manifest, which pages must
 * be rendered, which can be carried over, and which are gone. A change of code, site URL or layout renders all.
 */
import { indexRoutes, type CatalogueIndex } from '../../data/build/catalogueIndex'
import type { ProductSummary } from '../../data/build/productSummary'
import type { ProductMemo } from '../../data/build/productMemo'
import type { RelatedPicker } from '../../data/build/relatedPicks'
import type { CatalogueRoute } from '../../data/catalogue/routes'
import { routeInputs } from '../../data/build/routeInputs'
import type { BuildManifest } from './manifest'
import { NOT_FOUND_ROUTE, routeFiles, shellRoutes } from './renderPages'

export interface RenderPlan {
  catalogue: CatalogueRoute[]
  /** Every route the site has: catalogue routes, shells and the 404. */
  all: string[]
  hashes: Map<string, string>
  layoutHash: string
  /** Why everything is rendered, or null for an incremental build. */
  fullReason: string | null
  render: string[]
  /** Files of routes that no longer exist (a product hidden or removed). */
  removedFiles: string[]
}

/** `rawKeys`: the products' raw-JSON hashes from the fetch step, if any; `picker`, `memo`: see routeInputs. */
export function planRender(
  index: CatalogueIndex,
  previous: BuildManifest | undefined,
  current: { codeHash: string; siteUrl: string },
  rawKeys?: WeakMap<ProductSummary, string>,
  picker?: RelatedPicker,
  memo?: ProductMemo,
): RenderPlan {
  const catalogue = indexRoutes(index)
  const inputs = routeInputs(index, rawKeys, picker, memo)
  const hashes = new Map(inputs.routes)
  for (const shell of shellRoutes()) hashes.set(shell, 'shell')
  const all = [...catalogue.map((r) => r.path), ...shellRoutes()]
  const fullReason = !previous
    ? 'no previous build'
    : previous.codeHash !== current.codeHash
      ? 'code changed'
      : previous.siteUrl !== current.siteUrl
        ? 'site URL changed'
        : previous.layoutHash !== inputs.layout
          ? 'menu or categories changed'
          : null
  const render = fullReason ? all : all.filter((route) => previous!.routes[route]?.hash !== hashes.get(route))
  // The 404 page's links are the layout's: render it whenever anything is rendered from scratch.
  if (fullReason === null && render.length > 0 && !render.includes(NOT_FOUND_ROUTE) && !previous!.commonLinks.length) render.push(NOT_FOUND_ROUTE)
  const live = new Set(all)
  const removedFiles = previous ? Object.keys(previous.routes).filter((route) => !live.has(route)).flatMap(routeFiles) : []
  return { catalogue, all, hashes, layoutHash: inputs.layout, fullReason, render, removedFiles }
}
