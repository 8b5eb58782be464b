import * as lucide from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { sources } from './sources';

/** Every lucide icon the ui and site import, with the files that use it. */
function iconsInUse(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const [path, code] of sources) {
    for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const name of names!
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part && !part.startsWith('type '))) {
        used.set(name, [...(used.get(name) ?? []), path.split('/').at(-1)!]);
      }
    }
  }
  return new Map([...used].sort(([a], [b]) => a.localeCompare(b, 'en')));
}

/**
 * The component an import names: lucide's `icons` map holds only the current names, and the sources
 * import some by their older aliases (`BarChart3`, `CircleAlert`, `Trash2`), which the package still exports.
 */
function iconNamed(name: string): LucideIcon | undefined {
  const candidate = (lucide as Record<string, unknown>)[name] ?? lucide.icons[name as keyof typeof lucide.icons];
  return typeof candidate === 'object' && candidate !== null ? (candidate as LucideIcon) : undefined;
}

/** The icon set in use (lucide-react), each drawn at 24 px with its name and where it appears. */
export function IconSet() {
  const used = iconsInUse();
  return (
    <ul className="sb-unstyled grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-4" aria-label={`${used.size} icons in use`}>
      {[...used].map(([name, files]) => {
        const Icon = iconNamed(name);
        return (
          <li
            key={name}

            className="flex flex-col items-center gap-2 rounded-xl border border-border bg-background p-3 text-center text-xs text-muted"
          >
            {Icon ? <Icon aria-hidden className="size-6 text-foreground" /> : <strong>not a lucide icon</strong>}
            <code className="text-foreground">{name}</code>
            <span>{[...new Set(files)].join(', ')}</span>
          </li>
        );
      })}
    </ul>
  );
}
