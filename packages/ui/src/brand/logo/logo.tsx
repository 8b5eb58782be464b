import { useId, type HTMLAttributes, type SVGProps } from 'react';
import { cn } from '../../lib/cn';

/** The brand mark: a Z drawn as a path between two nodes, in the accent gradient. A `className` replaces its size. */
export function LogoMark({ className = 'size-8', ...props }: SVGProps<SVGSVGElement>) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className} {...props} data-slot="logo-mark">
      <defs>
        <linearGradient id={gradientId} x1="4" y1="4" x2="28" y2="28" gradientUnits="userSpaceOnUse">
          <stop stopColor="var(--color-accent)" />
          <stop offset="1" stopColor="var(--color-violet)" />
        </linearGradient>
      </defs>
      <rect x="0.5" y="0.5" width="31" height="31" rx="8" fill="var(--color-surface-raised)" stroke="var(--color-border-strong)" />
      <path
        d="M9 10.5h12.5L10.5 21.5H23"
        fill="none"
        stroke={`url(#${gradientId})`}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9" cy="10.5" r="2.2" fill="var(--color-accent)" />
      <circle cx="23" cy="21.5" r="2.2" fill="var(--color-violet)" />
    </svg>
  );
}

export interface LogoProps extends HTMLAttributes<HTMLSpanElement> {
  /** The brand name shown beside the mark. */
  name: string;
}

/** The mark and the brand name, as used in the header and footer. */
export function Logo({ name, className, ...props }: LogoProps) {
  return (
    <span
      className={cn('inline-flex items-center gap-2.5 text-lg font-semibold tracking-tight text-foreground', className)}
      {...props}
      data-slot="logo"
    >
      <LogoMark />
      <span>{name}</span>
    </span>
  );
}
