import { PageRoutes } from 'shared-contracts';
import { EVENTS_PAGES } from './pages';

/** The events team's routes (its page table), rendered inside the shell's history. */
export function EventsRoot() {
  return <PageRoutes pages={EVENTS_PAGES} />;
}
