import { Route, Routes } from 'shared-contracts';
import { NotFound } from 'shared-contracts';
import { CampaignEventPage } from './features/campaign/CampaignEventPage';
import { CampaignPage } from './features/campaign/CampaignPage';
import { EventDetailPage } from './features/event/EventDetailPage';
import { EventListPage } from './features/event/EventListPage';
import { RegisterPage } from './features/registration/RegisterPage';

/** The events team's routes, rendered inside the shell's history. */
export function EventsRoot() {
  return (
    <Routes>
      <Route path="/event" element={<EventListPage />} />
      <Route path="/event/:slug" element={<EventDetailPage />} />
      <Route path="/event/:slug/register" element={<RegisterPage />} />
      <Route path="/campaign/:slug" element={<CampaignPage />} />
      <Route path="/campaign-event/:slug" element={<CampaignEventPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
