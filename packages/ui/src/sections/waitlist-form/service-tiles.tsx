import { useId } from 'react';
import { FieldError } from '../../primitives/field';
import { ServiceTile, type WaitlistService } from './service-tile';

interface ServiceTilesProps {
  services: readonly WaitlistService[];
  /** The field every tile posts its id under. */
  name: string;
  selected: readonly string[];
  onCheckedChange: (id: string, checked: boolean) => void;
  /** Heading over the tiles, and the line under it. */
  title: string;
  hint: string;
  /** Shown under the hint (and read with the group) when the choice was refused. */
  error?: string;
}

/** The waitlist's services as a group of tiles to tick, described by its hint and any error. */
export function ServiceTiles({ services, name, selected, onCheckedChange, title, hint, error }: ServiceTilesProps) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col gap-1.5">
        <h2 id={`${id}-title`} className="text-xl font-semibold text-foreground">
          {title}
        </h2>
        <p id={`${id}-hint`} className="text-muted">
          {hint}
        </p>
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {services.map((service) => (
          <li key={service.id}>
            <ServiceTile service={service} name={name} checked={selected.includes(service.id)} onCheckedChange={onCheckedChange} />
          </li>
        ))}
      </ul>
    </div>
  );
}
