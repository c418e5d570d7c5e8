// Runs in the build's child process (node/config-child.ts): calls the `markdown.preprocessor` function of a
// Docusaurus config for each Markdown file (a JSON list of `{ filePath, fileContent }` on stdin), as Docusaurus calls
// it before it reads a file, and sends back what it changed: `[index, text]` pairs, the index into the list (the
// files it returns as they were stay out, so the answer stays small). Checked in the parent (markdown-preprocessor.ts).
import { text } from 'node:stream/consumers';
import { runConfigChild } from '../node/config-child.js';

type Preprocessor = (file: { filePath: string; fileContent: string }) => unknown;

runConfigChild(async (config) => {
  const preprocessor = (config as { markdown?: { preprocessor?: unknown } } | undefined)?.markdown?.preprocessor;
  if (typeof preprocessor !== 'function') throw new Error('it has no markdown.preprocessor function (markdown: { preprocessor: ({ filePath, fileContent }) => fileContent })');
  // Read as a stream: a site's files are megabytes, and a synchronous read of a pipe that large fails (EAGAIN).
  const files = JSON.parse(await text(process.stdin)) as { filePath: string; fileContent: string }[];
  const changed: [number, string][] = [];
  for (const [index, file] of files.entries()) {
    let made: unknown;
    try {
      // Docusaurus calls it synchronously; a promise is awaited rather than read as text.
      made = await (preprocessor as Preprocessor)({ ...file });
    } catch (cause) {
      throw new Error(`markdown.preprocessor threw for ${file.filePath}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    }
    if (typeof made !== 'string') throw new Error(`markdown.preprocessor returned ${made === null ? 'null' : typeof made} for ${file.filePath}; it must return the file's text (a string)`);
    if (made !== file.fileContent) changed.push([index, made]);
  }
  return changed;
});
