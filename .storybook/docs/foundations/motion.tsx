import { keyframes, reducedMotionRule, tokens } from './theme';
import { sources } from './sources';

/** The `--animate-*` tokens: keyframes, duration, easing, and what theme.css says each is for. */
export function MotionTokens() {
  return (
    <table className="sb-unstyled w-full border-collapse text-sm text-foreground">
      <caption className="py-2 text-left text-muted">
        Animation tokens of theme.css (Tailwind’s <code>animate-*</code> utilities).
      </caption>
      <thead>
        <tr className="text-left">
          <th scope="col" className="p-2">
            Utility
          </th>
          <th scope="col" className="p-2">
            Value
          </th>
          <th scope="col" className="p-2">
            Keyframes
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens('animate').map(({ name, value, note }) => (
          <tr key={name} className="border-t border-border align-top">
            <th scope="row" className="p-2 text-left font-normal">
              <code>animate-{name}</code>
              {note ? <p className="mt-1 text-muted">{note}</p> : null}
            </th>
            <td className="p-2">
              <code>{value}</code>
            </td>
            <td className="p-2">
              <code className="text-muted">{keyframes(value.split(' ')[0]!) ?? '—'}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What in the code reacts to reduced motion: `motion-safe:`/`motion-reduce:` classes and `prefers-reduced-motion` checks. */
const motionPattern = /motion-(?:safe|reduce):[\w[\]_.-]+|prefers-reduced-motion: \w+|useMotionAllowed|prefersReducedMotion/g;

/** Every place that turns motion off (or down) for visitors who ask for reduced motion, found in the sources. */
export function ReducedMotion() {
  const places = sources
    .map(([path, code]) => ({ path, uses: [...new Set(code.match(motionPattern) ?? [])] }))
    .filter(({ uses }) => uses.length > 0);
  return (
    <div className="sb-unstyled flex flex-col gap-4 text-sm text-foreground">
      <p>
        Everywhere, base.css cuts every animation and transition to an instant under <code>prefers-reduced-motion: reduce</code>:
      </p>
      <pre className="overflow-x-auto rounded-lg bg-background p-4 text-muted">{reducedMotionRule()}</pre>
      <p>and these places stop or replace their motion themselves:</p>
      <ul className="list-disc pl-6">
        {places.map(({ path, uses }) => (
          <li key={path}>
            <code>{path}</code>:{' '}
            {uses.map((use) => (
              <code key={use} className="mr-2 text-muted">
                {use}
              </code>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
