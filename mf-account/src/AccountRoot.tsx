import { PageRoutes } from 'shared-contracts';
import { AccountLayout } from './layout/AccountLayout';
import { ACCOUNT_PAGES } from './pages';

/** The member area's routes (its page table) in its layout, rendered inside the shell's history. */
export function AccountRoot() {
  return <PageRoutes pages={ACCOUNT_PAGES} layout={AccountLayout} />;
}
