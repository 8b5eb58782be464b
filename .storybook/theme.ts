import { create } from 'storybook/theming';
import { themeFont, themeRadii, themeTokens as c } from './theme-tokens';

/** Storybook's UI in the product's dark theme: the manager (manager.ts) and every docs page (preview.tsx). */
export const productTheme = create({
  base: 'dark',
  brandTitle: 'ZK Automations',
  brandTarget: '_self',
  colorPrimary: c.accent,
  colorSecondary: c.accent,
  appBg: c.surface,
  appContentBg: c.background,
  appPreviewBg: c.background,
  appHoverBg: c['surface-raised'],
  appBorderColor: c['border-strong'],
  appBorderRadius: themeRadii.control,
  fontBase: themeFont,
  fontCode: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  textColor: c.foreground,
  textInverseColor: c['on-accent'],
  textMutedColor: c.muted,
  barBg: c.surface,
  barTextColor: c.muted,
  barHoverColor: c['accent-strong'],
  barSelectedColor: c['accent-strong'],
  buttonBg: c['surface-raised'],
  buttonBorder: c.input,
  booleanBg: c.background,
  booleanSelectedBg: c['surface-raised'],
  inputBg: c.background,
  inputBorder: c.input,
  inputTextColor: c.foreground,
  inputBorderRadius: themeRadii.control,
});
