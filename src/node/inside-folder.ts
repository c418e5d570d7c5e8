// Whether a path is a folder or lies below it: the one rule every part uses to keep to the site folder.
import path from 'node:path';

/** True for `folder` itself and anything below it; `..x` (a name that starts with two dots) is inside. */
export function isInside(folder: string, absolute: string): boolean {
  const relative = path.relative(folder, absolute);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}
