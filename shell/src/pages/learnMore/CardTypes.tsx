// The card types a member can hold and link to the account (SSO /v1/card-types), where
// membership is explained (/learn-more): name, face and description. In the server's
// render (the page's data), so a visitor reads them without signing in or running script.
// A failed load leaves the section out: the page's own copy is what it is about.
import { Skeleton } from 'shared-contracts';
import { useGetPublicCardTypesQuery } from '../../api/cardTypesApi';
import styles from './LearnMorePage.module.css';

export const CARD_TYPES_TITLE = 'Jenis Kartu Member';

export function CardTypes() {
  const { data, isLoading } = useGetPublicCardTypesQuery();
  if (isLoading) {
    return (
      <div role="status" aria-live="polite">
        <span className="mv-visually-hidden">Memuat jenis kartu…</span>
        <Skeleton height={160} />
      </div>
    );
  }
  if (!data?.length) return null;
  return (
    <section className={styles.cards} aria-labelledby="card-types-title" data-testid="card-types">
      <h2 id="card-types-title" className={styles.title}>
        {CARD_TYPES_TITLE}
      </h2>
      <p className={styles.lead}>
        Satu akun MyValue menyatukan kartu member dari berbagai unit bisnis. Hubungkan kartumu di halaman Membership setelah masuk.
      </p>
      <ul className={styles.list}>
        {data.map((type) => (
          <li key={type.id} className={styles.item}>
            {/* The name beside it says what the face shows: the image is decoration. */}
            <img className={styles.face} src={type.image} alt="" width={160} height={101} loading="lazy" decoding="async" />
            <div>
              <h3 className={styles.name}>{type.name}</h3>
              {type.description ? <p className={styles.description}>{type.description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
