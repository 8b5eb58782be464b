import { useCountdowns } from '@zk/data/react';
import { CountdownManager, type NewCountdownValues } from '@zk/ui/admin';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../app/i18n-context';
import { countdownLabels } from '../props/admin';
import { failureText } from './server-error-text';

/** Countdown management on the dashboard: the live list and its create, toggle and delete actions. */
export function DashboardCountdowns() {
  const { language, t } = useI18n();
  const { data, status, error, create, toggle, remove } = useCountdowns();
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | undefined>();
  const [actionError, setActionError] = useState<string | undefined>();

  useEffect(() => {
    if (error) console.error('Failed to load countdowns', error);
  }, [error]);

  /** A toggle or delete: its failure stays on screen, by its code in the admin's language, until the next one succeeds. */
  const act = (run: Promise<unknown>, failed: string) =>
    run.then(
      () => setActionError(undefined),
      (caught: unknown) => {
        console.error(failed, caught);
        setActionError(failureText(caught, t, failed));
      },
    );

  const format = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }), [language]);
  const items = data.map((countdown) => ({
    id: countdown.id,
    title: countdown.title,
    targetDate: countdown.target_date,
    targetLabel: format.format(new Date(countdown.target_date)),
    isActive: countdown.is_active,
  }));

  const onCreate = async ({ title, targetDate }: NewCountdownValues) => {
    setCreating(true);
    setCreateError(undefined);
    try {
      const date = new Date(targetDate);
      await create({ title, target_date: Number.isNaN(date.getTime()) ? targetDate : date.toISOString() });
      return true;
    } catch (caught) {
      setCreateError(failureText(caught, t, t('admin.countdowns.createFailed')));
      return false;
    } finally {
      setCreating(false);
    }
  };

  return (
    <CountdownManager
      items={items}
      loading={status === 'loading'}
      creating={creating}
      createError={createError}
      listError={actionError ?? (status === 'error' ? t('admin.countdowns.loadFailed') : undefined)}
      onCreate={onCreate}
      onToggle={(id) => void act(toggle(id), t('admin.countdowns.toggleFailed'))}
      onDelete={(id) => void act(remove(id), t('admin.countdowns.deleteFailed'))}
      labels={countdownLabels({ t })}
    />
  );
}
