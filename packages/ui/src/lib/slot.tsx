import { cloneElement, isValidElement, type HTMLAttributes, type ReactElement, type Ref } from 'react';
import { cn } from './cn';

type SlotProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };
type ChildProps = Record<string, unknown> & { className?: string; style?: object; ref?: Ref<HTMLElement> };

function composeRefs(...refs: (Ref<HTMLElement> | undefined)[]): Ref<HTMLElement> {
  return (node: HTMLElement | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * Renders its single child element with the slot's props merged in: class names joined, styles
 * merged, event handlers both called (the child's first), refs composed. It is what `asChild`
 * means: a `Button` that is really a link keeps the link's element and the button's looks.
 */
export function Slot({ children, className, style, ref, ...props }: SlotProps) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<ChildProps>;
  const own = child.props;
  const merged: ChildProps = { ...props, ...own };
  for (const [key, handler] of Object.entries(props)) {
    const childHandler = own[key];
    if (/^on[A-Z]/.test(key) && typeof handler === 'function' && typeof childHandler === 'function') {
      merged[key] = (...args: unknown[]) => {
        childHandler(...args);
        handler(...args);
      };
    }
  }
  merged.className = cn(className, own.className);
  if (style || own.style) merged.style = { ...style, ...own.style };
  if (ref || own.ref) merged.ref = ref && own.ref ? composeRefs(ref, own.ref) : (ref ?? own.ref);
  return cloneElement(child, merged);
}
