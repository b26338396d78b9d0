// The home announcement a visitor closed, remembered for the next document. The close
// button used to keep it in the device's storage, which the server cannot see: the server
// painted the announcement on every full load and the page removed it after hydration, a
// shift of the whole home for everyone who had closed it (issue 43's bug class). Now its
// id is a cookie (closeRoutes.ts writes it) and the home is rendered without it.
//
// The page cache must not learn a key of the visitor's choosing (any id would make a page
// of its own and push real pages out). So a closed id counts only when it names the
// announcement running now, which the BFF asks the Content API (the same shared answer
// the render reads): each address of the home has two pages, with and without the
// running announcement, whatever ids visitors send.
import type { FastifyRequest } from 'fastify';
import { ANNOUNCEMENT_CLOSED_COOKIE, announcementIdOf } from 'shared-contracts/core';
import { HomeAnnouncementSchema } from 'shared-contracts/schemas';
import type { SiteCaller } from 'shared-contracts/server';

/** The id in the visitor's cookie, or null (none, or not an id). */
export function closedAnnouncementOf(req: Pick<FastifyRequest, 'cookies'>): number | null {
  return announcementIdOf(req.cookies?.[ANNOUNCEMENT_CLOSED_COOKIE]);
}

/** The id of the announcement running now; null when none runs or the Content API did not answer. */
export type RunningAnnouncement = () => Promise<number | null>;

/**
 * How long a page waits for the answer. It is the shared answer, kept while fresh and then
 * stale, so it is there at once; only with none kept (a cold process, a long outage) is the
 * Content API asked while the visitor waits, and then a slow answer must not hold a home
 * the page cache has ready: past this, the page comes with the announcement, which the page
 * hides after hydration (the cookie), as before the server knew of it.
 */
export const RUNNING_ANNOUNCEMENT_WAIT_MS = 1000;

/** Asks the Content API through the server renderer's caller: a shared answer, as the render's own call. */
export function runningAnnouncementFrom(call: SiteCaller, publicUrl: string, waitMs = RUNNING_ANNOUNCEMENT_WAIT_MS): RunningAnnouncement {
  const url = `${new URL(publicUrl).origin}/api/v1/home-announcement`;
  const ask = async (): Promise<number | null> => {
    try {
      const answer = await call({ method: 'GET', url, headers: { accept: 'application/json' } });
      if (answer.status !== 200) return null;
      const parsed = HomeAnnouncementSchema.safeParse(JSON.parse(answer.body));
      return parsed.success ? (parsed.data.announcement?.id ?? null) : null;
    } catch {
      // Unreachable or not JSON: the home's own call meets the same and shows no announcement.
      return null;
    }
  };
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      return await Promise.race([ask(), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The running announcement when this visitor closed it, else undefined: what the page is
 * rendered with (BootData.closedAnnouncement) and cached under. Asked only for a cookie
 * that holds an id, so nobody else's page waits on the call.
 */
export async function closedRunningAnnouncement(req: Pick<FastifyRequest, 'cookies'>, running: RunningAnnouncement): Promise<number | undefined> {
  const closed = closedAnnouncementOf(req);
  if (closed === null) return undefined;
  return (await running()) === closed ? closed : undefined;
}
