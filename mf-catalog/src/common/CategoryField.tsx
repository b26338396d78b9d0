// The promo category filter of /promo and /merchant: the site's categories by slug,
// 'Semua Kategori' first. A field of its page's GET form (name 'category', the URL's
// parameter), so it works before the scripts run; mounted, a choice applies at once.
import { useGetHeaderCategoriesQuery } from 'shared-contracts';
import { selectClass } from 'shared-kit';
import { COPY } from './copy';
import common from './catalog.module.css';

export function CategoryField({ id, value, onChange }: { id: string; value: string; onChange: (slug: string) => void }) {
  const categories = useGetHeaderCategoriesQuery();
  return (
    <label className={common.field} htmlFor={id}>
      {COPY.category}
      <select id={id} name="category" className={selectClass()} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{COPY.allCategories}</option>
        {categories.data?.results.map((c) => (
          <option key={c.id} value={c.slug}>
            {c.title}
          </option>
        ))}
      </select>
    </label>
  );
}
