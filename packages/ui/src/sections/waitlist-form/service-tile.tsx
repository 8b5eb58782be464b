import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
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
  /** The checkbox's form field name: every tile posts its id under it. */
  name: string;
  checked: boolean;
  onCheckedChange: (id: string, checked: boolean) => void;
}

/**
 * One selectable service: a native checkbox drawn as a tile, so it works and posts with the form
 * before scripts run. Its look follows the checkbox itself (`:checked`), not the script's state.
 */
export function ServiceTile({ service, name, checked, onCheckedChange }: ServiceTileProps) {
  const id = useId();
  return (
    <label
      data-slot="service-tile"
      data-state={checked ? 'on' : 'off'}
      className={cn(
        'group relative flex h-full w-full cursor-pointer items-start gap-4 rounded-card border border-border bg-surface p-5 text-left transition-[border-color,background-color,box-shadow] duration-200',
        'hover:border-border-strong hover:bg-surface-raised has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
        'has-checked:border-accent/70 has-checked:bg-accent/[0.07] has-checked:shadow-glow has-disabled:cursor-not-allowed has-disabled:opacity-75',
      )}
    >
      <input
        type="checkbox"
        name={name}
        value={service.id}
        checked={checked}
        onChange={(event) => onCheckedChange(service.id, event.currentTarget.checked)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        // Over the whole tile, unseen: a click anywhere on it is a click on the checkbox itself.
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-card opacity-0 disabled:cursor-not-allowed"
      />
      {service.icon ? (
        <span
          aria-hidden
          className="grid size-11 shrink-0 place-items-center rounded-control bg-surface-raised text-accent-strong transition-colors group-has-checked:bg-accent-gradient group-has-checked:text-on-accent [&_svg]:size-5"
        >
          {service.icon}
        </span>
      ) : null}
      <span className="flex min-w-0 flex-1 flex-col gap-1.5 pe-7">
        <span id={`${id}-title`} className="font-semibold text-foreground">
          {service.title}
        </span>
        <span id={`${id}-description`} className="text-sm leading-relaxed text-muted">
          {service.description}
        </span>
      </span>
      <span
        aria-hidden
        className="absolute top-4 right-4 grid size-6 place-items-center rounded-full border border-border-strong text-transparent transition-colors group-has-checked:border-accent group-has-checked:bg-accent group-has-checked:text-on-accent"
      >
        <Check className="size-3.5" strokeWidth={3} />
      </span>
    </label>
  );
}
