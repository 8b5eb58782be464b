export { AgentFeatures, type AgentFeatureGroup, type AgentFeaturesProps } from './agent-features';
export { AgentIllustration, agentIllustrations, type AgentIllustrationKind } from './illustrations';
