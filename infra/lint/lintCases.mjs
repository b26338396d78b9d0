// Lints pieces of code as if they were files at given paths, with the repository's
// eslint.config.mjs, and prints what each one gets ({ filePath, messages }[] as JSON).
// Run by boundaries.test.ts in a child process (ESLint loads its ESM config with
// import(), which jest's module system does not offer). Input: JSON on stdin,
// [{ filePath, code }], paths relative to the repository root.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cases = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: root });
const results = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  results.push({ filePath, messages: (result?.messages ?? []).map((m) => ({ ruleId: m.ruleId, message: m.message })) });
}
process.stdout.write(JSON.stringify(results));
