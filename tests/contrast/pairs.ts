/**
 * Every foreground/background pair of theme tokens the ui components draw, in one place, with the
 * WCAG minimum it must meet. Tokens are named as in `packages/ui/src/styles/theme.css` without
 * `--color-`; `token/NN` is Tailwind's opacity modifier (NN %). `bg` lists the layers from the page
 * up: the first must be opaque, each later one is drawn over the ones before.
 *
 * Minimums: 4.5 for text (WCAG 1.4.3, including placeholders, disabled controls and the banner's
 * digits); 3 for large text (24 px, or 18.5 px bold), focus indicators, the boundaries that identify
 * a form control and graphics that carry meaning (WCAG 1.4.11). Purely decorative icons (aria-hidden
 * beside text that says the same) are left out.
 *
 * The demo sites use Tailwind's own palette, not these tokens; axe checks them in tests/e2e/a11y.spec.ts.
 */
export interface ContrastPair {
  /** Component, element and state. */
  use: string;
  /** Colour of the text or graphic. */
  fg: string;
  /** Layers underneath, from the page up. */
  bg: readonly string[];
  /** Element `opacity` (disabled states): applied to `fg` and the top `layers` of `bg` over the rest. */
  opacity?: { value: number; layers: number };
  /** Element `filter: brightness()` (the primary button's hover): applied to `fg` and the top `layers` of `bg`. */
  brightness?: { value: number; layers: number };
  min: 4.5 | 3;
}

const page = ['background'] as const;
const card = ['background', 'surface'] as const;
const raised = ['background', 'surface-raised'] as const;
const footer = ['background', 'surface/40'] as const;
const headerTop = ['background', 'background/40'] as const;
const headerScrolled = ['background', 'background/90'] as const;
const banner = ['background', 'surface/90'] as const;
const bannerCell = ['background', 'surface/90', 'background/70'] as const;
const controlOnCard = ['background', 'surface', 'background/60'] as const;
const controlOnPage = ['background', 'background/60'] as const;
const alertOnCard = ['background', 'surface', 'danger-surface'] as const;
const alertOnPage = ['background', 'danger-surface'] as const;
const signInCard = ['background', 'surface/80'] as const;
const adminSession = ['background', 'background/85', 'surface-raised/70'] as const;
const insetOnCard = ['background', 'surface', 'background/40'] as const;
const comparisonProduct = ['background', 'surface', 'accent/8'] as const;
const openQuestion = ['background', 'surface', 'surface-raised/70'] as const;
const selectedTile = ['background', 'surface', 'accent/7'] as const;

const text = (use: string, fg: string, bg: readonly string[]): ContrastPair => ({ use, fg, bg, min: 4.5 });
const graphic = (use: string, fg: string, bg: readonly string[]): ContrastPair => ({ use, fg, bg, min: 3 });

