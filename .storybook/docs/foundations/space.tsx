import { tokens } from './theme';

/** Section spacing and the page width. */
export function Spacing() {
  return (
    <ul className="sb-unstyled flex list-none flex-col gap-4 p-0">
      {[...tokens('spacing'), ...tokens('container')].map(({ name, value }) => (
        <li key={name} className="rounded-xl border border-border bg-background p-4 text-sm text-foreground">
          <code>{name === 'page' ? `max-w-${name}` : `py-${name}`}</code> <span className="text-muted">{value}</span>
          <div
            aria-hidden
            className="mt-3 h-3 rounded-full bg-accent/60"
            style={{ width: name === 'page' ? '100%' : `var(--spacing-${name})` }}
          />
        </li>
      ))}
    </ul>
  );
}

/** Corner radii of cards and controls. */
export function Radii() {
  return (
    <ul className="sb-unstyled grid list-none grid-cols-2 gap-4 p-0">
      {tokens('radius').map(({ name, value }) => (
        <li key={name} className="text-sm text-foreground">
          <div aria-hidden className="h-24 border border-border-strong bg-surface" style={{ borderRadius: `var(--radius-${name})` }} />
          <code>rounded-{name}</code> <span className="text-muted">{value}</span>
        </li>
      ))}
    </ul>
  );
}

/** Elevation: the card's shadow and the accent's glow. */
export function Shadows() {
  return (
    <ul className="sb-unstyled grid list-none grid-cols-2 gap-6 bg-background p-6">
      {tokens('shadow').map(({ name, value }) => (
        <li key={name} className="text-sm text-foreground">
          <div aria-hidden className="mb-3 h-24 rounded-card bg-surface" style={{ boxShadow: `var(--shadow-${name})` }} />
          <code>shadow-{name}</code>
          <div className="text-muted">{value}</div>
        </li>
      ))}
    </ul>
  );
}
