// The import boundaries of docs/architecture.md §2, as `npm run lint` enforces them: each case
// is a one-line file placed (virtually) somewhere in the repository, linted with the
// repository's own eslint.config.mjs against the real files it imports.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../stack/apps';

interface LintCase {
  filePath: string;
  code: string;
}
interface LintResult {
  filePath: string;
  messages: Array<{ ruleId: string | null; message: string }>;
}

function lint(cases: LintCase[]): LintResult[] {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'lintCases.mjs')], {
    cwd: repoRoot,
    input: JSON.stringify(cases),
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`lintCases.mjs failed (${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout) as LintResult[];
}

const importing = (filePath: string, specifier: string): LintCase => ({
  filePath,
  code: `import * as target from '${specifier}';\nexport const used = target;\n`,
});

/** [where the importing file is, what it imports, the boundary message or null when allowed] */
const CASES: Array<[string, string, string | null]> = [
  // A remote imports shared-contracts and itself only.
  ['mf-catalog/src/features/promo/Case.tsx', 'shared-contracts', null],
  ['mf-catalog/src/features/promo/Case.tsx', '../../common/pageEntity', null],
  ['mf-catalog/src/features/promo/Case.tsx', '../../../../mf-events/src/app', 'from elements of type "catalog-feature" and captured values: feature="promo" to elements of type "events-app"'],
  ['mf-catalog/src/features/promo/Case.tsx', 'mf-events/src/app', 'from elements of type "catalog-feature" and captured values: feature="promo" to elements of type "events-app"'],
  ['mf-events/src/Case.tsx', '../../mf-account/src/features/overview/OverviewPage', 'from elements of type "events-app" to elements of type "account-feature"'],
  ['mf-account/src/features/points/Case.tsx', '../../../../shell/src/app/ShellContext', 'from elements of type "account-feature" and captured values: feature="points" to file of category "shell-context"'],
  // The shell's source imports no remote source.
  ['shell/src/app/Case.ts', '../../../mf-catalog/src/app', 'from elements of type "shell-app" to elements of type "catalog-app"'],
  ['shell/src/pages/Case.tsx', '../../../mf-events/src/widgets', 'from elements of type "shell-app" to elements of type "events-app"'],
  // Server and browser code meet only through shared-contracts.
  ['shell/server/src/Case.ts', '../../src/app/remotes', 'from elements of type "shell-server" to elements of type "shell-app"'],
  ['shell/server/src/Case.ts', 'shared-contracts/server', null],
  ['shell/src/ssr/Case.ts', '../../server/src/config', 'from elements of type "shell-app" to elements of type "shell-server"'],
  // Features do not import app wiring (the services context is their port to the shell).
  ['shell/src/features/header/Case.tsx', '../../app/remotes', 'from elements of type "shell-feature" to elements of type "shell-app"'],
  ['shell/src/features/header/Case.tsx', '../../app/ShellContext', null],
  ['mf-catalog/src/features/promo/Case.tsx', '../../CatalogRoot', 'from elements of type "catalog-feature" and captured values: feature="promo" to elements of type "catalog-app"'],
  ['mf-catalog/src/CatalogRoot2.tsx', './features/promo/PromoListPage', null],
  // A remote's feature imports its own folder and the app's shared code (api/, common/,
  // testing/), never another feature; shared code imports no feature.
  ['mf-catalog/src/features/promo/Case.tsx', './redeemState', null],
  ['mf-catalog/src/features/promo/Case.tsx', '../../api/merchantApi', null],
  ['mf-catalog/src/features/merchant/Case.tsx', '../../common/PagedPromos', null],
  ['mf-catalog/src/features/promo/Case.tsx', '../merchant/merchantPageData', 'feature="promo" to elements of type "catalog-feature" and captured values: feature="merchant"'],
  ['mf-catalog/src/features/merchant/Case.tsx', '../promo/RedeemPanel', 'feature="merchant" to elements of type "catalog-feature" and captured values: feature="promo"'],
  ['mf-catalog/src/api/Case.ts', '../features/promo/redeemState', 'from elements of type "catalog-shared" to elements of type "catalog-feature"'],
  // So do the events' and the account's features; a test imports the app's test kit.
  ['mf-events/src/features/registration/Case.tsx', '../../common/eventRules', null],
  ['mf-events/src/features/registration/Case.tsx', '../../api/eventApi', null],
  ['mf-events/src/features/widgets/Case.test.tsx', '../../testing/fixtures', null],
  ['mf-events/src/features/widgets/Case.tsx', '../event/EventListPage', 'feature="widgets" to elements of type "events-feature" and captured values: feature="event"'],
  ['mf-account/src/features/wallet/Case.tsx', '../../api/vouchersApi', null],
  ['mf-account/src/features/history/Case.tsx', '../../common/voucherItems', null],
  ['mf-account/src/features/wallet/Case.tsx', '../vouchers/TillReadyCard', 'feature="wallet" to elements of type "account-feature" and captured values: feature="vouchers"'],
  ['mf-account/src/common/Case.ts', '../features/points/PointsPage', 'from elements of type "account-shared" to elements of type "account-feature"'],
  // The shell's shared code serves its pages and features and imports none of them.
  ['shell/src/pages/article/Case.tsx', '../../common/useFocusOnChange', null],
  ['shell/src/common/Case.ts', '../features/header/Header', 'from elements of type "shell-common" to elements of type "shell-feature"'],
  // The shell's pages are kept apart like a remote's features: what two pages use is in
  // common/ or api/; the page table (pages/index.tsx) composes them all.
  ['shell/src/pages/home/Case.tsx', '../../api/articleApi', null],
  ['shell/src/pages/home/Case.tsx', '../../common/ArticleCard', null],
  ['shell/src/pages/home/Case.tsx', '../article/ArticleListPage', 'page="home" to elements of type "shell-page" and captured values: page="article"'],
  ['shell/src/api/Case.ts', '../pages/article/articlePageData', 'from elements of type "shell-common" to elements of type "shell-page"'],
  ['shell/src/pages/Case.tsx', './home/HomePage', null],
  // Every app may import the kit.
  ['mf-catalog/src/features/promo/Case.tsx', 'shared-kit', null],
  ['shell/src/pages/home/Case.tsx', 'shared-kit', null],
  ['shell/server/src/Case.ts', 'shared-kit/format', null],
  // shared-contracts imports nothing of ours, not the kit either (its tests may use the test
  // kit): a kit change never needs a contract release. Infra may import anything.
  ['shared-contracts/src/Case.ts', '../../shell/src/app/App', 'from elements of type "shared-contracts" to elements of type "shell-app"'],
  ['shared-contracts/src/Case.ts', 'shared-kit', 'from elements of type "shared-contracts" to elements of type "shared-kit"'],
  ['shared-contracts/src/ui/Case.tsx', '../../../shared-kit/src/ui/Button', 'from elements of type "shared-contracts" to elements of type "shared-kit"'],
  ['shared-contracts/src/store/Case.test.ts', 'shared-kit/testing', null],
  // The kit imports the contract and itself, never an app.
  ['shared-kit/src/ui/Case.tsx', 'shared-contracts', null],
  ['shared-kit/src/ui/Case.tsx', '../../../mf-catalog/src/common/PromoCard', 'from elements of type "shared-kit" to elements of type "catalog-shared"'],
  ['shared-kit/src/ui/Case.tsx', '../../../shell/src/app/ShellContext', 'from elements of type "shared-kit" to '],
  ['infra/Case.ts', '../mf-catalog/src/app', null],
];

describe('import boundaries (eslint.config.mjs)', () => {
  it('refuses every crossing the architecture forbids and allows the rest', () => {
    const results = lint(CASES.map(([file, specifier]) => importing(file, specifier)));
    const seen = results.map((r, i) => {
      const boundary = r.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
      const expected = CASES[i]![2];
      return { file: r.filePath, imports: CASES[i]![1], ok: expected === null ? boundary.length === 0 : boundary.some((m) => m.includes(expected)), boundary };
    });
    expect(seen.filter((s) => !s.ok)).toEqual([]);
  });

  it("keeps remotes on the shell's router and store: through shared-contracts, types excepted", () => {
    const [direct, typeOnly, viaContract] = lint([
      { filePath: 'mf-catalog/src/features/promo/Case.tsx', code: "import { Link } from 'react-router';\nexport const used = Link;\n" },
      { filePath: 'mf-catalog/src/features/promo/Case.tsx', code: "import type { Location } from 'react-router';\nexport type Used = Location;\n" },
      { filePath: 'mf-catalog/src/features/promo/Case.tsx', code: "import { Link } from 'shared-contracts';\nexport const used = Link;\n" },
    ]);
    expect(direct!.messages.map((m) => m.ruleId)).toContain('@typescript-eslint/no-restricted-imports');
    expect(typeOnly!.messages).toEqual([]);
    expect(viaContract!.messages).toEqual([]);
  });

  it("keeps the kit on the shell's router and store too: a remote's own copy of it still renders into the shell's", () => {
    const [direct, viaContract, kitFormat] = lint([
      { filePath: 'shared-kit/src/ui/Case.tsx', code: "import { Link } from 'react-router';\nexport const used = Link;\n" },
      { filePath: 'shared-kit/src/ui/Case.tsx', code: "import { Link } from 'shared-contracts';\nexport const used = Link;\n" },
      { filePath: 'mf-catalog/src/features/promo/Case.tsx', code: "import { formatDate } from 'shared-kit/format';\nexport const used = formatDate;\n" },
    ]);
    expect(direct!.messages.map((m) => m.ruleId)).toContain('@typescript-eslint/no-restricted-imports');
    expect(viaContract!.messages).toEqual([]);
    expect(kitFormat!.messages.map((m) => m.ruleId)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it("reaches the shell's server from infra through its package entries only", () => {
    const [deep, entry] = lint([importing('infra/registry/Case.ts', '../../shell/server/src/releases/lock'), importing('infra/registry/Case.ts', 'shell/releases')]);
    expect(deep!.messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
    expect(entry!.messages).toEqual([]);
  });

  it('reports eslint-disable comments that disable nothing', () => {
    const [result] = lint([{ filePath: 'shell/src/app/Case.ts', code: '// eslint-disable-next-line no-console\nexport const answer = 42;\n' }]);
    expect(result!.messages).toEqual([expect.objectContaining({ message: expect.stringMatching(/Unused eslint-disable directive \(no problems were reported from 'no-console'\)/) })]);
  });
});

describe('file names (eslint.config.mjs)', () => {
  it('names code files in camelCase or PascalCase, never kebab-case or snake_case; middle extensions are roles', () => {
    const NAMES: Array<[string, boolean]> = [
      ['infra/e2e/member-day.spec.ts', false],
      ['infra/local-backend/src/seed/catalog-data.ts', false],
      ['shell/src/ssr/server-entry.ts', false],
      ['infra/jest/jsdom-env.cjs', false],
      ['mf-catalog/src/features/promo/Promo-Card.tsx', false],
      ['infra/registry/test_helpers.ts', false],
      ['infra/e2e/memberDay.spec.ts', true],
      ['infra/local-backend/src/seed/catalogData.ts', true],
      ['mf-catalog/src/features/promo/PromoCard.tsx', true],
      ['shell/server/src/upstream/sharedAnswers.app.test.ts', true],
      ['mf-catalog/rspack.server.config.ts', true],
      ['infra/lint/lintCases.mjs', true],
    ];
    const results = lint(NAMES.map(([filePath]) => ({ filePath, code: 'export const answer = 42;\n' })));
    const seen = results.map((r) => ({
      file: r.filePath,
      accepted: !r.messages.some((m) => m.ruleId === 'check-file/filename-naming-convention'),
    }));
    expect(seen).toEqual(NAMES.map(([file, accepted]) => ({ file, accepted })));
  });
});
