// '/business' ('Menjadi Partner'): the CMS copy on benefits for merchants beside the form.
import type { RouteDef } from 'shared-contracts';
import { CmsPage } from '../../common/CmsPage';
import { PartnerForm } from './PartnerForm';

export function BusinessPage({ route }: { route: RouteDef }) {
  return (
    <CmsPage slug="business" fallbackTitle={route.title} aside>
      <PartnerForm />
    </CmsPage>
  );
}
