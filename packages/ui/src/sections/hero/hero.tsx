import { useRef, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { Container } from '../../primitives/container';
import { useTypingPhase } from './use-typing-phase';
import { Glow } from '../../primitives/glow';

export interface HeroProps extends HTMLAttributes<HTMLElement> {
  /** Short line above the headline. */
  eyebrow?: ReactNode;
  /** The page's h1. */
  headline: string;
  subtitle: ReactNode;
  /** The call-to-action, usually a `Button asChild` around the site's link. */
  action: ReactNode;
  /** The savings claim under the action. */
  claim?: ReactNode;
  /** Where the claim's figure comes from, under the claim (shown wherever a result figure is). */
  claimNote?: string;
  /**
   * Type the headline out from the first paint, with a blinking caret, then reveal subtitle, action
   * and claim. CSS runs it, so it needs no script and hydration never restarts it. The h1 always
   * holds the full text; under reduced motion everything shows at once.
   */
  typing?: boolean;
  /** Milliseconds per typed character. */
  typingIntervalMs?: number;
  /** Decorative layer behind the content, such as the network canvas or cursor trail. */
  decor?: ReactNode;
}

/** The caret blinks once a second: shown on the characters typed in the first half of each second. */
const blinkMs = 1000;

/** The home page's opening: headline, subtitle, consultation button and savings claim. */
export function Hero({
  eyebrow,
  headline,
  subtitle,
  action,
  claim,
  claimNote,
  typing = false,
  typingIntervalMs = 50,
  decor,
  className,
  style,
  ...props
}: HeroProps) {
  const lastChar = useRef<HTMLSpanElement>(null);
  const phase = useTypingPhase(typing, lastChar);
  const chars = Array.from(headline);
  const timing = { '--type-chars': chars.length, '--type-interval': `${typingIntervalMs}ms` } as CSSProperties;
  const reveal = typing ? 'reveal-after-typing' : undefined;
  return (
    <section
      data-state={phase}
      style={typing ? { ...timing, ...style } : style}
      className={cn('relative isolate overflow-hidden', className)}
      {...props}
      data-slot="hero"
    >
      <Glow variant="hero" />
      {decor}
      <Container className="flex flex-col items-center py-20 text-center sm:py-28 lg:py-36">
        {eyebrow ? (
          <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-border bg-surface/60 px-4 py-1.5 text-sm font-medium text-muted">
            <span aria-hidden className="size-1.5 rounded-full bg-accent" />
            {eyebrow}
          </p>
        ) : null}
        <h1 aria-label={typing ? headline : undefined} className="max-w-4xl text-display font-semibold text-balance text-foreground">
          {typing ? <TypedText chars={chars} intervalMs={typingIntervalMs} lastCharRef={lastChar} /> : headline}
        </h1>
        <p className={cn('mt-6 max-w-2xl text-lead text-pretty text-muted', reveal)}>{subtitle}</p>
        <div className={cn('mt-10 flex flex-wrap items-center justify-center gap-4 [--reveal-offset:120ms]', reveal)}>{action}</div>
        {claim ? <p className={cn('mt-6 text-sm font-medium text-subtle [--reveal-offset:240ms]', reveal)}>{claim}</p> : null}
        {claimNote ? (
          <p className={cn('mt-2 max-w-xl text-xs text-pretty text-subtle [--reveal-offset:240ms]', reveal)}>{claimNote}</p>
        ) : null}
      </Container>
    </section>
  );
}

/**
 * The headline as one span per character, which CSS (theme.css, `typed-text`) turns from
 * transparent to its colour in turn: the spans never change, only their colour, so every character
 * keeps its place and nothing counts as a layout shift. The caret is a bar in the background of the
 * next character and takes no space. Their text is the headline, once, for search engines;
 * assistive technology gets it whole from the h1's label instead of character by character.
 */
function TypedText({
  chars,
  intervalMs,
  lastCharRef,
}: {
  chars: readonly string[];
  intervalMs: number;
  lastCharRef: Ref<HTMLSpanElement>;
}) {
  return (
    <span aria-hidden data-typed="" className="typed-text">
      {chars.map((char, index) => (
        <span
          key={index}
          ref={index === chars.length - 1 ? lastCharRef : undefined}
          data-caret={Math.floor((index * intervalMs) / (blinkMs / 2)) % 2 === 0 ? '' : undefined}
          style={{ '--char': index } as CSSProperties}
        >
          {char}
        </span>
      ))}
    </span>
  );
}
