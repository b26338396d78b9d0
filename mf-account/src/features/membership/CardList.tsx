// The cards the member holds, each with its card type's name and face (/v1/card-types).
import { formatDate } from 'shared-kit';
import type { CardType, UserMembership } from 'shared-contracts/schemas';
import common from '../../common/common.module.css';
import styles from './membership.module.css';

export function CardList({ cards, types }: { cards: UserMembership[]; types: CardType[] }) {
  if (cards.length === 0) return <p className={common.muted}>Belum ada kartu membership yang terhubung.</p>;
  return (
    <ul className={styles.cards} aria-label="Kartu yang terhubung">
      {cards.map((card) => {
        const type = types.find((t) => t.code === card.cardType);
        return (
          <li key={card.id} className={styles.card}>
            <img src={type?.image ?? card.image} alt="" width={88} height={55} className={styles.cardFace} />
            <div className={styles.cardText}>
              <p className={styles.cardName}>
                {type?.name ?? card.name}
                {card.isPrimary ? <span className={styles.primary}>Utama</span> : null}
              </p>
              <p className={styles.cardNumber} aria-label={`Nomor kartu ${card.cardNumber}`}>
                {card.cardNumber}
              </p>
              <p className={common.muted}>Member sejak {formatDate(card.memberSince)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
