// Filters of /promo: category, merchant, sort and (members) 'Poin cukup'. Every change
// goes to the URL; the page reads its state back from there.
import { useId } from 'react';
import { formatPoints, useGetHeaderCategoriesQuery } from 'shared-contracts';
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
  const categories = useGetHeaderCategoriesQuery();
  const merchants = useCatalogMerchantsQuery(FILTER_MERCHANTS_ARGS);
  return (
    <div className={common.filters} role="group" aria-label="Filter promo">
      <label className={common.field} htmlFor={`${id}-category`}>
        {COPY.category}
        <select id={`${id}-category`} value={filters.category} onChange={(e) => onChange({ category: e.target.value })}>
          <option value="">{COPY.allCategories}</option>
          {categories.data?.results.map((c) => (
            <option key={c.id} value={c.slug}>
              {c.title}
            </option>
          ))}
        </select>
      </label>
      <label className={common.field} htmlFor={`${id}-merchant`}>
        {COPY.merchant}
        <select id={`${id}-merchant`} value={filters.merchant} onChange={(e) => onChange({ merchant: e.target.value })}>
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
        <select id={`${id}-sort`} value={filters.sort} onChange={(e) => onChange({ sort: e.target.value })}>
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
            checked={filters.enoughPoints}
            onChange={(e) => onChange({ cukup: e.target.checked ? '1' : '' })}
          />
          {COPY.enoughPoints}
          {balance !== undefined ? <span className={common.muted}>({formatPoints(balance)} Poin)</span> : null}
        </label>
      ) : null}
    </div>
  );
}
