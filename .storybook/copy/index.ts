/**
 * The dictionaries, for stories only. Story fixtures build their props from the same copy the
 * site renders, so a wording change in `packages/i18n` shows up in Storybook and its screenshots
 * instead of drifting. The ui package itself still imports no i18n: stories and their fixtures
 * reach this module through the `@story/*` alias (tsconfig `paths`, `.storybook/main.ts`).
 */
import type { Dictionary } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import type { Locale } from '../locale';

export const storyCopy: Record<Locale, Dictionary> = { en, de, tr };
