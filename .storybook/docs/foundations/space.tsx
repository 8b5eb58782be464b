import { sources } from './sources';
import { tokens } from './theme';

/** Tailwind's spacing utilities (padding, margin, gap, inset, size) with a step of its 4 px scale. */
const stepPattern =
  /(?<![\w-])-?(?:p[xytblrse]?|m[xytblrse]?|gap(?:-[xy])?|space-[xy]|inset(?:-[xy])?|top|bottom|left|right|start|end|[wh]|size|min-[wh]|max-[wh]|scroll-[mp][xytb]?)-(\d+(?:\.5)?)(?![\w.[-])/g;

/** Every step of the 4 px scale the ui and site use, found in their sources, with how often. */
export function spacingSteps(): [step: number, uses: number][] {
  const counts = new Map<number, number>();
  for (const [, code] of sources) {
    for (const [, step] of code.matchAll(stepPattern)) counts.set(Number(step), (counts.get(Number(step)) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => a - b);
}

/** Section spacing, the page width and the steps of Tailwind's scale the components use. */
export function Spacing() {
  return (
    <div className="sb-unstyled flex flex-col gap-6 text-sm text-foreground">
      <ul className="flex list-none flex-col gap-4 p-0" aria-label="Tokens of theme.css">
        {[...tokens('spacing'), ...tokens('container')].map(({ name, value }) => (
          <li key={name} className="rounded-xl border border-border bg-surface p-4">
            <code>{name === 'page' ? `max-w-${name}` : `py-${name}`}</code> <span className="text-muted">{value}</span>
            <div
              aria-hidden
              className="mt-3 h-3 rounded-full bg-accent"
              style={{ width: name === 'page' ? '100%' : `var(--spacing-${name})` }}
            />
          </li>
        ))}
      </ul>
      <table className="w-full border-collapse">
        <caption className="py-2 text-left text-muted">
          Tailwind’s scale, one step <code className="text-foreground">--spacing: 0.25rem</code> (4 px): every step the ui and site use
          (padding, margin, gap, inset, size), found in their sources.
        </caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className="p-2">
              Step
            </th>
            <th scope="col" className="p-2">
              Size
            </th>
            <th scope="col" className="p-2">
              Uses
            </th>
            <th scope="col" className="w-1/2 p-2">
              <span className="sr-only">Drawn</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {spacingSteps().map(([step, uses]) => (
            <tr key={step} className="border-t border-border" data-spacing-step={step}>
              <th scope="row" className="p-2 text-left font-normal">
                <code>{step}</code>
              </th>
              <td className="p-2 tabular-nums">
                {step * 4} px <span className="text-muted">({step / 4} rem)</span>
              </td>
              <td className="p-2 tabular-nums text-muted">{uses}</td>
              <td className="p-2">
                <div aria-hidden className="h-3 rounded-sm bg-accent" style={{ width: `calc(var(--spacing) * ${step})` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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

/**
 * Elevation: the card's shadow and the accent's glow, each on the page's own background (as used) and
 * on a light panel, where the shape of a dark shadow shows.
 */
export function Shadows() {
  return (
    <ul className="sb-unstyled grid list-none grid-cols-1 gap-6 p-0 sm:grid-cols-2">
      {tokens('shadow').map(({ name, value }) => (
        <li key={name} data-shadow={name} className="text-sm text-foreground">
          <div className="grid grid-cols-2 overflow-hidden rounded-xl border border-border">
            <div className="bg-background p-8">
              <div
                aria-hidden
                className="h-24 rounded-card border border-border bg-surface-raised"
                style={{ boxShadow: `var(--shadow-${name})` }}
              />
              <p className="mt-3 text-xs text-muted">on the page</p>
            </div>
            <div className="bg-[#dfe5f0] p-8">
              <div aria-hidden className="h-24 rounded-card bg-surface-raised" style={{ boxShadow: `var(--shadow-${name})` }} />
              <p className="mt-3 text-xs text-[#1e293b]">on a light panel</p>
            </div>
          </div>
          <code className="mt-2 block">shadow-{name}</code>
          <div className="text-muted">{value}</div>
        </li>
      ))}
    </ul>
  );
}
