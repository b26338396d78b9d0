import { Route, Routes } from 'react-router';
import { RemoteFrame, type RemoteProps } from 'shared-contracts';
import { PlainPage } from './pages/PlainPage';

/** The events team's routes, rendered inside the shell's history. */
export function EventsRoot(props: RemoteProps) {
  return (
    <RemoteFrame props={props}>
      <Routes>
        <Route path="/event" element={<PlainPage title="Event" />} />
        <Route path="/event/:slug" element={<PlainPage title="Detail Event" />} />
        <Route path="/event/:slug/register" element={<PlainPage title="Daftar Event" />} />
        <Route path="/campaign/:slug" element={<PlainPage title="Campaign" />} />
        <Route path="/campaign-event/:slug" element={<PlainPage title="Campaign Event" />} />
      </Routes>
    </RemoteFrame>
  );
}
