import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Container } from '../../primitives/container';
import { useTypewriter, type TypewriterPhase } from './use-typewriter';

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
  /**
   * Type the headline out after mount, with a blinking caret, then fade in subtitle, action and claim.
   * The h1 always holds the full text; under reduced motion everything shows at once.
   */
  typing?: boolean;
  /** Milliseconds per typed character. */
  typingIntervalMs?: number;
  /** Decorative layer behind the content, such as the network canvas or cursor trail. */
  decor?: ReactNode;
}

const reveal: Record<TypewriterPhase, string> = {
  static: '',
  typing: 'opacity-0',
  done: 'motion-safe:animate-rise-in',
};

/** The home page's opening: headline, subtitle, consultation button and savings claim. */
export function Hero({
  eyebrow,
  headline,
  subtitle,
  action,
  claim,
  typing = false,
  typingIntervalMs = 50,
  decor,
  className,
  ...props
}: HeroProps) {
  const { count, phase } = useTypewriter(headline, typing, typingIntervalMs);
  return (
    <section data-state={phase} className={cn('relative isolate overflow-hidden', className)} {...props}>
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[36rem] max-w-5xl bg-[radial-gradient(closest-side,rgb(34_211_238/0.16),transparent),radial-gradient(closest-side_at_70%_60%,rgb(167_139_250/0.14),transparent)] blur-2xl"
      />
      {decor}
      <Container className="flex flex-col items-center py-20 text-center sm:py-28 lg:py-36">
        {eyebrow ? (
          <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-border bg-surface/60 px-4 py-1.5 text-sm font-medium text-muted">
            <span aria-hidden className="size-1.5 rounded-full bg-accent" />
            {eyebrow}
          </p>
        ) : null}
        <h1 className="max-w-4xl text-display font-semibold text-balance text-foreground">
          {phase === 'typing' ? <TypedText text={headline} count={count} /> : headline}
        </h1>
        <p className={cn('mt-6 max-w-2xl text-lead text-pretty text-muted', reveal[phase])}>{subtitle}</p>
        <div
          className={cn(
            'mt-10 flex flex-wrap items-center justify-center gap-4 [animation-delay:120ms]',
            reveal[phase],
            phase === 'typing' && 'focus-within:opacity-100',
          )}
        >
          {action}
        </div>
        {claim ? (
          <p className={cn('mt-6 text-sm font-medium text-subtle [animation-delay:240ms]', reveal[phase])}>{claim}</p>
        ) : null}
      </Container>
    </section>
  );
}

/**
 * The whole text for assistive technology, and over it one span per character, typed ones in
 * colour and the rest transparent: the spans never change, only their colour, so every character
 * keeps its place and nothing counts as a layout shift. The caret is a positioned pseudo-element of
 * the next character and takes no space.
 */
function TypedText({ text, count }: { text: string; count: number }) {
  return (
    <>
      <span className="sr-only">{text}</span>
      <span aria-hidden data-typed="">
        {Array.from(text).map((char, index) => (
          <span
            key={index}
            data-caret={index === count ? '' : undefined}
            className={cn(
              index >= count && 'text-transparent',
              index === count &&
                "relative before:pointer-events-none before:absolute before:top-[0.08em] before:-left-0.5 before:h-[0.95em] before:w-[3px] before:animate-blink before:rounded-full before:bg-accent before:content-['']",
            )}
          >
            {char}
          </span>
        ))}
      </span>
    </>
  );
}
