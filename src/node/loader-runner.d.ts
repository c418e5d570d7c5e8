// webpack's loader-runner ships no types: what webpack-loader-child.ts uses of it.
declare module 'loader-runner' {
  export function runLoaders(
    options: { resource: string; loaders: { loader: string; options?: unknown; type?: string }[]; context: Record<string, unknown>; readResource: (file: string, callback: (error: NodeJS.ErrnoException | null, data: Buffer) => void) => void },
    callback: (error: Error | null, result: { result?: (string | Buffer)[]; fileDependencies: string[]; contextDependencies: string[]; missingDependencies: string[]; cacheable: boolean }) => void,
  ): void;
}
