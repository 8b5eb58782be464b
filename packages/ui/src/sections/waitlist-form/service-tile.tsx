import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface WaitlistService {
  id: string;
  title: string;
  description: string;
  /** A small decorative icon. */
  icon?: ReactNode;
}

interface ServiceTileProps {
  service: WaitlistService;
  selected: boolean;
  onToggle: (id: string) => void;
}

/** One selectable service: a toggle button with `aria-pressed`. */
export function ServiceTile({ service, selected, onToggle }: ServiceTileProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      data-state={selected ? 'on' : 'off'}
      onClick={() => onToggle(service.id)}
      className={cn(
        'group relative flex h-full w-full items-start gap-4 rounded-card border p-5 text-left transition-[border-color,background-color,box-shadow] duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-75',
        selected
          ? 'border-accent/70 bg-accent/[0.07] shadow-glow'
          : 'border-border bg-surface hover:border-border-strong hover:bg-surface-raised',
      )}
    >
      {service.icon ? (
        <span
          aria-hidden
          className={cn(
            'grid size-11 shrink-0 place-items-center rounded-control transition-colors [&_svg]:size-5',
            selected ? 'bg-accent-gradient text-on-accent' : 'bg-surface-raised text-accent-strong',
          )}
        >
          {service.icon}
        </span>
      ) : null}
      <span className="flex min-w-0 flex-1 flex-col gap-1.5 pe-7">
        <span className="font-semibold text-foreground">{service.title}</span>
        <span className="text-sm leading-relaxed text-muted">{service.description}</span>
      </span>
      <span
        aria-hidden
        className={cn(
          'absolute top-4 right-4 grid size-6 place-items-center rounded-full border transition-colors',
          selected ? 'border-accent bg-accent text-on-accent' : 'border-border-strong text-transparent',
        )}
      >
        <Check className="size-3.5" strokeWidth={3} />
      </span>
    </button>
  );
}
