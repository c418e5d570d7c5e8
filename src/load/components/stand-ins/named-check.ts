// Named imports of a stand-in module, checked where they are read.
import { ComponentError } from '../component-error.js';

/**
 * A module whose named imports are checked where they are read: a hook or component of it that lendocs has no
 * stand-in for is an error naming it (instead of "undefined is not a function" where it is called).
 */
export function withNamedCheck(specifier: string, module: Record<string, unknown>): Record<string, unknown> {
  return new Proxy(module, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !(key in target) && /^(use[A-Z]|[A-Z])/.test(key)) {
        throw new ComponentError(`lendocs has no stand-in for ${key} of "${specifier}".`, `Use what lendocs stands in for from ${specifier} (${Object.keys(target).filter((name) => name !== '__esModule').join(', ')}), or draw the part without it.`, { specifier });
      }
      return Reflect.get(target, key, receiver);
    },
  });
}
