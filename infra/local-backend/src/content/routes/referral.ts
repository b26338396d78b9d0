// Referral programme: the member's code and stats, creating a code, checking a friend's code.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Referral, ReferralCheck, ReferralCode } from 'shared-contracts/schemas';
import { checkReferralCode } from '../referralCheck';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { ApiError, parseInput } from '../../http/errors';
import { randomCode } from '../../codes';
import { ERROR_TEXTS } from 'shared-contracts/core';

export const REFERRER_REWARD = 500;
export const REFEREE_REWARD = 250;

export function referralRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/users/referral', async (request): Promise<Referral> => {
    const user = await requireUser(ctx, request);
    const referred = ctx.db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM users WHERE referred_by = ?').get(user.id)?.n ?? 0;
    // Friends earn the referrer points once verified, a few a day (sso/referralCredit.ts).
    const earning = ctx.db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM users WHERE referred_by = ? AND referrer_credited = 1').get(user.id)?.n ?? 0;
    return {
      code: user.referral_code,
      totalReferred: referred,
      totalPointEarned: earning * REFERRER_REWARD,
      referrerReward: REFERRER_REWARD,
      refereeReward: REFEREE_REWARD,
    };
  });

  app.get('/v1/users/referral/code', async (request): Promise<ReferralCode> => {
    const user = await requireUser(ctx, request);
    return { code: user.referral_code };
  });

  app.post('/v1/users/referral/code', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const code = ctx.db.transaction((): string => {
      const current = ctx.db.prepare<[number], { referral_code: string | null }>('SELECT referral_code FROM users WHERE id = ?').get(user.id);
      if (current?.referral_code) throw new ApiError(409, 'REFERRAL_CODE_EXISTS', ERROR_TEXTS.REFERRAL_CODE_EXISTS, { code: current.referral_code });
      const stem = user.first_name.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 4) || 'MV';
      const taken = ctx.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE referral_code = ?');
      let candidate = '';
      do candidate = `${stem}${randomCode(8 - Math.min(stem.length, 4))}`;
      while (taken.get(candidate));
      ctx.db.prepare('UPDATE users SET referral_code = ? WHERE id = ?').run(candidate, user.id);
      return candidate;
    })();
    const body: ReferralCode = { code };
    return reply.status(201).send(body);
  });

  app.get('/v1/users/referral/check_code', async (request): Promise<ReferralCheck> => {
    const { code } = parseInput(z.object({ code: z.string().trim().regex(/^[A-Za-z0-9]{6,12}$/, 'Format kode referral tidak valid') }), request.query);
    return checkReferralCode(ctx.db, code);
  });
}
