// Partner accounts (/v1/client_mapping/check, /connect, issue 28): a partner service of the
// group (a shop, a news site, a hotel chain) may already hold an account of the member.
// It is found by the member's VERIFIED email or phone only (an unverified one could be
// anybody's), and linked to one MyValue account at most.
import type { ClientMapping } from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { toIso } from '../../time';
import type { UserRow } from '../../users';
import { maskEmail } from '../forgotPassword';
import { maskPhone } from './rules';

export const PARTNERS: ReadonlyArray<{ clientId: string; name: string; description: string }> = [
  { clientId: 'gramedia-com', name: 'Gramedia.com', description: 'Belanja buku dan alat tulis online; poin dari belanja masuk ke MyValue.' },
  { clientId: 'kompas-id', name: 'Kompas.id', description: 'Langganan berita Kompas; poin dari langganan masuk ke MyValue.' },
  { clientId: 'santika-com', name: 'Santika.com', description: 'Pemesanan kamar Santika Indonesia Hotels & Resorts.' },
];

interface AccountRow {
  partner_user_id: string;
  email: string | null;
  phone: string | null;
}

function partnerOf(clientId: string) {
  const partner = PARTNERS.find((p) => p.clientId === clientId);
  if (!partner) throw new ApiError(404, 'NOT_FOUND', 'Mitra tidak dikenal.');
  return partner;
}

export function clientMapping(ctx: AppContext, user: UserRow, clientId: string): ClientMapping & { partnerUserId: string | null } {
  const partner = partnerOf(clientId);
  const mapped = ctx.db
    .prepare<[number, string], { partner_user_id: string; connected_at: number }>('SELECT partner_user_id, connected_at FROM client_mappings WHERE user_id = ? AND client_id = ?')
    .get(user.id, clientId);
  const email = user.email_verified === 1 ? user.email : null;
  const phone = user.phone_verified === 1 ? user.phone : null;
  const account = mapped
    ? ctx.db.prepare<[string, string], AccountRow>('SELECT * FROM partner_accounts WHERE client_id = ? AND partner_user_id = ?').get(clientId, mapped.partner_user_id)
    : ctx.db
        .prepare<[string, string | null, string | null], AccountRow>(
          'SELECT * FROM partner_accounts WHERE client_id = ? AND ((email IS NOT NULL AND email = ? COLLATE NOCASE) OR (phone IS NOT NULL AND phone = ?)) ORDER BY partner_user_id LIMIT 1',
        )
        .get(clientId, email, phone);
  const shown = account ? (account.email ? maskEmail(account.email) : account.phone ? maskPhone(account.phone) : null) : null;
  const base = { clientId, name: partner.name, description: partner.description, account: shown, partnerUserId: account?.partner_user_id ?? null };
  if (mapped) return { ...base, status: 'CONNECTED', connectedAt: toIso(mapped.connected_at) };
  if (!account) return { ...base, status: 'NOT_FOUND', connectedAt: null };
  const taken = ctx.db
    .prepare<[string, string], { user_id: number }>('SELECT user_id FROM client_mappings WHERE client_id = ? AND partner_user_id = ?')
    .get(clientId, account.partner_user_id);
  return { ...base, status: taken ? 'TAKEN' : 'AVAILABLE', connectedAt: null };
}

const shape = ({ partnerUserId: _p, ...m }: ClientMapping & { partnerUserId: string | null }): ClientMapping => m;

export function checkClientMappings(ctx: AppContext, user: UserRow, clientId?: string): ClientMapping[] {
  return (clientId ? [partnerOf(clientId)] : PARTNERS).map((p) => shape(clientMapping(ctx, user, p.clientId)));
}

export function connectClient(ctx: AppContext, user: UserRow, clientId: string): ClientMapping {
  const found = clientMapping(ctx, user, clientId);
  if (found.status === 'CONNECTED') return shape(found);
  if (found.status === 'NOT_FOUND' || !found.partnerUserId) throw new ApiError(404, 'PARTNER_ACCOUNT_NOT_FOUND');
  if (found.status === 'TAKEN') throw new ApiError(409, 'PARTNER_ALREADY_CONNECTED');
  ctx.db
    .prepare('INSERT INTO client_mappings (user_id, client_id, partner_user_id, connected_at) VALUES (?, ?, ?, ?)')
    .run(user.id, clientId, found.partnerUserId, ctx.now());
  return shape(clientMapping(ctx, user, clientId));
}
