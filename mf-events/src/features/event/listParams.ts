// The list's tab, filters and page live in the URL (shareable, back button works).
import { pageNumber } from 'shared-contracts';
import type { EventListArgs, EventTab } from '../../api/eventApi';

export interface ListFilters {
  status: EventTab;
  category: string;
  city: string;
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readListParams(params: URLSearchParams): ListFilters {
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return DAY.test(v) ? v : '';
  };
  return {
    status: params.get('status') === 'past' ? 'past' : 'upcoming',
    category: params.get('category') ?? '',
    city: params.get('city') ?? '',
    from: day('from'),
    to: day('to'),
    page: pageNumber(params.get('page')),
  };
}

/** Writes filters back; defaults are left out so the plain /event stays plain. Any filter change resets the page. */
export function writeListParams(current: ListFilters, change: Partial<ListFilters>): URLSearchParams {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  const out = new URLSearchParams();
  if (next.status !== 'upcoming') out.set('status', next.status);
  if (next.category) out.set('category', next.category);
  if (next.city) out.set('city', next.city);
  if (next.from) out.set('from', next.from);
  if (next.to) out.set('to', next.to);
  if (next.page > 1) out.set('page', String(next.page));
  return out;
}

export function hasFilters(f: ListFilters): boolean {
  return Boolean(f.category || f.city || f.from || f.to);
}

/** 'YYYY-MM-DD' strings compare in calendar order. */
export function dateRangeError(f: Pick<ListFilters, 'from' | 'to'>): string | null {
  return f.from && f.to && f.from > f.to ? 'Tanggal akhir tidak boleh sebelum tanggal mulai.' : null;
}

export function toQueryArgs(f: ListFilters): EventListArgs {
  return {
    status: f.status,
    category: f.category || undefined,
    city: f.city || undefined,
    from: f.from || undefined,
    to: f.to || undefined,
    page: f.page,
  };
}
