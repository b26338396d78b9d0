// Query-string building blocks: every list endpoint validates its parameters with these.
import { z } from 'zod';
import type { ListResponse } from 'shared-contracts/schemas';

/** Query values arrive as strings (or arrays when repeated); a single value must be one string. */
export const text = (max = 200) => z.string().max(max);

export const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'harus berupa angka')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** Repeatable (?category=a&category=b) and comma-separated (?category=a,b) both work. */
export const repeatable = z
  .union([z.string().max(500), z.array(z.string().max(200)).max(20)])
  .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean));

export const dateParam = z
  .string()
  .max(40)
  .refine((s) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s.length === 10 ? `${s}T00:00:00+07:00` : s)), 'tanggal tidak valid');

export const pagingShape = {
  page: intParam(1, 100_000).optional(),
  pageSize: intParam(1, 100).optional(),
  page_size: intParam(1, 100).optional(),
};

export function pageOf(q: { page?: number; pageSize?: number; page_size?: number }, defaultSize = 12) {
  return { page: q.page ?? 1, pageSize: q.pageSize ?? q.page_size ?? defaultSize };
}

export function paginate<T>(items: T[], paging: { page: number; pageSize: number }): ListResponse<T> {
  const { page, pageSize } = paging;
  const start = (page - 1) * pageSize;
  const lastPage = Math.max(1, Math.ceil(items.length / pageSize));
  return {
    count: items.length,
    next: page < lastPage ? page + 1 : null,
    previous: page > 1 ? Math.min(page - 1, lastPage) : null,
    perPage: pageSize,
    results: items.slice(start, start + pageSize),
  };
}
