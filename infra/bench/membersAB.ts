// Two checkouts' cost of a signed-in member's page, measured side by side:
// `npm run bench:members:ab -w infra -- <before-checkout> <after-checkout> [--batches=24] [--routes=/,/promo]`
// (each checkout built: `npm run build` in it). Both stacks run at once (one BFF worker
// each, npm start's layout otherwise); the demo member signs in to each through its SSO
// page; then, route by route, batches of 24 requests at 4 connections go to one stack and
// then the other, the order flipping each batch. The shared machine's load changes from
// minute to minute and moves a separate run's figures by more than a change is worth;
// batches a second apart meet the same load. Prints, per route and checkout, the BFF
// worker's CPU per request (its own /proc time), the CPU of every process of both stacks
// per request (so the idle stack's backend is in both columns alike), and the wall time.
// A benchmark, not a test: it prints figures and asserts none.
import os from 'node:os';
import path from 'node:path';
import { MEMBER_ROUTES } from './members';
import { CONNECTIONS, REQUESTS_PER_BATCH, WARM_BATCHES, measuredBatch, memberBatch, startMemberSide, type MemberSide } from './memberCpu';
import { runAsScript } from './script';

async function main(argv: string[]): Promise<void> {
  const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const [before, after] = argv.filter((a) => !a.startsWith('--')).map((a) => path.resolve(a));
  if (!before || !after) throw new Error('usage: membersAB.ts <before-checkout> <after-checkout> [--batches=N] [--routes=/,/promo]');
  const batches = Number(option('batches') ?? 24);
  const paths = option('routes')?.split(',') ?? [...MEMBER_ROUTES];
  const sides: MemberSide[] = [];
  try {
    sides.push(await startMemberSide(before), await startMemberSide(after));
    for (const side of sides) for (const route of paths) for (let i = 0; i < WARM_BATCHES; i++) await memberBatch(side, route);
    const totals = new Map<string, { bff: number; all: number; wall: number; requests: number }>();
    for (let b = 0; b < batches; b++) {
      for (const route of paths) {
        for (const side of b % 2 === 0 ? sides : [...sides].reverse()) {
          const { bff, all, wall } = await measuredBatch(side, route);
          const key = `${route}\t${side.checkout}`;
          const t = totals.get(key) ?? { bff: 0, all: 0, wall: 0, requests: 0 };
          totals.set(key, { bff: t.bff + bff, all: t.all + all, wall: t.wall + wall, requests: t.requests + REQUESTS_PER_BATCH });
        }
      }
    }
    console.log(`${batches} batches of ${REQUESTS_PER_BATCH} requests at ${CONNECTIONS} connections per route and checkout, taking turns; load average (1 min) now ${os.loadavg()[0]!.toFixed(2)}, ${os.availableParallelism()} cores.`);
    console.log('| route | checkout | BFF CPU ms/request | all processes CPU ms/request | wall ms/request |\n|---|---|---:|---:|---:|');
    for (const [key, t] of totals) {
      const [route, checkout] = key.split('\t');
      console.log(`| ${route} | ${checkout} | ${(t.bff / t.requests).toFixed(2)} | ${(t.all / t.requests).toFixed(2)} | ${(t.wall / t.requests).toFixed(2)} |`);
    }
  } finally {
    for (const side of sides) await side.close();
  }
}

if (require.main === module) runAsScript(main);
