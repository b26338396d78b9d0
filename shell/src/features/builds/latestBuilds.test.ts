// The browser's guard reads what the payload's schema (the BFF's and the CLI's) accepts, and
// refuses what it refuses on the fields the browser acts on.
import { LatestBuildsSchema } from 'shared-contracts/schemas';
import { parseLatestBuilds } from './latestBuilds';

const answers: unknown[] = [
  { buildId: 'b1', contractVersion: '2.0.0', remotes: { catalog: '1.0.0', events: '1.1.0', account: '1.0.0' } },
  { buildId: 'b2', contractVersion: null, remotes: {} },
  { buildId: 3, contractVersion: '2.0.0', remotes: {} },
  { contractVersion: '2.0.0', remotes: { catalog: '1.0.0' } },
  { buildId: 'b3', contractVersion: '2.0.0' },
  { buildId: 'b4', contractVersion: '2.0.0', remotes: 'catalog' },
  null,
  '<html>Bad gateway</html>',
  [],
];

describe('parseLatestBuilds (the browser) against LatestBuildsSchema (the BFF, the CLI)', () => {
  it.each(answers.map((a) => [JSON.stringify(a), a]))('agrees on %s', (_label, answer) => {
    const schema = LatestBuildsSchema.safeParse(answer);
    const guard = parseLatestBuilds(answer);
    if (schema.success) expect(guard).toEqual({ buildId: schema.data.buildId, remotes: schema.data.remotes });
    else if (guard) expect(typeof answer === 'object' && answer && 'buildId' in answer && 'remotes' in answer).toBe(true);
    else expect(guard).toBeNull();
  });

  it('keeps only the string versions of a partly broken answer', () => {
    expect(parseLatestBuilds({ buildId: 'b1', remotes: { catalog: '1.0.0', junk: 3 } })).toEqual({ buildId: 'b1', remotes: { catalog: '1.0.0' } });
  });
});
