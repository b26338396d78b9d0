// '/learn-more' ('Pelajari Lebih Lanjut'): the CMS copy on points, tiers, badges and
// vouchers, then the card types a member can hold (issue 41 item 3).
import type { RouteDef } from 'shared-contracts';
import { CmsPage } from '../../common/CmsPage';
import { CardTypes } from './CardTypes';
import { LEARN_MORE_SLUG } from './learnMorePageData';

export function LearnMorePage({ route }: { route: RouteDef }) {
  return (
    <CmsPage slug={LEARN_MORE_SLUG} fallbackTitle={route.title}>
      <CardTypes />
    </CmsPage>
  );
}
