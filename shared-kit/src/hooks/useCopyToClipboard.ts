// Copy text to the clipboard with a short-lived 'copied' flag: the referral code in the
// member area and in the header's user menu behave the same (spec §9: 1500 ms default).
import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_FLAG_MS } from 'shared-contracts';

export type CopyStatus = 'idle' | 'copied' | 'failed';

export interface CopyToClipboard {
  /** Copies `text`; resolves true on success. Never rejects. */
  copy: (text: string) => Promise<boolean>;
  /** 'copied' or 'failed' for `resetMs` after the last attempt, then 'idle'. */
  status: CopyStatus;
  copied: boolean;
  failed: boolean;
}

/** Writes through the async Clipboard API, falling back to a hidden textarea + execCommand
 *  where the API is missing (insecure origins, older WebViews). */
export async function writeClipboardText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    const ok = typeof document.execCommand === 'function' && document.execCommand('copy');
    if (!ok) throw new Error('copy command refused');
  } finally {
    area.remove();
  }
}

export function useCopyToClipboard(resetMs: number = COPIED_FLAG_MS): CopyToClipboard {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const copy = useCallback(
    async (text: string) => {
      let ok = false;
      try {
        await writeClipboardText(text);
        ok = true;
      } catch {
        ok = false;
      }
      if (!mounted.current) return ok;
      clearTimeout(timer.current);
      setStatus(ok ? 'copied' : 'failed');
      // A second copy restarts the window rather than being cut short by the first timer.
      timer.current = setTimeout(() => {
        if (mounted.current) setStatus('idle');
      }, resetMs);
      return ok;
    },
    [resetMs],
  );

  return { copy, status, copied: status === 'copied', failed: status === 'failed' };
}
