import { screen, waitFor, within } from '@testing-library/react';
import { listOf, renderRemote, reply, stubFetch } from 'shared-kit/testing';
import { makeCampaignV2 } from '../../testing/fixtures';
import { campaignApi } from '../../api/campaignApi';
import { RunningCampaigns } from './RunningCampaigns';

afterEach(() => jest.restoreAllMocks());

it('lists the running campaigns from the v2 list, in their colour, with their promos and events counted', async () => {
  const api = stubFetch({ '/api/v2/campaigns?status=active&pageSize=6': listOf([makeCampaignV2({ themeColor: '#1E88E5' })]) });
  renderRemote(<RunningCampaigns />, { url: '/event', route: '/event' });
  const section = await screen.findByRole('region', { name: 'Campaign Berlangsung' });
  const link = within(section).getByRole('link');
  expect(link).toHaveAttribute('href', `/campaign/${makeCampaignV2().slug}`);
  expect(link).toHaveTextContent('Baca lebih banyak, hemat lebih banyak');
  expect(link).toHaveTextContent(/1 promo · 1 event · /);
  expect(link).toHaveStyle({ borderLeftColor: '#1E88E5' });
  expect(api.calls.map((c) => c.path)).toEqual(['/api/v2/campaigns']);
});

it('is left out when the list fails', async () => {
  stubFetch({ '/api/v2/campaigns?status=active&pageSize=6': () => reply(503, { errorCode: 'UPSTREAM_UNAVAILABLE', message: 'x', data: null }) });
  const { container, store } = renderRemote(<RunningCampaigns />, { url: '/event', route: '/event' });
  await waitFor(() => expect(campaignApi.endpoints.getRunningCampaignsV2.select()(store.getState()).isError).toBe(true));
  expect(container.querySelector('section')).toBeNull();
});
