// 'Ingatkan Saya': downloads a calendar file with the reminder's alarms, and says so.
import { useEffect, useState } from 'react';
import { Button, Toast } from 'shared-kit';
import { downloadText, ICS_TYPE, icsFileName } from 'shared-kit/calendar';
import styles from './reminder.module.css';

export const REMINDER_SAVED = 'File kalender diunduh. Buka file untuk menambahkan pengingat ke kalender kamu.';

export function ReminderButton({ fileName, ics, label }: { fileName: string; ics: () => string; label: string }) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(null), 4000);
    return () => clearTimeout(t);
  }, [message]);
  return (
    <div className={styles.reminder}>
      <Button
        variant="secondary"
        aria-label={label}
        onClick={() => {
          downloadText(icsFileName(fileName), ics(), ICS_TYPE);
          setMessage(REMINDER_SAVED);
        }}
      >
        Ingatkan Saya
      </Button>
      <Toast message={message} />
    </div>
  );
}
