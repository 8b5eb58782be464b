export { SubscriptionCard, type SubscriptionAction, type SubscriptionCardProps, type SubscriptionOutcome } from './subscription-card';
