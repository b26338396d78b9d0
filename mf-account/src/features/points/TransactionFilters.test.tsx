import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderRemote, stubFetch, watchSubmits } from 'shared-kit/testing';
import { TransactionHistory } from './TransactionHistory';
import { POINT_FILTER } from '../../testing/fixtures';

afterEach(() => jest.restoreAllMocks());

const FILTER = POINT_FILTER;

const EMPTY = { count: 0, next: null, previous: null, perPage: 10, results: [] };

const history = () =>
  stubFetch({
    'GET /sso/v1/point/transaction': ok(EMPTY),
    'GET /sso/v1/point/transaction/filter': ok(FILTER),
  });

const filterForm = (): HTMLFormElement => {
  const form = screen.getByRole('group', { name: 'Filter riwayat poin' }).closest('form');
  if (!form) throw new Error('the filters are not in a form');
  return form;
};

describe('TransactionFilters', () => {
  it("are a GET form to /account/poin with the address's parameter names, so a filter chosen before the scripts run is kept", async () => {
    history();
    renderRemote(<TransactionHistory />, { session: 'member', url: '/account/poin?jenis=REDEEM&brand=GRM&page=3' });
    const form = filterForm();
    expect(form).toHaveAttribute('action', '/account/poin');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByLabelText('Periode')).toHaveAttribute('name', 'periode');
    expect(within(form).getByLabelText('Jenis')).toHaveAttribute('name', 'jenis');
    expect(within(form).getByLabelText('Brand')).toHaveAttribute('name', 'brand');
    expect(within(form).getByLabelText('Unit bisnis')).toHaveAttribute('name', 'unit');
    // Shown until the account's area has mounted (CSS on data-remote-state).
    expect(within(form).getByRole('button', { name: 'Terapkan' })).toHaveAttribute('type', 'submit');
    await within(form).findByRole('option', { name: 'Gramedia', selected: true });
    // What the form would send: the filter as the address keeps it, from page 1 again.
    expect(Object.fromEntries(new FormData(form))).toEqual({ periode: 'all', jenis: 'REDEEM', brand: 'GRM', unit: '' });
  });

  it('once mounted, a change applies in the page and submitting loads no document', async () => {
    history();
    renderRemote(<TransactionHistory />, { session: 'member', url: '/account/poin?page=2' });
    await screen.findByText('Belum ada riwayat poin');
    const submits = watchSubmits();
    await userEvent.selectOptions(screen.getByLabelText('Periode'), '3m');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/poin\?periode=3m$/));
    await userEvent.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(submits).toEqual([true]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/poin\?periode=3m$/);
  });
});
