// The new-password rules (PASSWORD_RULES), ticked as the member types: one list for every
// form that sets a password (the site's forgot-password and set-password pages, settings).
// The input points at it with aria-describedby; each item says whether it is met in words.
import { PASSWORD_RULES } from 'shared-contracts';
import styles from './PasswordChecklist.module.css';

export interface PasswordChecklistProps {
  id: string;
  password: string;
}

export function PasswordChecklist({ id, password }: PasswordChecklistProps) {
  return (
    <ul id={id} className={styles.rules} aria-label="Syarat kata sandi">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={met ? styles.met : undefined} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.label}
            <span className="mv-visually-hidden">{met ? ' (terpenuhi)' : ' (belum)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
