// The runtime gets the manifest the start script fetched, once; anything else is its own fetch.
import { EARLY_FETCHES, type EarlyFetches } from '../start/firstScreenStart';
import { earlyFetchPlugin } from './earlyFetch';

const URL_A = 'http://localhost/remotes/catalog/1.0.0/mf-manifest.json';

type Hook = (url: string, init: RequestInit) => Promise<Response> | undefined;

describe('earlyFetchPlugin', () => {
  it('answers the runtime with the early fetch once, then leaves the URL to the runtime', async () => {
    const answer = Promise.resolve(new Response('{"name":"catalog"}'));
    const win: { [EARLY_FETCHES]?: EarlyFetches } = { [EARLY_FETCHES]: { [URL_A]: answer } };
    const fetchHook = earlyFetchPlugin(win).fetch as unknown as Hook;
    const first = fetchHook(URL_A, {});
    expect(first).toBe(answer);
    expect(await (await first!).json()).toEqual({ name: 'catalog' });
    expect(fetchHook(URL_A, {})).toBeUndefined();
  });

  it('leaves every other URL, and a page without early fetches, to the runtime', () => {
    const win: { [EARLY_FETCHES]?: EarlyFetches } = { [EARLY_FETCHES]: { [URL_A]: Promise.resolve(new Response('{}')) } };
    expect((earlyFetchPlugin(win).fetch as unknown as Hook)('http://localhost/remotes/events/1.0.0/mf-manifest.json', {})).toBeUndefined();
    expect((earlyFetchPlugin({}).fetch as unknown as Hook)(URL_A, {})).toBeUndefined();
  });
});
