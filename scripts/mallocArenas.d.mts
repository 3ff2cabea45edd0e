export declare const BUILD_ARENAS: string
export declare function buildRestartEnv(args: readonly string[], env: NodeJS.ProcessEnv, platform: NodeJS.Platform): NodeJS.ProcessEnv | undefined
export declare function runAgain(env: NodeJS.ProcessEnv): void
export declare function endsWithParent(): void
