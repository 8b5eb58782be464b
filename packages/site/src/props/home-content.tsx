import type { ComparisonValue } from '@zk/ui';
import {
  AtSign,
  Bot,
  CalendarCheck,
  CalendarX2,
  Clock,
  Hourglass,
  Globe,
  Camera,
  PiggyBank,
  Mail,
  MailPlus,
  MessageSquare,
  PhoneCall,
  Send,
  Share2,
  Target,
  TrendingDown,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';

/** Order and icons of the home page's cards; the copy comes from the dictionary under the same keys. */
export const problemIcons = {
  slowReplies: <Clock />,
  missedLeads: <TrendingDown />,
  manualBooking: <CalendarX2 />,
  overworkedTeams: <Users />,
} satisfies Record<string, ReactNode>;

export const serviceIcons = {
  chatbots: <MessageSquare />,
  leadGeneration: <Target />,
  appointments: <CalendarCheck />,
  agent: <Bot />,
  websites: <Globe />,
} satisfies Record<string, ReactNode>;

/** The waitlist service ids of SPEC section 3, keyed by the dictionary key of each future service. */
export const futureServices = {
  personalizedEmail: { id: 'personalized-email', icon: <MailPlus /> },
  socialMedia: { id: 'social-media', icon: <Share2 /> },
  phoneCallers: { id: 'phone-callers', icon: <PhoneCall /> },
  instagram: { id: 'instagram', icon: <Camera /> },
  twitter: { id: 'twitter', icon: <AtSign /> },
  telegram: { id: 'telegram', icon: <Send /> },
} as const;

export const coldEmail = { id: 'cold-email', icon: <Mail /> } as const;

/**
 * Each feature's value for us and for manual solutions, in that column order. No column for "other
 * providers": competitors as a group cannot be verified feature by feature (§ 6 UWG, issue 47 item 8).
 */
export const comparisonMatrix = {
  automation: ['yes', 'no'],
  leadScoring: ['yes', 'no'],
  customizable: ['yes', 'yes'],
  costEffective: ['yes', 'no'],
  monthlyCancelable: ['yes', 'limited'],
  scalable: ['yes', 'no'],
} as const satisfies Record<string, readonly ComparisonValue[]>;

/** The icons of the benefit cards whose figure is configuration, shown while none is configured (`home-figures.ts`). */
export const benefitIcons = {
  savings: <PiggyBank />,
  conversions: <TrendingUp />,
  hours: <Hourglass />,
} satisfies Record<string, ReactNode>;

export const pricingOrder = ['enterprise', 'growth', 'starter'] as const;
export const featuredTier = 'growth';
