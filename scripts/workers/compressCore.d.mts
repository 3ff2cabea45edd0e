export interface CompressionLevels {
  brotli: number
  gzip: number
}
export declare const PAGE_LEVELS: Readonly<CompressionLevels>
export declare const BEST_LEVELS: Readonly<CompressionLevels>
export declare const COPIES: ReadonlyArray<{ suffix: string; bit: number }>
export interface MadeCopies {
  /** The bytes compressed. */
  size: number
  copies: [brotli: Buffer, gzip: Buffer]
}
export declare function compressCopies(content: string | Buffer, levels: CompressionLevels): Promise<MadeCopies>
export declare function writeCompressedCopies(file: string, content: string | Buffer, levels: CompressionLevels, fresh?: boolean, made?: Promise<MadeCopies>): Promise<number>
export declare function writeCompressedCopiesSync(file: string, content: Buffer, levels: CompressionLevels, fresh?: boolean): number
