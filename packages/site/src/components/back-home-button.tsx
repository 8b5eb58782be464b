import { Button } from '@zk/ui';
import { ArrowLeft } from 'lucide-react';
import { useI18n } from '../app/i18n-context';
import { RouterLink } from './router-link';

/** "Back to home" in the page's language: the way on after a form was sent. */
export function BackHomeButton() {
  const { language, t } = useI18n();
  return (
    <Button asChild variant="secondary">
      <RouterLink href={`/${language}`}>
        <ArrowLeft aria-hidden />
        {t('common.backToHome')}
      </RouterLink>
    </Button>
  );
}
