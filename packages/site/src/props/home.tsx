import {
  AgentHubArt,
  Button,
  type BenefitsSectionProps,
  type ComingSoonFeatureProps,
  type ComparisonSectionProps,
  type FutureServicesGridProps,
  type PricingSectionProps,
  type ProblemSectionProps,
  type ProcessSectionProps,
  type ServicesSectionProps,
} from '@zk/ui';
import { ArrowRight } from 'lucide-react';
import { keysOf, type PropsContext } from './context';
import {
  benefitIcons,
  coldEmail,
  comparisonMatrix,
  featuredTier,
  futureServices,
  pricingOrder,
  problemIcons,
  serviceIcons,
} from './home-content';
import { benefitCards, figuresBasis } from './home-figures';
import { contactHref } from './home-hero';
const waitlistHref = ({ language }: PropsContext, service: string) => `/${language}/waitlist?service=${service}`;

export function problemProps({ t }: PropsContext): ProblemSectionProps {
  const problem = t('home.problem');
  return {
    eyebrow: problem.eyebrow,
    title: problem.title,
    description: problem.description,
    items: keysOf(problemIcons).map((key) => ({ ...problem.items[key], icon: problemIcons[key] })),
  };
}

/** The service cards and the See-how-it-works button (the page puts the coming-soon card and the grid inside). */
export function servicesProps(context: PropsContext): ServicesSectionProps {
  const { t, language, Link } = context;
  const services = t('home.services');
  return {
    eyebrow: services.eyebrow,
    title: services.title,
    description: services.description,
    services: keysOf(serviceIcons).map((key) => ({
      id: key,
      ...services.items[key],
      icon: serviceIcons[key],
      ...(key === 'agent'
        ? {
            featured: true,
            badge: services.agentBadge,
            art: <AgentHubArt className="w-full max-w-64" />,
            link: { href: `/${language}/zkagent`, label: services.agentLink },
          }
        : {}),
    })),
    action: (
      <Button asChild size="lg" variant="secondary">
        <Link href={contactHref(context)}>
          {services.cta}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    ),
    LinkComponent: Link,
  };
}

export function comingSoonProps(context: PropsContext): ComingSoonFeatureProps {
  const comingSoon = context.t('home.services.comingSoon');
  return {
    badge: comingSoon.badge,
    title: comingSoon.title,
    description: comingSoon.description,
    features: comingSoon.features,
    icon: coldEmail.icon,
    waitlist: { href: waitlistHref(context, coldEmail.id), label: comingSoon.cta },
    LinkComponent: context.Link,
  };
}

export function futureServicesProps(context: PropsContext): FutureServicesGridProps {
  const future = context.t('home.services.future');
  return {
    title: future.title,
    description: future.description,
    badge: future.badge,
    waitlistLabel: future.cta,
    items: keysOf(futureServices).map((key) => ({
      id: futureServices[key].id,
      icon: futureServices[key].icon,
      href: waitlistHref(context, futureServices[key].id),
      ...future.items[key],
    })),
    LinkComponent: context.Link,
  };
}

export function processProps({ t }: PropsContext): ProcessSectionProps {
  const process = t('home.process');
  return {
    eyebrow: process.eyebrow,
    title: process.title,
    description: process.description,
    steps: [process.steps.analyze, process.steps.build, process.steps.maintain],
  };
}

export function comparisonProps({ t, site }: PropsContext): ComparisonSectionProps {
  const comparison = t('home.comparison');
  const { brand } = site;
  return {
    eyebrow: comparison.eyebrow,
    title: comparison.title,
    description: comparison.description,
    table: {
      caption: t('home.comparison.caption', { brand }),
      featureHeader: comparison.featureHeader,
      columns: [brand, comparison.columns.manual],
      rows: keysOf(comparisonMatrix).map((key) => ({ feature: comparison.features[key], values: comparisonMatrix[key] })),
      labels: comparison.values,
    },
  };
}

export function pricingProps(context: PropsContext): PricingSectionProps {
  const pricing = context.t('home.pricing');
  return {
    eyebrow: pricing.eyebrow,
    title: pricing.title,
    description: pricing.description,
    tiers: pricingOrder.map((id) => ({ id, ...pricing.tiers[id], featured: id === featuredTier })),
    featuredLabel: pricing.featured,
    cta: { href: contactHref(context), label: pricing.cta },
    note: pricing.note,
    LinkComponent: context.Link,
  };
}

/** The benefit cards: a configured result figure as its card's stat and title (with their basis under the cards), otherwise the card's icon. */
export function benefitsProps(context: PropsContext): BenefitsSectionProps {
  const { t, site } = context;
  const benefits = t('home.benefits');
  return {
    eyebrow: benefits.eyebrow,
    title: benefits.title,
    description: benefits.description,
    items: benefitCards(t, site.results, benefitIcons),
    note: figuresBasis(t, site.results),
    highlights: Object.values(benefits.highlights),
    cta: { href: contactHref(context), label: benefits.cta },
    LinkComponent: context.Link,
  };
}
