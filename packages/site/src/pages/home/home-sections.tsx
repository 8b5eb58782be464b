import {
  AgentHubArt,
  BenefitsSection,
  Button,
  ComingSoonFeature,
  ComparisonSection,
  FutureServicesGrid,
  PricingSection,
  ProblemSection,
  ProcessSection,
  ServicesSection,
} from '@zk/ui';
import { ArrowRight } from 'lucide-react';
import { useI18n } from '../../app/i18n-context';
import { RouterLink } from '../../components/router-link';
import { siteConfig } from '../../site-config';
import { benefitCards, figuresBasis } from './home-figures';
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
import { useHomeCopy } from './use-home-copy';

const keys = <T extends object>(record: T) => Object.keys(record) as (keyof T)[];

function useLinks() {
  const { language } = useI18n();
  return {
    contact: `/${language}/contact`,
    agent: `/${language}/zkagent`,
    waitlist: (service: string) => `/${language}/waitlist?service=${service}`,
  };
}

export function HomeProblem() {
  const { problem } = useHomeCopy();
  return (
    <ProblemSection
      id="problem"
      eyebrow={problem.eyebrow}
      title={problem.title}
      description={problem.description}
      items={keys(problemIcons).map((key) => ({ ...problem.items[key], icon: problemIcons[key] }))}
    />
  );
}

export function HomeServices() {
  const { services } = useHomeCopy();
  const links = useLinks();
  const { comingSoon, future } = services;
  return (
    <ServicesSection
      id="services"
      eyebrow={services.eyebrow}
      title={services.title}
      description={services.description}
      services={keys(serviceIcons).map((key) => ({
        id: key,
        ...services.items[key],
        icon: serviceIcons[key],
        ...(key === 'agent'
          ? {
              featured: true,
              badge: services.agentBadge,
              art: <AgentHubArt className="w-full max-w-64" />,
              link: { href: links.agent, label: services.agentLink },
            }
          : {}),
      }))}
      action={
        <Button asChild size="lg" variant="secondary">
          <RouterLink href={links.contact}>
            {services.cta}
            <ArrowRight aria-hidden />
          </RouterLink>
        </Button>
      }
      LinkComponent={RouterLink}
    >
      <ComingSoonFeature
        className="mt-10"
        badge={comingSoon.badge}
        title={comingSoon.title}
        description={comingSoon.description}
        features={comingSoon.features}
        icon={coldEmail.icon}
        waitlist={{ href: links.waitlist(coldEmail.id), label: comingSoon.cta }}
        LinkComponent={RouterLink}
      />
      <FutureServicesGrid
        className="mt-10"
        title={future.title}
        description={future.description}
        badge={future.badge}
        waitlistLabel={future.cta}
        items={keys(futureServices).map((key) => ({
          id: futureServices[key].id,
          icon: futureServices[key].icon,
          href: links.waitlist(futureServices[key].id),
          ...future.items[key],
        }))}
        LinkComponent={RouterLink}
      />
    </ServicesSection>
  );
}

export function HomeProcess() {
  const { process } = useHomeCopy();
  return (
    <ProcessSection
      id="process"
      eyebrow={process.eyebrow}
      title={process.title}
      description={process.description}
      steps={[process.steps.analyze, process.steps.build, process.steps.maintain]}
    />
  );
}

export function HomeComparison() {
  const { comparison } = useHomeCopy();
  const { brand } = siteConfig;
  return (
    <ComparisonSection
      id="comparison"
      eyebrow={comparison.eyebrow}
      title={comparison.title}
      description={comparison.description}
      table={{
        caption: comparison.caption.replace('{{brand}}', brand),
        featureHeader: comparison.featureHeader,
        columns: [brand, comparison.columns.providers, comparison.columns.manual],
        rows: keys(comparisonMatrix).map((key) => ({
          feature: comparison.features[key],
          values: comparisonMatrix[key],
        })),
        labels: comparison.values,
      }}
    />
  );
}

export function HomePricing() {
  const { pricing } = useHomeCopy();
  const links = useLinks();
  return (
    <PricingSection
      id="pricing"
      eyebrow={pricing.eyebrow}
      title={pricing.title}
      description={pricing.description}
      tiers={pricingOrder.map((id) => ({ id, ...pricing.tiers[id], featured: id === featuredTier }))}
      featuredLabel={pricing.featured}
      cta={{ href: links.contact, label: pricing.cta }}
      note={pricing.note}
      LinkComponent={RouterLink}
    />
  );
}

export function HomeBenefits() {
  const { t } = useI18n();
  const { benefits } = useHomeCopy();
  const links = useLinks();
  const { results } = siteConfig;
  return (
    <BenefitsSection
      id="benefits"
      eyebrow={benefits.eyebrow}
      title={benefits.title}
      description={benefits.description}
      items={benefitCards(t, results, benefitIcons)}
      note={figuresBasis(t, results)}
      highlights={Object.values(benefits.highlights)}
      cta={{ href: links.contact, label: benefits.cta }}
      LinkComponent={RouterLink}
    />
  );
}
