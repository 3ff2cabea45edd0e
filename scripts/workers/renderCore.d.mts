import type { RenderedPage, RenderJob, RenderShared } from '../steps/renderPages'
export declare function loadRenderer(renderer: string): Promise<unknown>
export declare function renderRoutes(jobs: RenderJob[], shared: RenderShared, onProgress: (count: number, results: RenderedPage[]) => void, keep?: boolean): Promise<RenderedPage[]>
export declare function withOwnLinks(page: RenderedPage): RenderedPage
/** A page's HTML as vike rendered it, as the site serves it. */
export declare function pageForTheSite(html: string): string
