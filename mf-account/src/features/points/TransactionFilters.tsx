// Filters of the point history: period, EARNING/REDEEM, brand and business unit.
// A GET form to /account/poin whose fields carry the address's parameter names (periode,
// jenis, brand, unit: historyQuery.ts reads them; a new filter starts at page 1): before the
// scripts run (a throttled phone's first seconds) 'Terapkan' loads the filtered history as a
// document. Once the account's area has mounted, a change applies at once in the page and
// the button goes (CSS on the area's data-remote-state; it shares the last row with brand
// and business unit, so nothing below moves).
import type { FormEvent } from 'react';
import { buttonClass, selectClass } from 'shared-kit';
import type { Mutation } from 'shared-contracts/schemas';
import type { FilterValue } from '../../common/historyQuery';
import { useGetPointTransactionFilterQuery } from '../../api/pointsApi';
import { PERIODS, type PeriodKey } from '../../common/period';
import styles from './points.module.css';

export function TransactionFilters({ value, onChange }: { value: FilterValue; onChange: (next: FilterValue) => void }) {
  // The option lists come from the backend; while they load the selects offer 'Semua' only.
  const { data } = useGetPointTransactionFilterQuery();
  const set = <K extends keyof FilterValue>(key: K, v: FilterValue[K]) => onChange({ ...value, [key]: v });
  // Enter, or 'Terapkan' reached by keyboard: the fields already applied themselves; the
  // page stays (no document load once the scripts run).
  const submit = (e: FormEvent<HTMLFormElement>) => e.preventDefault();
  return (
    <form action="/account/poin" method="get" onSubmit={submit}>
      <fieldset className={styles.filters}>
        <legend className="mv-visually-hidden">Filter riwayat poin</legend>
        <label>
          Periode
          <select name="periode" className={selectClass()} value={value.period} onChange={(e) => set('period', e.target.value as PeriodKey)}>
            {PERIODS.map((p) => (
              <option key={p.key} value={p.key}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Jenis
          <select name="jenis" className={selectClass()} value={value.mutation} onChange={(e) => set('mutation', e.target.value as Mutation | '')}>
            <option value="">Semua jenis</option>
            {(data?.mutations ?? [
              { value: 'EARNING', label: 'Poin Masuk' },
              { value: 'REDEEM', label: 'Poin Keluar' },
            ]).map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.filtersEnd}>
          <label>
            Brand
            <select name="brand" className={selectClass()} value={value.brandID} onChange={(e) => set('brandID', e.target.value)}>
              <option value="">Semua brand</option>
              {(data?.brands ?? []).map((b) => (
                <option key={b.brandID} value={b.brandID}>
                  {b.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Unit bisnis
            <select name="unit" className={selectClass()} value={value.businessUnit} onChange={(e) => set('businessUnit', e.target.value)}>
              <option value="">Semua unit bisnis</option>
              {(data?.businessUnits ?? []).map((b) => (
                <option key={b.value} value={b.value}>
                  {b.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={`${buttonClass('secondary')} ${styles.applyFilters}`}>
            Terapkan
          </button>
        </div>
      </fieldset>
    </form>
  );
}
