import type { RenderedPage, RenderJob, RenderShared } from '../steps/renderPages'
export declare function loadRenderer(renderer: string): Promise<unknown>
export declare function renderRoutes(jobs: Iterable<RenderJob>, shared: RenderShared, onProgress: (count: number, results: RenderedPage[]) => void, keep?: boolean): Promise<RenderedPage[]>
/** The jobs of a queue shared by several threads, as this thread takes them (`taken`: the queue's shared counter). */
export declare function takeInTurn<T>(jobs: readonly T[], taken: Int32Array): Generator<T>
export declare function withOwnLinks(page: RenderedPage): RenderedPage
/** A page's HTML as vike rendered it, as the site serves it. */
export declare function pageForTheSite(html: string): string
