// /account/membership (issue 28): the member's cards with 'Tambah Kartu', and partner
// accounts. The header's 'Membership' and the account page's 'Kelola Kartu' lead here.
import { useEffect, useRef, useState } from 'react';
import { Skeleton, useGetCardsQuery } from 'shared-contracts';
import { Button, PageHeading } from 'shared-kit';
import { QueryError } from '../../common/QueryError';
import common from '../../common/common.module.css';
import { FormStatus } from '../../common/FormStatus';
import { AddCardForm } from './AddCardForm';
import { CardList } from './CardList';
import { useGetCardTypesQuery } from '../../api/membershipApi';
import { PartnerAccounts } from './PartnerAccounts';
import styles from './membership.module.css';

export function MembershipPage() {
  const cards = useGetCardsQuery();
  const types = useGetCardTypesQuery();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  // The button gives way to the form; when the form closes, focus comes back to the button.
  const addButton = useRef<HTMLDivElement>(null);
  const wasAdding = useRef(false);
  useEffect(() => {
    if (wasAdding.current && !adding) addButton.current?.querySelector('button')?.focus();
    wasAdding.current = adding;
  }, [adding]);

  return (
    <>
      <PageHeading>Membership</PageHeading>
      <section className={common.section} aria-labelledby="cards-title">
        <div className={styles.sectionHead}>
          <h2 id="cards-title" className={common.sectionTitle}>
            Kartu Membership{cards.data ? ` (${cards.data.results.length})` : ''}
          </h2>
          {!adding ? (
            <div ref={addButton}>
              <Button
                variant="secondary"
                onClick={() => {
                  setAdded(null);
                  setAdding(true);
                }}
                disabled={!types.data}
              >
                Tambah Kartu
              </Button>
            </div>
          ) : null}
        </div>
        <FormStatus success={added} />
        {adding && types.data ? (
          <div id="add-card" className={styles.adding}>
            <AddCardForm
              types={types.data.results}
              onDone={(message) => {
                setAdded(message);
                setAdding(false);
              }}
              onCancel={() => setAdding(false)}
            />
          </div>
        ) : null}
        {cards.isLoading || types.isLoading ? (
          <Skeleton height={180} />
        ) : cards.error || !cards.data ? (
          <QueryError error={cards.error} onRetry={cards.refetch} />
        ) : (
          <CardList cards={cards.data.results} types={types.data?.results ?? []} />
        )}
        {types.error ? <QueryError error={types.error} onRetry={types.refetch} /> : null}
      </section>
      <PartnerAccounts />
    </>
  );
}
