// Filters of the point history: period, EARNING/REDEEM, brand and business unit.
import type { Mutation } from 'shared-contracts/schemas';
import type { FilterValue } from '../../common/historyQuery';
import { useGetPointTransactionFilterQuery } from '../../api/pointsApi';
import { PERIODS, type PeriodKey } from '../../common/period';
import styles from './points.module.css';

export function TransactionFilters({ value, onChange }: { value: FilterValue; onChange: (next: FilterValue) => void }) {
  // The option lists come from the backend; while they load the selects offer 'Semua' only.
  const { data } = useGetPointTransactionFilterQuery();
  const set = <K extends keyof FilterValue>(key: K, v: FilterValue[K]) => onChange({ ...value, [key]: v });
  return (
    <fieldset className={styles.filters}>
      <legend className="mv-visually-hidden">Filter riwayat poin</legend>
      <label>
        Periode
        <select value={value.period} onChange={(e) => set('period', e.target.value as PeriodKey)}>
          {PERIODS.map((p) => (
            <option key={p.key} value={p.key}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Jenis
        <select value={value.mutation} onChange={(e) => set('mutation', e.target.value as Mutation | '')}>
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
      <label>
        Brand
        <select value={value.brandID} onChange={(e) => set('brandID', e.target.value)}>
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
        <select value={value.businessUnit} onChange={(e) => set('businessUnit', e.target.value)}>
          <option value="">Semua unit bisnis</option>
          {(data?.businessUnits ?? []).map((b) => (
            <option key={b.value} value={b.value}>
              {b.label}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
