import { storyContext } from '@story/copy';
import type { Locale } from '@story/locale';
import { agentGroupIds, agentGroups } from '@zk/site/props';

export { agentGroupIds };

/** The ZK Agent page's feature groups (all of them, or some, numbered in the order given), by the site's own `agentGroups`. */
export const agentGroupsEn = agentGroups(storyContext('en'));
/** All eight groups in a language: what a story shows under the toolbar's locale. */
export const agentGroupsIn = (locale: Locale) => agentGroups(storyContext(locale));
export const agentGroupsDe = agentGroups(storyContext('de'), ['support', 'integrations']);
export const agentGroupsTr = agentGroups(storyContext('tr'), ['appointments', 'analytics']);
