// /terms: the footer's 'Syarat & Ketentuan'. The terms are the Content API's /pages/tnc,
// shown inside the site's layout (header, footer, the way back) instead of sending the
// visitor to a bare page of another host.
import { type RouteDef } from 'shared-contracts';
import { CopyArticle } from '../../common/CmsPage';
import { useGetTermsQuery } from './termsApi';

export function TermsPage({ route }: { route: RouteDef }) {
  const { data, error, isLoading, isError, refetch } = useGetTermsQuery();
  return (
    <CopyArticle
      page="terms"
      title={data?.title ?? route.title}
      state={{ isLoading, isError, error, retry: () => void refetch() }}
      copy={data && { html: data.html }}
    />
  );
}
