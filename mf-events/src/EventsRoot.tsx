import { Route, Routes } from 'react-router';
import { PlainPage } from './pages/PlainPage';

/** The events team's routes, rendered inside the shell's history. */
export function EventsRoot() {
  return (
    <Routes>
      <Route path="/event" element={<PlainPage title="Event" />} />
      <Route path="/event/:slug" element={<PlainPage title="Detail Event" />} />
      <Route path="/event/:slug/register" element={<PlainPage title="Daftar Event" />} />
      <Route path="/campaign/:slug" element={<PlainPage title="Campaign" />} />
      <Route path="/campaign-event/:slug" element={<PlainPage title="Campaign Event" />} />
    </Routes>
  );
}
