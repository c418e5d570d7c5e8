// Removes dist/ before `npm pack` compiles it again (npm runs prepack, then prepare), so the tarball holds only what
// the current sources compile to, never a file left from a source that was renamed or deleted.
import { rm } from 'node:fs/promises';

await rm(new URL('../dist/', import.meta.url), { recursive: true, force: true });
