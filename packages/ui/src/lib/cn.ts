import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicting utilities (that would cost a class-merging
 * library in every page's first load): a component offers variants for what callers may change,
 * and a caller's `className` only adds utilities the component does not set.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
