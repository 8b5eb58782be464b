import { storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import type { AgentFeatureGroup } from './agent-features';

type GroupId = AgentFeatureGroup['illustration'];

/** All groups in the order of the ZK Agent page. */
export const agentGroupIds: readonly GroupId[] = ['support', 'appointments', 'crm', 'commerce', 'media', 'integrations', 'design', 'analytics'];

/** The ZK Agent page's feature groups (or some of them, numbered in the order given), as `zkagent-page.tsx` maps them. */
export function agentGroups(locale: Locale, ids: readonly GroupId[] = agentGroupIds): AgentFeatureGroup[] {
  const { groups } = storyCopy[locale].zkagent;
  return ids.map((id, index) => ({ id, eyebrow: String(index + 1).padStart(2, '0'), ...groups[id], illustration: id }));
}

export const agentGroupsEn = agentGroups('en');
export const agentGroupsDe = agentGroups('de', ['support', 'integrations']);
export const agentGroupsTr = agentGroups('tr', ['appointments', 'analytics']);
