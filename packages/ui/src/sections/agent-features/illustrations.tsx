import {
  Bot,
  CalendarCheck,
  Code,
  Database,
  FileSpreadsheet,
  Image,
  LayoutTemplate,
  Mail,
  MessageCircle,
  Palette,
  Phone,
  Play,
  Plug,
  ShoppingBag,
  Star,
  TrendingUp,
  UserRound,
  Webhook,
} from 'lucide-react';
import type { ReactNode } from 'react';

export const agentIllustrations = ['support', 'appointments', 'crm', 'commerce', 'media', 'integrations', 'design', 'analytics'] as const;
export type AgentIllustrationKind = (typeof agentIllustrations)[number];

const bar = 'h-2 rounded-full bg-foreground/15';

function Bubble({ side, children }: { side: 'in' | 'out'; children: ReactNode }) {
  return (
    <div
      className={
        side === 'in'
          ? 'flex max-w-[80%] items-center gap-2 self-start rounded-2xl rounded-bl-sm bg-surface-raised p-3'
          : 'flex max-w-[80%] items-center gap-2 self-end rounded-2xl rounded-br-sm bg-accent/20 p-3'
      }
    >
      {children}
    </div>
  );
}

const scenes: Record<AgentIllustrationKind, () => ReactNode> = {
  support: () => (
    <div className="flex w-full max-w-72 flex-col gap-3">
      <Bubble side="in">
        <UserRound className="size-4 text-muted" />
        <span className={`${bar} w-28`} />
      </Bubble>
      <Bubble side="out">
        <span className={`${bar} w-32 bg-accent/50`} />
        <Bot className="size-4 text-accent-strong" />
      </Bubble>
      <Bubble side="in">
        <MessageCircle className="size-4 text-muted" />
        <span className={`${bar} w-16`} />
      </Bubble>
      <div className="flex gap-1.5 self-end rounded-full bg-accent/15 px-3 py-2">
        {[0, 1, 2].map((i) => (
          <span key={i} className="size-1.5 rounded-full bg-accent-strong" />
        ))}
      </div>
    </div>
  ),
  appointments: () => (
    <div className="flex w-full max-w-72 flex-col gap-3 rounded-control border border-border bg-surface-raised/70 p-4">
      <div className="flex items-center justify-between">
        <span className={`${bar} w-20`} />
        <CalendarCheck className="size-5 text-accent-strong" />
      </div>
      <div className="grid grid-cols-7 gap-1.5">
        {Array.from({ length: 21 }, (_, i) => (
          <span
            key={i}
            className={
              i === 10
                ? 'aspect-square rounded-md bg-accent-gradient'
                : i === 3 || i === 16
                  ? 'aspect-square rounded-md bg-violet/40'
                  : 'aspect-square rounded-md bg-foreground/8'
            }
          />
        ))}
      </div>
      <div className="flex items-center gap-2 rounded-md bg-accent/10 p-2">
        <Phone className="size-4 text-accent-strong" />
        <span className={`${bar} w-24 bg-accent/40`} />
      </div>
    </div>
  ),
  crm: () => (
    <div className="flex w-full max-w-72 flex-col gap-2.5">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3 rounded-control border border-border bg-surface-raised/70 p-3">
          <span className="grid size-8 place-items-center rounded-full bg-violet/20">
            <UserRound className="size-4 text-violet" />
          </span>
          <span className="flex flex-1 flex-col gap-1.5">
            <span className={`${bar} w-3/4`} />
            <span className={`${bar} w-1/2 bg-foreground/10`} />
          </span>
          <span
            className={
              i === 0 ? 'rounded-full bg-success/20 px-2 py-0.5 text-[0.625rem] font-bold text-success' : 'size-2 rounded-full bg-accent'
            }
          >
            {i === 0 ? 'A' : null}
          </span>
        </div>
      ))}
      <Database className="size-5 self-end text-accent-strong" />
    </div>
  ),
  commerce: () => (
    <div className="grid w-full max-w-72 grid-cols-2 gap-3">
      {[0, 1].map((i) => (
        <div key={i} className="flex flex-col gap-2 rounded-control border border-border bg-surface-raised/70 p-3">
          <span className="grid aspect-square place-items-center rounded-md bg-gradient-to-br from-accent/25 to-violet/25">
            <ShoppingBag className="size-7 text-foreground/80" />
          </span>
          <span className={`${bar} w-3/4`} />
          <span className="flex gap-0.5">
            {[0, 1, 2, 3, 4].map((s) => (
              <Star key={s} className="size-3 fill-warning text-warning" />
            ))}
          </span>
        </div>
      ))}
      <div className="col-span-2 flex items-center gap-2 rounded-full bg-accent/15 px-3 py-2">
        <Bot className="size-4 text-accent-strong" />
        <span className={`${bar} w-36 bg-accent/40`} />
      </div>
    </div>
  ),
  media: () => (
    <div className="flex w-full max-w-72 flex-col gap-3">
      <div className="relative grid aspect-video place-items-center rounded-control bg-gradient-to-br from-violet/30 via-surface-raised to-accent/25">
        <span className="grid size-12 place-items-center rounded-full bg-foreground/90 text-background">
          <Play className="ms-0.5 size-5 fill-current" />
        </span>
        <span className="absolute inset-x-3 bottom-3 h-1 rounded-full bg-foreground/20">
          <span className="block h-full w-2/5 rounded-full bg-accent" />
        </span>
      </div>
      <div className="grid grid-cols-3 gap-2">
        {[0, 1, 2].map((i) => (
          <span key={i} className="grid aspect-[4/3] place-items-center rounded-md bg-surface-raised">
            <Image className="size-4 text-muted" />
          </span>
        ))}
      </div>
    </div>
  ),
  integrations: () => (
    <div className="relative grid size-56 place-items-center">
      <svg viewBox="0 0 200 200" className="absolute inset-0 size-full text-border-strong" fill="none">
        <circle cx="100" cy="100" r="78" stroke="currentColor" strokeDasharray="4 6" />
        {[0, 60, 120, 180, 240, 300].map((deg) => (
          <line
            key={deg}
            x1="100"
            y1="100"
            x2={100 + 78 * Math.cos((deg * Math.PI) / 180)}
            y2={100 + 78 * Math.sin((deg * Math.PI) / 180)}
            stroke="currentColor"
          />
        ))}
      </svg>
      <span className="relative grid size-16 place-items-center rounded-2xl bg-accent-gradient text-on-accent shadow-glow">
        <Bot className="size-8" />
      </span>
      {[Database, FileSpreadsheet, Mail, Webhook, Plug, Code].map((Icon, i) => {
        const angle = (i * 60 * Math.PI) / 180;
        return (
          <span
            key={i}
            className="absolute grid size-10 place-items-center rounded-xl border border-border-strong bg-surface-raised text-accent-strong"
            style={{ left: `calc(50% + ${39 * Math.cos(angle)}% - 1.25rem)`, top: `calc(50% + ${39 * Math.sin(angle)}% - 1.25rem)` }}
          >
            <Icon className="size-4" />
          </span>
        );
      })}
    </div>
  ),
  design: () => (
    <div className="flex w-full max-w-72 flex-col overflow-hidden rounded-control border border-border bg-surface-raised/70">
      <div className="flex items-center gap-1.5 border-b border-border px-3 py-2">
        {['bg-danger/70', 'bg-warning/70', 'bg-success/70'].map((c) => (
          <span key={c} className={`size-2 rounded-full ${c}`} />
        ))}
      </div>
      <div className="flex flex-col gap-3 p-4">
        <span className="h-16 rounded-md bg-gradient-to-r from-accent/30 to-violet/30" />
        <div className="grid grid-cols-3 gap-2">
          {[0, 1, 2].map((i) => (
            <span key={i} className="h-10 rounded-md bg-foreground/8" />
          ))}
        </div>
        <div className="flex items-center justify-between">
          <LayoutTemplate className="size-4 text-muted" />
          <Palette className="size-4 text-violet" />
          <span className="h-6 w-20 rounded-full bg-accent-gradient" />
        </div>
      </div>
    </div>
  ),
  analytics: () => (
    <div className="flex w-full max-w-72 flex-col gap-3 rounded-control border border-border bg-surface-raised/70 p-4">
      <div className="flex items-center justify-between">
        <span className={`${bar} w-20`} />
        <span className="flex items-center gap-1 rounded-full bg-success/15 px-2 py-0.5 text-success">
          <TrendingUp className="size-3.5" />
          <span className="h-1.5 w-6 rounded-full bg-success/60" />
        </span>
      </div>
      <svg viewBox="0 0 240 100" className="h-28 w-full" fill="none">
        {[30, 52, 40, 68, 58, 84, 76].map((h, i) => (
          <rect key={i} x={8 + i * 33} y={100 - h} width="20" height={h} rx="4" className="fill-violet/35" />
        ))}
        <polyline
          points="18,62 51,46 84,54 117,30 150,38 183,14 216,20"
          className="stroke-accent-strong"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  ),
};

/** A decorative scene for one agent feature, drawn from shapes and icons (no images). */
export function AgentIllustration({ kind }: { kind: AgentIllustrationKind }) {
  const Scene = scenes[kind];
  return (
    <div
      data-slot="agent-illustration"
      aria-hidden
      data-illustration={kind}
      className="relative isolate grid min-h-72 place-items-center overflow-hidden rounded-card border border-border bg-surface p-8 shadow-card"
    >
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(70%_60%_at_30%_20%,rgb(34_211_238/0.14),transparent),radial-gradient(60%_60%_at_80%_90%,rgb(167_139_250/0.14),transparent)]" />
      <div className="absolute inset-0 -z-10 bg-[linear-gradient(rgb(148_163_184/0.06)_1px,transparent_1px),linear-gradient(90deg,rgb(148_163_184/0.06)_1px,transparent_1px)] bg-[size:24px_24px]" />
      <Scene />
    </div>
  );
}
