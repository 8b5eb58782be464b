export { DemoAnalytics, type DemoAnalyticsCopy, type DemoAnalyticsProps } from './demo-analytics';
