import { About, PageIntro } from '@zk/ui';
import { usePropsContext } from '../app/use-props-context';
import { aboutProps } from '../props/about';
import { pageIntroProps } from '../props/page-intro';

export function AboutPage() {
  const context = usePropsContext();
  return (
    <>
      <PageIntro {...pageIntroProps(context, 'about')} />
      <About {...aboutProps(context)} />
    </>
  );
}
