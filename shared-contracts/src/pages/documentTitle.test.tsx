// The one title path of the browser: a page of an app's table, mounted by PageRoutes, gets
// the document title its row states (from its data, else its route's) on a client
// navigation, when its data arrives, and back again; an error state's own title outranks
// the row's while it is shown.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Link, MemoryRouter, useNavigate, useParams } from 'react-router';
import { isPageNotFound } from '../errors/queryError';
import { api } from '../store/api';
import { makeStore } from '../store/store';
import { json, mockFetch } from 'shared-kit/testing';
import { NotFound } from '../ui/ErrorView';
import { definePage, withRoutes, type PageDataContext } from './definePage';
import { PageRoutes } from './PageRoutes';

interface Item {
  name: string;
}

const titleApi = api.injectEndpoints({
  endpoints: (build) => ({
    titleItem: build.query<Item, string>({ query: (slug) => `/api/test/title-items/${slug}` }),
  }),
});

const itemIn = ({ params, state }: Pick<PageDataContext, 'params' | 'state'>) => titleApi.endpoints.titleItem.select(params.slug ?? '')(state).data;

function ItemPage() {
  const navigate = useNavigate();
  const query = titleApi.useTitleItemQuery(useParams().slug ?? '');
  if (isPageNotFound(query.error)) return <NotFound />;
  return (
    <>
      <h1>{query.data?.name ?? 'Memuat'}</h1>
      <button type="button" onClick={() => void navigate(-1)}>
        Kembali
      </button>
      <Link to="/promo/teh">Teh</Link>
    </>
  );
}

function ListPage() {
  return (
    <>
      <h1>Daftar</h1>
      <Link to="/promo/kopi">Kopi</Link>
      <Link to="/promo/hilang">Hilang</Link>
    </>
  );
}

// Routes as a remote declares them: '/promo' is 'Promo & Voucher', '/promo/:slug' 'Detail Promo' until its data says more.
const PAGES = withRoutes(
  [
    { path: '/promo', layout: 'promo-page', title: 'Promo & Voucher' },
    { path: '/promo/:slug', layout: 'promo-page', title: 'Detail Promo' },
  ],
  [definePage({ path: '/promo', component: ListPage }), definePage({ path: '/promo/:slug', component: ItemPage, title: (ctx) => itemIn(ctx)?.name })],
);

/** The item 'kopi' answers once the test lets it; 'teh' at once; anything else is 404. */
function backend() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  mockFetch(async (url) => {
    if (url.pathname === '/api/test/title-items/kopi') {
      await gate;
      return json({ name: 'Kopi Susu 50%' });
    }
    return url.pathname === '/api/test/title-items/teh' ? json({ name: 'Teh Gratis' }) : undefined;
  });
  return { release };
}

let goTo: (path: string) => void = () => undefined;
/** Navigates from outside the page, as the shell's history does for a remote. */
function Nav() {
  const navigate = useNavigate();
  goTo = (path) => void navigate(path);
  return null;
}

function renderAt(url: string) {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Nav />
        <PageRoutes pages={PAGES} />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  document.title = '';
});

describe("the document title of a table's page", () => {
  it("is the route's on a client navigation, the data's once it arrives, and the previous page's again on Back", async () => {
    const { release } = backend();
    renderAt('/promo');
    await waitFor(() => expect(document.title).toBe('Promo & Voucher - MyValue'));

    await userEvent.click(screen.getByRole('link', { name: 'Kopi' }));
    expect(await screen.findByRole('heading', { name: 'Memuat' })).toBeInTheDocument();
    expect(document.title).toBe('Detail Promo - MyValue');

    release();
    expect(await screen.findByRole('heading', { name: 'Kopi Susu 50%' })).toBeInTheDocument();
    expect(document.title).toBe('Kopi Susu 50% - MyValue');

    // Another item of the same page: its own data's title.
    await userEvent.click(screen.getByRole('link', { name: 'Teh' }));
    await waitFor(() => expect(document.title).toBe('Teh Gratis - MyValue'));

    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(document.title).toBe('Kopi Susu 50% - MyValue'));
    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(await screen.findByRole('heading', { name: 'Daftar' })).toBeInTheDocument();
    expect(document.title).toBe('Promo & Voucher - MyValue');
  });

  it("of a page in its not-found state is 'Tidak Ditemukan' until the page shows data again", async () => {
    backend();
    renderAt('/promo');
    await userEvent.click(await screen.findByRole('link', { name: 'Hilang' }));
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    // The row's title ('Detail Promo': no data) stays behind the error's.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.title).toBe('Tidak Ditemukan - MyValue');

    // The same page, another item: the error view goes, the row's title is back.
    act(() => goTo('/promo/teh'));
    expect(await screen.findByRole('heading', { name: 'Teh Gratis' })).toBeInTheDocument();
    expect(document.title).toBe('Teh Gratis - MyValue');
    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(document.title).toBe('Tidak Ditemukan - MyValue');
  });

  it("of a path the table does not have is 'Tidak Ditemukan'", async () => {
    renderAt('/promo/kopi/lainnya');
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(document.title).toBe('Tidak Ditemukan - MyValue');
  });
});
