export declare const collected: { count: number; ms: number }
export declare function collect(): void
export declare function heapUsed(): number
export declare function collectAfterStep(): void
export declare function collectAfterLettingGo(bytes: number, written?: Promise<void>): Promise<void>
export declare function collectOnceWritten(written?: Promise<unknown>): Promise<void>
export declare function collectBeforeLongSteps(): void
export declare function pastStepFloor(): boolean
