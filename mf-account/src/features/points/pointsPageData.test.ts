// The server prefetch of /account/poin asks for the history the address names: a filtered
// or later page (the filters' form submitted before the scripts ran, a reload, a shared
// link) is in the server paint, not a skeleton until the scripts fetch it.
import { pointsApi } from '../../api/pointsApi';
import { NO_FILTER, transactionsQuery } from '../../common/historyQuery';
import { pointsData } from './pointsPageData';

const historyKey = (arg: ReturnType<typeof transactionsQuery>) => `${pointsApi.endpoints.getPointTransactions.name} ${JSON.stringify(arg)}`;

describe('pointsData', () => {
  it('prefetches the history as the address filters and pages it', () => {
    const keys = pointsData({ search: new URLSearchParams('jenis=REDEEM&periode=3m&brand=12&unit=retail&page=2') }).map((c) => c.key);
    expect(keys).toContain(historyKey(transactionsQuery({ period: '3m', mutation: 'REDEEM', brandID: '12', businessUnit: 'retail' }, 2)));
    expect(keys).not.toContain(historyKey(transactionsQuery(NO_FILTER, 1)));
  });

  it('prefetches the first unfiltered page for the plain address', () => {
    const keys = pointsData({ search: new URLSearchParams('') }).map((c) => c.key);
    expect(keys).toContain(historyKey(transactionsQuery(NO_FILTER, 1)));
  });
});
