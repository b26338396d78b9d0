// The member's address and profession (issue 28): /v1/location/province, /city, /district,
// /zipcode, /v1/user/profession, and PUT /v1/user/profile, which saves them (the spec names no call
// for saving; /v1/user/* is the member's own data).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UpdateProfileRequestSchema, type LocationList, type ProfessionList, type User, type ZipcodeList } from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { ApiError, notFound, parseInput } from '../../http/errors';
import { getUserRow, toUser } from '../../users';
import { areas } from '../profile/areas';
import { checkProfile, PROFESSIONS } from '../profile/profile';
import { postcodesOf } from '../profile/postcodes';

const code = (re: RegExp, what: string) => z.string().regex(re, `${what} tidak valid`);

export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public reference data: the same for everyone, cacheable.
  app.get('/v1/location/province', async (_request, reply): Promise<LocationList> => {
    reply.header('cache-control', 'public, max-age=86400');
    return { results: areas().provinces };
  });
  app.get('/v1/location/city', async (request, reply): Promise<LocationList> => {
    const { provinceId } = parseInput(z.object({ provinceId: code(/^\d{2}$/, 'Provinsi') }), request.query);
    const list = areas().cities.get(provinceId);
    if (!list) throw notFound('Provinsi');
    reply.header('cache-control', 'public, max-age=86400');
    return { results: list };
  });
  app.get('/v1/location/district', async (request, reply): Promise<LocationList> => {
    const { cityId } = parseInput(z.object({ cityId: code(/^\d{2}\.\d{2}$/, 'Kota/kabupaten') }), request.query);
    const list = areas().districts.get(cityId);
    if (!list) throw notFound('Kota/kabupaten');
    reply.header('cache-control', 'public, max-age=86400');
    return { results: list };
  });
  app.get('/v1/location/zipcode', async (request, reply): Promise<ZipcodeList> => {
    const { districtId } = parseInput(z.object({ districtId: code(/^\d{2}\.\d{2}\.\d{2}$/, 'Kecamatan') }), request.query);
    if (!areas().byId.has(districtId)) throw notFound('Kecamatan');
    reply.header('cache-control', 'public, max-age=86400');
    return { results: postcodesOf(districtId) };
  });

  app.get('/v1/user/profession', async (): Promise<ProfessionList> => ({ results: [...PROFESSIONS] }));

  app.put('/v1/user/profile', async (request): Promise<User> => {
    const user = await requireUser(ctx, request);
    const saved = checkProfile(parseInput(UpdateProfileRequestSchema, request.body));
    ctx.db.prepare('UPDATE users SET district_code = ?, zipcode = ?, profession = ? WHERE id = ?').run(saved.districtCode, saved.zipcode, saved.profession, user.id);
    const row = getUserRow(ctx.db, user.id);
    if (!row) throw new ApiError(401, 'TOKEN_INVALID', 'Akun tidak ditemukan.');
    return toUser(ctx, row);
  });
}
