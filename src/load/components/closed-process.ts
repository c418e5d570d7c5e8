// What the site's code thread takes away from `process` before any of the site's code runs. Its environment is
// already only NODE_ENV (site-code.ts); these are the ways around that and around the inert fs, net and
// child_process modules (stand-ins/node-builtins.ts): Node's own modules and native code, reached from
// `process` by code an MDX expression can write (`[].map.constructor('return process…')()`) without any import.
import { ComponentError } from './component-error.js';

const DOORS = ['getBuiltinModule', 'binding', '_linkedBinding', 'dlopen'] as const;

/** Replaces each door with a function that fails, naming it; run once, when the thread starts. */
export function closeProcessDoors(): void {
  for (const door of DOORS) {
    if (!(door in process)) continue;
    Object.defineProperty(process, door, {
      value: () => {
        throw new ComponentError(`The site's code called process.${door}(), which lendocs does not give code that runs while a page is built.`, 'Compute the value in the site config or a plugin (they run with Node), and pass it to the page as data.');
      },
      configurable: false,
      writable: false,
    });
  }
}
