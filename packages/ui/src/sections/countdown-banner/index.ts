export { CountdownBanner, type CountdownBannerLabels, type CountdownBannerProps } from './countdown-banner';
export { isUrgent, splitRemaining, type CountdownParts } from './countdown-parts';
