export declare const BUILD_ARENAS: string
export declare function buildRestartEnv(args: readonly string[], env: NodeJS.ProcessEnv, platform: NodeJS.Platform): NodeJS.ProcessEnv | undefined
export declare const EDIT_THREAD_FLAGS: readonly string[]
export declare function buildRestartFlags(args: readonly string[], env: NodeJS.ProcessEnv): readonly string[]
export declare function runAgain(env: NodeJS.ProcessEnv, flags?: readonly string[]): void
export declare function endsWithParent(): void
export declare function workersKeepV8Defaults(execArgv: readonly string[]): void
