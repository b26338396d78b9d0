// How a web session is named and dated on 'Perangkat' ('Chrome di Android', '27 Nov 2026, 10.15 WIB').
import { formatDate, formatTime } from 'shared-kit';
import type { WebSession } from 'shared-contracts/schemas';

const DEVICE_KIND: Record<WebSession['device'], string> = {
  mobile: 'Ponsel',
  tablet: 'Tablet',
  desktop: 'Komputer',
  unknown: 'Perangkat tidak dikenal',
};

export function deviceName(s: Pick<WebSession, 'browser' | 'os'>): string {
  return `${s.browser} di ${s.os}`;
}

export function deviceKind(s: Pick<WebSession, 'device'>): string {
  return DEVICE_KIND[s.device];
}

export function deviceTime(iso: string): string {
  return `${formatDate(iso)}, ${formatTime(iso)}`;
}
