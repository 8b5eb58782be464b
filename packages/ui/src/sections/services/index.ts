export { AgentHubArt } from './agent-hub-art';
export { ServiceCard, type ServiceCardProps } from './service-card';
export { ServicesSection, type ServicesSectionProps } from './services-section';
