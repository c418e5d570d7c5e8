// A built-in an MDX file writes as a child of a site component (mdx/builtin-children.ts) is given to the component as
// an element of lendocs's stand-in (`@theme/TabItem`) with the props as written, so the component can read them. Drawn
// as it was given, it draws the HTML lendocs drew for it in the file (tabs with their tab list and ids), as a
// component that only draws its children showed it before; given other props (cloneElement), the stand-in draws it
// from them. React hands a function component its element's props object itself (Children.map and toArray keep it),
// so that object tells the two apart. Weakly held: an element no longer drawn takes its entry with it.
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';

const WRITTEN = new WeakMap<object, string>();

/** An element of the built-in `type` with its written props and children, which draws `drawn` while they are its props. */
export function writtenElement(type: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, children: ReactNode[], drawn: string): ReactElement {
  const element = createElement(type, props, ...children);
  WRITTEN.set(element.props as object, drawn);
  return element;
}

/** A stand-in that draws a written element's HTML when given that element's props, and draws itself otherwise. */
export function drawsWritten<P extends object>(draw: (props: P) => ReactNode): (props: P) => ReactNode {
  const drawn = (props: P): ReactNode => WRITTEN.get(props) ?? draw(props);
  return Object.defineProperty(drawn, 'name', { value: draw.name });
}