export const contrastPairs: readonly ContrastPair[] = [
  // Body copy on the page, on cards and on raised surfaces.
  text('body text on the page', 'foreground', page),
  text('body text on a card', 'foreground', card),
  text('body text on a raised surface', 'foreground', raised),
  text('secondary text on the page', 'muted', page),
  text('secondary text on a card', 'muted', card),
  text('secondary text on a raised surface', 'muted', raised),
  text('small print on the page (hero claim, legal date, FAQ result count)', 'subtle', page),
  text('small print on a card (contact labels, thank-you note, comparison column)', 'subtle', card),
  text('small print on a raised surface', 'subtle', raised),
  text('eyebrows, links and step numbers on the page', 'accent-strong', page),
  text('links on a card (service cards, future services, legal links)', 'accent-strong', card),
  text('hero eyebrow pill', 'muted', ['background', 'surface/60']),

  // Header, mobile menu and language picker.
  text('header links at the top', 'muted', headerTop),
  text('header links, hover', 'foreground', headerTop),
  text('header links once scrolled', 'muted', headerScrolled),
  text('mobile menu links', 'foreground', headerScrolled),
  text('mobile menu links, hover', 'accent-strong', headerScrolled),
  graphic('mobile menu toggle icon', 'foreground', headerTop),
  text('language picker button', 'muted', headerTop),
  text('language picker button, hover or open', 'foreground', headerTop),
  text('language menu item', 'foreground', raised),
  text('language menu item code', 'subtle', raised),
  text('language menu item, highlighted', 'foreground', ['background', 'surface-raised', 'background/70']),
  text('language menu item code, highlighted', 'subtle', ['background', 'surface-raised', 'background/70']),

  // Buttons in every state.
  text('primary button, gradient start', 'on-accent', ['background', 'accent']),
  text('primary button, gradient end', 'on-accent', ['background', 'violet']),
  {
    use: 'primary button hover (brightness 110 %), gradient start',
    fg: 'on-accent',
    bg: ['background', 'accent'],
    brightness: { value: 1.1, layers: 1 },
    min: 4.5,
  },
  {
    use: 'primary button hover (brightness 110 %), gradient end',
    fg: 'on-accent',
    bg: ['background', 'violet'],
    brightness: { value: 1.1, layers: 1 },
    min: 4.5,
  },
  text('primary button disabled on the page (waitlist, until a service is chosen)', 'muted', raised),
  text('primary button disabled on a card (submitting)', 'muted', ['background', 'surface', 'surface-raised']),
  text('secondary button', 'foreground', ['background', 'surface-raised/60']),
  text('secondary button, hover', 'foreground', raised),
  text('secondary button disabled', 'muted', ['background', 'surface-raised/60']),
  text('ghost button', 'muted', page),
  text('ghost button, hover', 'foreground', raised),
  text('ghost or link button disabled', 'subtle', page),
  graphic('focus ring on the page', 'ring', page),
  graphic('focus ring on a card', 'ring', card),
  graphic('focus ring on a raised surface', 'ring', raised),
  graphic('focus ring in the delete confirmation', 'ring', alertOnCard),

  // Form controls.
  text('label on a card (contact form)', 'foreground', card),
  text('label on the page (waitlist form)', 'foreground', page),
  text('required asterisk', 'accent-strong', card),
  text('typed text in a control', 'foreground', controlOnCard),
  text('placeholder on a card', 'subtle', controlOnCard),
  text('placeholder on the page (FAQ search, waitlist)', 'subtle', controlOnPage),
  {
    use: 'typed text in a disabled control (submitting)',
    fg: 'foreground',
    bg: controlOnCard,
    opacity: { value: 0.6, layers: 1 },
    min: 4.5,
  },
  graphic('control border on a card', 'input', controlOnCard),
  graphic('control border against the card around it', 'input', card),
  graphic('control border on the page', 'input', controlOnPage),
  graphic('control border on hover', 'muted', card),
  graphic('control border when focused', 'accent', card),
  graphic('control border when invalid', 'danger', card),
  graphic('control border when invalid, on the page', 'danger', page),
  text('field error on a card', 'danger', card),
  text('field error on the page', 'danger', page),
  text('form alert text on a card', 'foreground', alertOnCard),
  text('form alert title on a card', 'danger', alertOnCard),
  text('form alert text on the page', 'foreground', alertOnPage),
  text('form alert title on the page', 'danger', alertOnPage),
  text('waitlist hint beside the disabled button', 'subtle', page),
  text('waitlist tile title', 'foreground', card),
  text('waitlist tile description', 'muted', card),
  text('waitlist tile description, hover', 'muted', ['background', 'surface', 'surface-raised']),
  text('waitlist tile title, selected', 'foreground', selectedTile),
  text('waitlist tile description, selected', 'muted', selectedTile),
  { use: 'waitlist tile description, disabled (submitting)', fg: 'muted', bg: card, opacity: { value: 0.75, layers: 1 }, min: 4.5 },
  graphic('waitlist tile border, selected', 'accent/70', card),
  graphic('waitlist tile check, selected', 'accent', card),

  // Countdown banner: the digits turn red when time is short.
  text('banner title', 'foreground', banner),
  text('banner target date', 'muted', banner),
  text('banner digits', 'foreground', bannerCell),
  text('banner digits, urgent (red)', 'danger', bannerCell),
  text('banner unit labels', 'muted', bannerCell),

  // Badges.
  text('neutral badge', 'muted', raised),
  text('accent badge (Coming Soon)', 'accent-strong', ['background', 'surface', 'accent/10']),
  text('success badge (Active)', 'success', ['background', 'surface', 'success/10']),
  text('danger badge', 'danger', alertOnCard),

  // Comparison table.
  text('comparison feature column header', 'subtle', card),
  text('comparison provider column header', 'muted', card),
  text('comparison product column header', 'accent-strong', comparisonProduct),
  text('comparison row header', 'foreground', card),
  text('comparison value label', 'muted', card),
  text('comparison value label, product column', 'muted', comparisonProduct),
  graphic('comparison yes icon', 'success', ['background', 'surface', 'success/12']),
  graphic('comparison limited icon', 'warning', ['background', 'surface', 'warning/12']),
  graphic('comparison no icon', 'danger', alertOnCard),
  graphic('comparison yes icon, product column', 'success', [...comparisonProduct, 'success/12']),
  graphic('comparison no icon, product column', 'danger', [...comparisonProduct, 'danger-surface']),

  // FAQ.
  text('FAQ question', 'foreground', card),
  text('FAQ question, hover or open', 'foreground', openQuestion),
  text('FAQ answer', 'muted', openQuestion),
  text('FAQ category title while searching', 'accent-strong', page),

  // Footer.
  text('footer links', 'muted', footer),
  text('footer links, hover', 'foreground', footer),
  text('footer copyright', 'subtle', footer),

  // Large gradient figures in the benefits cards (text-4xl semibold): both ends of the gradient.
  { use: 'benefit figure, gradient start (large text)', fg: 'accent-strong', bg: card, min: 3 },
  { use: 'benefit figure, gradient end (large text)', fg: 'violet', bg: card, min: 3 },
  graphic('problem icons', 'danger', alertOnCard),

  // Admin.
  text('sign-in eyebrow', 'accent-strong', signInCard),
  text('sign-in lead', 'muted', signInCard),
  text('sign-in note', 'subtle', signInCard),
  text('session label', 'muted', adminSession),
  text('session time', 'foreground', adminSession),
  text('session time, last minute', 'warning', adminSession),
  text('countdown form title', 'muted', insetOnCard),
  text('countdown target date', 'muted', card),
  text('delete confirmation', 'muted', alertOnCard),
  text('delete confirmation button', 'danger', [...alertOnCard, 'surface-raised/60']),
  text('delete confirmation button, hover', 'danger', [...alertOnCard, 'surface-raised']),
  text('lead date', 'subtle', insetOnCard),
  text('lead e-mail link', 'accent-strong', insetOnCard),
  text('lead count', 'foreground', ['background', 'surface', 'surface-raised']),
];

/** Text colour tokens the components may use; each must appear as `fg` of some pair above. */
export const textTokensCovered = [...new Set(contrastPairs.map((pair) => pair.fg.split('/')[0]!))];
