// Filters of /promo: category, merchant, sort and (members) 'Poin cukup'. Every change
// goes to the URL; the page reads its state back from there.
// A GET form to /promo whose fields carry the URL's parameter names: before the scripts run
// (a throttled phone's first seconds, or no JavaScript) 'Terapkan' loads the filtered list
// as a document (the server renders it from the query). Once the catalog's area has
// mounted, a change applies at once in the page and the button goes (CSS on the area's
// data-remote-state; it shares its row with the sort field, so nothing below moves).
import { useId, type FormEvent } from 'react';
import { buttonClass, formatPoints, selectClass } from 'shared-kit';
import { CategoryField } from '../../common/CategoryField';
import { COPY } from '../../common/copy';
import common from '../../common/catalog.module.css';
import { useCatalogMerchantsQuery } from '../../api/merchantApi';
import { FILTER_MERCHANTS_ARGS } from './promoPageData';
import type { PromoFilters } from '../../common/promoQuery';


export interface PromoFiltersBarProps {
  filters: PromoFilters;
  onChange: (change: Partial<Record<'category' | 'merchant' | 'sort' | 'cukup', string>>) => void;
  /** The member's balance; undefined for visitors (no 'Poin cukup'). */
  balance: number | undefined;
  showEnoughPoints: boolean;
}

export function PromoFiltersBar({ filters, onChange, balance, showEnoughPoints }: PromoFiltersBarProps) {
  const id = useId();
  const merchants = useCatalogMerchantsQuery(FILTER_MERCHANTS_ARGS);
  // Enter in the form, or 'Terapkan' reached by keyboard: the fields already applied
  // themselves; the page stays (no document load once the scripts run).
  const submit = (e: FormEvent<HTMLFormElement>) => e.preventDefault();
  return (
    <form className={common.filters} aria-label="Filter promo" action="/promo" method="get" onSubmit={submit}>
      {/* The search words the list is filtered by travel with the form. */}
      {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
      <CategoryField id={`${id}-category`} value={filters.category} onChange={(category) => onChange({ category })} />
      <label className={common.field} htmlFor={`${id}-merchant`}>
        {COPY.merchant}
        <select id={`${id}-merchant`} name="merchant" className={selectClass()} value={filters.merchant} onChange={(e) => onChange({ merchant: e.target.value })}>
          <option value="">{COPY.allMerchants}</option>
          {merchants.data?.results.map((m) => (
            <option key={m.id} value={m.slug}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
      <label className={common.field} htmlFor={`${id}-sort`}>
        {COPY.sort}
        <select id={`${id}-sort`} name="sort" className={selectClass()} value={filters.sort} onChange={(e) => onChange({ sort: e.target.value })}>
          <option value="">{COPY.sortDefault}</option>
          <option value="newest">{COPY.sortNewest}</option>
          <option value="ending">{COPY.sortEnding}</option>
          <option value="points">{COPY.sortPoints}</option>
        </select>
      </label>
      {showEnoughPoints ? (
        <label className={common.checkbox} title={balance !== undefined ? COPY.enoughPointsHint(formatPoints(balance)) : undefined}>
          <input
            type="checkbox"
            name="cukup"
            value="1"
            checked={filters.enoughPoints}
            onChange={(e) => onChange({ cukup: e.target.checked ? '1' : '' })}
          />
          {COPY.enoughPoints}
          {balance !== undefined ? <span className={common.muted}>({formatPoints(balance)} Poin)</span> : null}
        </label>
      ) : null}
      <button type="submit" className={`${buttonClass('secondary')} ${common.applyFilters}`}>
        {COPY.applyFilters}
      </button>
    </form>
  );
}
