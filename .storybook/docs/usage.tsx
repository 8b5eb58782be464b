import { useOf } from '@storybook/addon-docs/blocks';
import { isLocale, localeNames, type Locale, type LocaleArgs } from '../locale';

/**
 * A component's usage note, declared in its stories' meta as `parameters.usage` and shown on its
 * docs page between the description and the stories (`.storybook/docs/docs-page.tsx`).
 */
export interface Usage {
  /** When to use it, and what to use instead when not. */
  when: string;
  /** Content limits: what still fits in German and Turkish at 390 px. */
  limits?: readonly string[];
  /** Its states, each as a story of the file shows it. */
  states?: readonly string[];
  /** What a designer should do with it: short, one practice a line. */
  do?: readonly string[];
  /** What to avoid, each with what to do instead. */
  dont?: readonly string[];
  /** Args whose text length in each language the note lists (default `title` and `headline`). */
  measure?: readonly string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The text of `arg` in each language the stories offer (English args, German and Turkish `localeArgs`). */
function lengths(args: Record<string, unknown>, localeArgs: LocaleArgs | undefined, arg: string) {
  const found: [Locale, number][] = [];
  const english = text(args[arg]);
  if (english) found.push(['en', english.length]);
  for (const [locale, partial] of Object.entries(localeArgs ?? {})) {
    const value = text((partial as Record<string, unknown>)[arg]);
    if (value && isLocale(locale)) found.push([locale, value.length]);
  }
  return found;
}

/** A titled list of the note, or nothing when it has no items. */
function Points({ title, items }: { title: string; items: readonly string[] | undefined }) {
  if (!items?.length) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** The usage note of the component on this docs page, with the current copy's lengths beside its limits. */
export function UsageNote() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const usage = preparedMeta.parameters.usage as Usage | undefined;
  if (!usage) return null;
  const args = preparedMeta.initialArgs as Record<string, unknown>;
  const localeArgs = preparedMeta.parameters.localeArgs as LocaleArgs | undefined;
  const measured = (usage.measure ?? ['title', 'headline'])
    .map((arg) => ({ arg, lengths: lengths(args, localeArgs, arg) }))
    .filter((entry) => entry.lengths.length > 0);
  return (
    <section aria-labelledby="usage-note">
      <h2 id="usage-note">Usage</h2>
      <p>{usage.when}</p>
      <Points title="Content limits" items={usage.limits} />
      {measured.length ? (
        <p>
          Today’s copy:{' '}
          {measured
            .map(
              ({ arg, lengths: found }) =>
                `${arg} ${found.map(([locale, length]) => `${localeNames[locale]} ${length}`).join(', ')} characters`,
            )
            .join('; ')}
          .
        </p>
      ) : null}
      <Points title="States" items={usage.states} />
      <Points title="Do" items={usage.do} />
      <Points title="Don’t" items={usage.dont} />
    </section>
  );
}
