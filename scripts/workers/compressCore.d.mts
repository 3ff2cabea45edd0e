export interface CompressionLevels {
  brotli: number
  gzip: number
}
export declare const PAGE_LEVELS: Readonly<CompressionLevels>
export declare const BEST_LEVELS: Readonly<CompressionLevels>
export declare const COPIES: ReadonlyArray<{ suffix: string; bit: number }>
export declare function writeCompressedCopies(file: string, content: string | Buffer, levels: CompressionLevels, fresh?: boolean): Promise<number>
