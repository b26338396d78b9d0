// docs/configuration.md against the code: its BFF table names exactly the variables
// loadConfig reads (shell/server/src/config.ts), and every variable any other part of the
// stack reads (the start script, the local backend, the release CLI, the builds, the
// benchmarks) is documented somewhere in it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from 'shell/server';
import { repoRoot } from '../stack/apps';

const DOC = readFileSync(path.join(repoRoot, 'docs/configuration.md'), 'utf8');

/** The variables loadConfig asks the environment for: an environment that records every read. */
function variablesConfigReads(): string[] {
  const read = new Set<string>();
  const env = new Proxy({} as NodeJS.ProcessEnv, {
    get(_target, key) {
      if (typeof key === 'string') read.add(key);
      return undefined;
    },
  });
  loadConfig(env);
  return [...read].sort();
}

/** The first column's `NAME`s of the table under a '## …' heading that starts with `heading`. */
function tableVariables(heading: string): string[] {
  const section = DOC.split(/^## /m).find((s) => s.startsWith(heading));
  if (!section) throw new Error(`docs/configuration.md has no section '## ${heading}'`);
  return section
    .split('\n')
    .filter((line) => /^\|\s*`/.test(line))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!))
    .sort();
}

/** Variables read in the stack's source outside the BFF's config (tests excluded). */
function variablesReadElsewhere(): string[] {
  const files = execFileSync(
    'git',
    ['ls-files', 'infra/stack', 'infra/local-backend/src', 'infra/registry', 'infra/bench', 'infra/shots', 'infra/icons', 'shell/server/src', '*rspack*.ts'],
    { cwd: repoRoot, encoding: 'utf8' },
  )
    .split('\n')
    .filter((f) => /\.(ts|mjs)$/.test(f) && !/\.test\.tsx?$|test-|testing\//.test(f));
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    for (const m of text.matchAll(/\b(?:process\.env|io\.env|env)\.([A-Z][A-Z0-9_]*)\b/g)) names.add(m[1]!);
    for (const m of text.matchAll(/process\.env\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g)) names.add(m[1]!);
  }
  return [...names].sort();
}

describe('docs/configuration.md', () => {
  it("documents in the BFF's table exactly the variables config.ts reads", () => {
    const documented = tableVariables('The BFF');
    const read = variablesConfigReads();
    expect({ undocumented: read.filter((v) => !documented.includes(v)), notRead: documented.filter((v) => !read.includes(v)) }).toEqual({
      undocumented: [],
      notRead: [],
    });
    // One row per variable.
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('documents every variable the rest of the stack reads', () => {
    const found = variablesReadElsewhere();
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter((v) => !new RegExp(`\`${v}\``).test(DOC))).toEqual([]);
  });
});
