import { useId, type SVGAttributes } from 'react';
import { cn } from '../../lib/cn';

/** Channels around the agent: chat, calendar, CRM records and shop, each as a small glyph. */
const satellites = [
  { x: 40, y: 42, d: 'M32 35h16a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2h-9l-5 4v-4h-2a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z' },
  { x: 200, y: 34, d: 'M194 28h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-12a2 2 0 0 1-2-2v-10a2 2 0 0 1 2-2zM192 33h16M196 25v5M204 25v5' },
  { x: 212, y: 132, d: 'M204 127h16M204 132h16M204 137h10' },
  { x: 30, y: 134, d: 'M21 127h3l2.5 10h9.5l2-7h-13M28 141h.01M35 141h.01' },
] as const;

/** The agent at the centre of the channels it serves: a decorative hub-and-spoke drawing. */
export function AgentHubArt({ className, ...props }: SVGAttributes<SVGSVGElement>) {
  const id = useId();
  return (
    <svg
      viewBox="0 0 240 170"
      fill="none"
      aria-hidden
      focusable="false"
      className={cn('text-accent', className)}
      {...props}
      data-slot="agent-hub-art"
    >
      <defs>
        <linearGradient id={`${id}-line`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-accent)" stopOpacity="0.7" />
          <stop offset="1" stopColor="var(--color-violet)" stopOpacity="0.7" />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="var(--color-accent)" stopOpacity="0.35" />
          <stop offset="1" stopColor="var(--color-accent)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="120" cy="85" r="70" fill={`url(#${id}-glow)`} />
      <circle cx="120" cy="85" r="52" stroke="currentColor" strokeOpacity="0.18" strokeDasharray="2 5" />
      {satellites.map((s) => (
        <path key={s.d} d={`M120 85L${s.x} ${s.y}`} stroke={`url(#${id}-line)`} strokeWidth="1.25" />
      ))}
      {satellites.map((s) => (
        <g key={`${s.x}-${s.y}`}>
          <circle cx={s.x} cy={s.y} r="17" fill="var(--color-surface-raised)" stroke="var(--color-border-strong)" />
          <path d={s.d} stroke="var(--color-accent-strong)" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      ))}
      <circle cx="120" cy="85" r="26" fill="var(--color-background)" stroke={`url(#${id}-line)`} strokeWidth="2" />
      <rect x="108" y="76" width="24" height="18" rx="6" stroke="var(--color-accent-strong)" strokeWidth="1.8" />
      <path d="M120 70v6M114 84v2M126 84v2" stroke="var(--color-accent-strong)" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
