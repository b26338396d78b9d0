// Every card of userMembership[] in one wallet, with the site's cards page (/account/membership).
import { Link } from 'shared-contracts';
import { formatDate } from 'shared-kit';
import type { UserMembership } from 'shared-contracts/schemas';
import common from '../../common/common.module.css';
import styles from './overview.module.css';

export function MembershipWallet({ cards }: { cards: UserMembership[] }) {
  return (
    <section className={common.section} aria-labelledby="membership-title">
      <div className={styles.sectionHead}>
        <h2 id="membership-title" className={common.sectionTitle}>
          Membership ({cards.length})
        </h2>
        <Link to="/account/membership">Kelola Kartu</Link>
      </div>
      {cards.length === 0 ? (
        <p className={common.muted}>Belum ada kartu membership yang terhubung.</p>
      ) : (
        // Scrolls sideways: focusable so a keyboard can scroll it too (arrow keys).
        <ul className={styles.wallet} tabIndex={0} aria-labelledby="membership-title">
          {cards.map((card) => (
            <li key={card.id} className={styles.walletCard}>
              <img src={card.image} alt="" width={120} height={76} />
              <div>
                <p className={styles.cardName}>
                  {card.name}
                  {card.isPrimary ? <span className={styles.primary}>Utama</span> : null}
                </p>
                <p className={styles.cardNumber}>{card.cardNumber}</p>
                <p className={common.muted}>Member sejak {formatDate(card.memberSince)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
