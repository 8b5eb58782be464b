import { storyContext } from '@story/copy';
import { agentGroupIds, agentGroups } from '@zk/site/props';

export { agentGroupIds };

/** The ZK Agent page's feature groups (all of them, or some, numbered in the order given), by the site's own `agentGroups`. */
export const agentGroupsEn = agentGroups(storyContext('en'));
export const agentGroupsDe = agentGroups(storyContext('de'), ['support', 'integrations']);
export const agentGroupsTr = agentGroups(storyContext('tr'), ['appointments', 'analytics']);
