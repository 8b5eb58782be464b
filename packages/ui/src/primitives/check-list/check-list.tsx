import { Check, type LucideIcon } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface CheckListProps extends HTMLAttributes<HTMLUListElement> {
  /** The items, one line of copy each, in the order shown. */
  items: readonly string[];
  /** The mark before each item. */
  icon?: LucideIcon;
  /** Classes of each item, such as its text colour. */
  itemClassName?: string;
}

/** A list of features or benefits, each after an accent check mark. */
export function CheckList({ items, icon: Icon = Check, itemClassName, ...props }: CheckListProps) {
  return (
    <ul data-slot="check-list" {...props}>
      {items.map((item) => (
        <li key={item} className={cn('flex items-start gap-3', itemClassName)}>
          <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
