// Forgot password: the JSON API of spec §7 (/v1/forgot_password/send, /check, /apply,
// /link/send). The site's own page (/lupa-kata-sandi, a shell page) calls it through the
// BFF's /sso proxy; the sign-in page's 'Lupa kata sandi?' leads there.
import type { FastifyInstance } from 'fastify';
import {
  ForgotPasswordApplyRequestSchema,
  ForgotPasswordCheckRequestSchema,
  ForgotPasswordLinkSendRequestSchema,
  ForgotPasswordSendRequestSchema,
} from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { applyForgotPassword, checkForgotPasswordCode, sendForgotPasswordCode, sendForgotPasswordLink } from '../forgotPassword';
import type { Outbox } from '../outbox';
import { clientKeyOf } from '../recovery/limits';

export function forgotPasswordRoutes(app: FastifyInstance, ctx: AppContext, outbox: Outbox): void {
  app.post('/v1/forgot_password/send', async (request) => {
    const target = parseInput(ForgotPasswordSendRequestSchema, request.body);
    return sendForgotPasswordCode(ctx, outbox, target, clientKeyOf(request));
  });
  app.post('/v1/forgot_password/link/send', async (request) => {
    const target = parseInput(ForgotPasswordLinkSendRequestSchema, request.body);
    return sendForgotPasswordLink(ctx, outbox, target, clientKeyOf(request));
  });
  app.post('/v1/forgot_password/check', async (request) => {
    const { otp, ...target } = parseInput(ForgotPasswordCheckRequestSchema, request.body);
    return checkForgotPasswordCode(ctx, target, otp);
  });
  app.post('/v1/forgot_password/apply', async (request) => {
    const body = parseInput(ForgotPasswordApplyRequestSchema, request.body);
    return applyForgotPassword(ctx, body.resetToken, body.password);
  });
}
