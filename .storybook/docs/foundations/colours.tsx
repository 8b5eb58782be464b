import { contrastRatio, toHex } from '../../../tests/contrast/colour';
import { contrastPairs, type ContrastPair } from '../../../tests/contrast/pairs';
import { resolvePair } from '../../../tests/contrast/resolve-pair';
import { colours, tokens } from './theme';

/** The WCAG 2 level a ratio reaches for what the pair draws (text, or large text and graphics). */
function level(ratio: number, min: ContrastPair['min']): string {
  if (min === 3) return ratio >= 4.5 ? 'AAA (large text, graphics)' : ratio >= 3 ? 'AA (large text, graphics)' : 'fails';
  return ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : 'fails';
}

/** Every colour token of theme.css as a swatch on the page background, with its value and sRGB hex. */
export function ColourSwatches() {
  const notes = new Map(tokens('color').map((token) => [token.name, token]));
  return (
    <ul className="sb-unstyled grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3 lg:grid-cols-4" aria-label="Colour tokens">
      {Object.entries(colours).map(([name, colour]) => (
        <li key={name} className="m-0 overflow-hidden rounded-xl border border-border bg-background">
          <div aria-hidden className="h-16 border-b border-border" style={{ background: `var(--color-${name})` }} />
          <div className="p-3 text-sm text-foreground">
            <code className="font-semibold">--color-{name}</code>
            <div className="text-muted">{notes.get(name)?.value}</div>
            {notes.get(name)?.value.toLocaleLowerCase('en') === toHex(colour) ? null : (
              <div className="text-muted">
                {toHex(colour)}
                {colour.a < 1 ? ` at ${Math.round(colour.a * 100)} %` : ''}
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every foreground/background pair the components draw (tests/contrast/pairs.ts, the list
 * `npm run test:unit` checks), composited as the browser does, with its ratio and WCAG level.
 */
export function ContrastTable({ fg }: { fg?: string }) {
  const pairs = contrastPairs.filter((pair) => !fg || pair.fg.split('/')[0] === fg);
  return (
    <table className="sb-unstyled w-full border-collapse text-sm">
      <caption className="py-2 text-left text-muted">
        {pairs.length} pairs: ratio against the layers they are drawn on, with the minimum each must meet.
      </caption>
      <thead>
        <tr className="text-left">
          <th scope="col" className="p-2">
            Sample
          </th>
          <th scope="col" className="p-2">
            Where
          </th>
          <th scope="col" className="p-2">
            Foreground on layers
          </th>
          <th scope="col" className="p-2">
            Ratio
          </th>
          <th scope="col" className="p-2">
            WCAG
          </th>
        </tr>
      </thead>
      <tbody>
        {pairs.map((pair) => {
          const { fg: front, bg } = resolvePair(colours, pair);
          const ratio = contrastRatio(front, bg);
          return (
            <tr key={pair.use} className="border-t border-border">
              <td className="p-2">
                <span
                  className="inline-flex h-9 w-14 items-center justify-center rounded-md border-2 font-semibold"
                  style={{ background: toHex(bg), color: toHex(front), borderColor: pair.min === 3 ? toHex(front) : toHex(bg) }}
                >
                  {pair.min === 3 ? <span aria-hidden className="size-3 rounded-full" style={{ background: toHex(front) }} /> : 'Aa'}
                </span>
              </td>
              <th scope="row" className="p-2 text-left font-normal">
                {pair.use}
              </th>
              <td className="p-2">
                <code>{pair.fg}</code> on <code>{pair.bg.join(' + ')}</code>
                {pair.opacity ? ` at opacity ${pair.opacity.value}` : ''}
                {pair.brightness ? ` at brightness ${pair.brightness.value}` : ''}
              </td>
              <td className="p-2 tabular-nums">{ratio.toFixed(2)}:1</td>
              <td className="p-2">
                {level(ratio, pair.min)} (needs {pair.min}:1)
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
