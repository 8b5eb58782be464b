export { CountdownBanner, countdownBannerVariants, type CountdownBannerLabels, type CountdownBannerProps } from './countdown-banner';
export { isUrgent, splitRemaining, type CountdownParts } from './countdown-parts';
