import type { ComparisonValue } from '@zk/ui';
import {
  AtSign,
  Bot,
  CalendarCheck,
  CalendarX2,
  Clock,
  Globe,
  Camera,
  Mail,
  MailPlus,
  MessageSquare,
  PhoneCall,
  Send,
  Share2,
  Target,
  TrendingDown,
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

/** Each feature's value for us, other providers and manual solutions, in that column order. */
export const comparisonMatrix = {
  automation: ['yes', 'yes', 'no'],
  leadScoring: ['yes', 'limited', 'no'],
  customizable: ['yes', 'limited', 'yes'],
  costEffective: ['yes', 'limited', 'no'],
  monthlyCancelable: ['yes', 'no', 'limited'],
  scalable: ['yes', 'limited', 'no'],
} as const satisfies Record<string, readonly ComparisonValue[]>;

export const pricingOrder = ['enterprise', 'growth', 'starter'] as const;
export const featuredTier = 'growth';
