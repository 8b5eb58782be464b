import { ArrowRight, BarChart3, BellRing, Gauge, Layers, Lock, Sparkles } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { DemoNav } from '../demo-nav';
import { DashboardArt } from './dashboard-art';

export interface DemoAnalyticsCopy {
  brand: string;
  nav: string[];
  navLabel: string;
  signIn: string;
  hero: { eyebrow: string; title: string; lead: string; cta: string; secondary: string };
  trustedBy: string;
  logos: string[];
  featuresTitle: string;
  featuresLead: string;
  /** Up to six features; icons follow their order. */
  features: Array<{ title: string; description: string }>;
  stats: Array<{ value: string; label: string }>;
  quote: { text: string; name: string; role: string };
  cta: { title: string; lead: string; button: string };
  footer: string;
}

export interface DemoAnalyticsProps extends HTMLAttributes<HTMLDivElement> {
  copy: DemoAnalyticsCopy;
}

const featureIcons = [BarChart3, Sparkles, BellRing, Layers, Gauge, Lock];

/** Demo 2: the landing page of an analytics platform. */
export function DemoAnalytics({ copy, className, ...props }: DemoAnalyticsProps) {
  return (
    <div className={cn('min-h-dvh bg-[#070b16] text-slate-100', className)} {...props} data-slot="demo-analytics">
      <header className="border-b border-white/5">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-8 px-5">
          <p className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <span
              aria-hidden
              className="flex size-7 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-400 to-emerald-400"
            >
              <BarChart3 className="size-4 text-slate-950" />
            </span>
            {copy.brand}
          </p>
          <DemoNav label={copy.navLabel} items={copy.nav} href="#features" tone="dark" />
          <a href="#start" className="ms-auto rounded-full border border-white/15 px-4 py-2 text-sm font-semibold hover:bg-white/5">
            {copy.signIn}
          </a>
        </div>
      </header>
      <main>
        <section className="relative isolate overflow-hidden">
          <div
            aria-hidden
            className="absolute inset-x-0 -top-40 -z-10 mx-auto h-[36rem] max-w-5xl bg-[radial-gradient(closest-side,rgb(99_102_241/0.35),transparent)] blur-3xl"
          />
          <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-5 pt-16 text-center sm:pt-24">
            <p className="rounded-full border border-indigo-400/30 bg-indigo-400/10 px-3 py-1 text-sm font-semibold text-indigo-200">
              {copy.hero.eyebrow}
            </p>
            <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">{copy.hero.title}</h1>
            <p className="max-w-2xl text-lg leading-relaxed text-slate-300">{copy.hero.lead}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <a
                href="#start"
                className="inline-flex items-center gap-2 rounded-full bg-indigo-500 px-6 py-3 font-semibold text-white hover:bg-indigo-400"
              >
                {copy.hero.cta}
                <ArrowRight aria-hidden className="size-4" />
              </a>
              <a href="#features" className="rounded-full border border-white/15 px-6 py-3 font-semibold text-slate-100 hover:bg-white/5">
                {copy.hero.secondary}
              </a>
            </div>
            <div className="mt-10 w-full max-w-4xl rounded-3xl border border-white/10 bg-white/5 p-2 shadow-2xl shadow-indigo-950/60">
              <DashboardArt />
            </div>
          </div>
        </section>
        <section aria-label={copy.trustedBy} className="mx-auto max-w-6xl px-5 py-14 text-center">
          <p className="text-sm font-medium text-slate-400">{copy.trustedBy}</p>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-10 gap-y-4 text-lg font-semibold tracking-tight text-slate-400">
            {copy.logos.map((logo) => (
              <li key={logo}>{logo}</li>
            ))}
          </ul>
        </section>
        <section id="features" aria-labelledby="demo-features" className="mx-auto max-w-6xl px-5 py-16">
          <h2 id="demo-features" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
            {copy.featuresTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-300">{copy.featuresLead}</p>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {copy.features.map((feature, index) => {
              const Icon = featureIcons[index % featureIcons.length]!;
              return (
                <li key={feature.title} className="rounded-2xl border border-white/10 bg-white/[0.03] p-6">
                  <Icon aria-hidden className="size-6 text-emerald-300" />
                  <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-300">{feature.description}</p>
                </li>
              );
            })}
          </ul>
        </section>
        <section className="border-y border-white/5 bg-white/[0.02]">
          <dl className="mx-auto grid max-w-6xl gap-8 px-5 py-14 text-center sm:grid-cols-3">
            {copy.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-slate-300">{stat.label}</dt>
                <dd className="text-4xl font-bold tracking-tight text-white">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <figure className="mx-auto max-w-3xl px-5 py-20 text-center">
          <blockquote className="text-2xl leading-snug font-medium text-balance">“{copy.quote.text}”</blockquote>
          <figcaption className="mt-6 text-sm text-slate-300">
            <span className="font-semibold text-white">{copy.quote.name}</span> · {copy.quote.role}
          </figcaption>
        </figure>
        <section id="start" aria-labelledby="demo-cta" className="mx-auto mb-20 max-w-5xl px-5">
          <div className="rounded-3xl bg-gradient-to-br from-indigo-500 to-emerald-500 p-10 text-center sm:p-14">
            <h2 id="demo-cta" className="text-3xl font-bold tracking-tight text-slate-950">
              {copy.cta.title}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-slate-900">{copy.cta.lead}</p>
            <a href="#start" className="mt-6 inline-flex rounded-full bg-slate-950 px-6 py-3 font-semibold text-white hover:bg-slate-800">
              {copy.cta.button}
            </a>
          </div>
        </section>
      </main>
      <footer className="border-t border-white/5 py-8 text-center text-sm text-slate-400">{copy.footer}</footer>
    </div>
  );
}
