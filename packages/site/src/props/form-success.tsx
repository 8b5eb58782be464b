import { Button, type FormSuccessProps } from '@zk/ui';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PropsContext } from './context';

/** "Back to home" in the page's language: the way on after a form was sent. */
export function backHomeAction({ t, language, Link }: PropsContext): ReactNode {
  return (
    <Button asChild variant="secondary">
      <Link href={`/${language}`}>
        <ArrowLeft aria-hidden />
        {t('common.backToHome')}
      </Link>
    </Button>
  );
}

/** The thank-you after a form was sent: its message and note (each form's own), and the way back home. */
export function formSuccessProps(context: PropsContext, { message, note }: Pick<FormSuccessProps, 'message' | 'note'>): FormSuccessProps {
  return { title: context.t('common.thankYou'), message, note, action: backHomeAction(context) };
}
