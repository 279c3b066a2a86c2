import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowed, forbidden, probeSource, type ImportCase } from './import-cases';

// Lints probe files against the repository's real eslint.config.js, so a rule that stops biting
// (a zone computed wrong, a plugin update, a rule switched off) fails here.

const root = fileURLToPath(new URL('../..', import.meta.url));
// Under src/server, which the e2e build's staleness check does not watch: writing the probe
// files there does not force a rebuild of the web app.
const cycleDir = `src/server/lib/lint-cycle-${process.pid}`;
const waitProbe = 'tests/e2e/admin/lint-probe.test.ts';
const badNames = [
  ['src/client/components/PasswordField.tsx', 'check-file/filename-naming-convention'],
  ['src/server/lib/sendMail.ts', 'check-file/filename-naming-convention'],
  ['src/shared/course_fees.ts', 'check-file/filename-naming-convention'],
  ['tests/e2e/admin/AdminLogin.test.ts', 'check-file/filename-naming-convention'],
  ['src/client/components/DashboardBits/logo-row.tsx', 'check-file/folder-naming-convention'],
] as const;

let eslint: ESLint;

beforeAll(() => {
  // The probe files do not exist, so the type-aware parser is told to type them with
  // tsconfig.json (the cycle's files are written to disk, where it finds them itself). Rules,
  // plugins and settings are the real config's.
  const probes = [
    ...new Set([...forbidden, ...allowed].map((c) => c.file)),
    ...badNames.map(([file]) => file),
    waitProbe,
  ];
  eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      files: ['**/*.{ts,tsx}'],
      languageOptions: {
        parserOptions: {
          projectService: {
            allowDefaultProject: probes,
            // Each probe path counts once; the default of 8 guards against slow globs, not this.
            maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: probes.length + 8,
          },
          tsconfigRootDir: root,
        },
      },
    },
  });
});

async function lint(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error(`no lint result for ${file}`);
  return result.messages;
}

const describeCase = ({ file, spec, form = 'import' }: ImportCase) => `${file}: ${form} '${spec}'`;
const errorsOf = (messages: Linter.LintMessage[]) =>
  messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);

describe('import boundaries', () => {
  it.each(forbidden.map((c) => [describeCase(c), c] as const))('refuses %s', async (_, c) => {
    const messages = await lint(c.file, probeSource(c));
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    expect(messages.filter((m) => m.severity === 2).map((m) => m.ruleId)).toContain(c.rule);
  });

  it.each(allowed.map((c) => [describeCase(c), c] as const))('allows %s', async (_, c) => {
    expect(errorsOf(await lint(c.file, probeSource(c)))).toEqual([]);
  });
});

describe('import cycles', () => {
  // no-cycle follows imports on disk, so the probe files are written for the test and removed.
  const dir = cycleDir;
  const files = {
    'first.ts': "import { second } from './second';\n\nexport const first = () => second;\n",
    'second.ts': "import { third } from './third';\n\nexport const second = () => third;\n",
    'third.ts': "import { first } from './first';\n\nexport const third = () => first;\n",
    'pair-a.ts': "import { b } from './pair-b';\n\nexport const a = () => b;\n",
    'pair-b.ts': "import { a } from './pair-a';\n\nexport const b = () => a;\n",
    'one-way.ts': "import { a } from './pair-a';\n\nexport const oneWay = () => a;\n",
  };

  beforeAll(() => {
    mkdirSync(path.join(root, dir), { recursive: true });
    for (const [name, code] of Object.entries(files))
      writeFileSync(path.join(root, dir, name), code);
  });
  afterAll(() => {
    rmSync(path.join(root, dir), { recursive: true, force: true });
  });

  const rulesOf = async (name: keyof typeof files) =>
    (await lint(`${dir}/${name}`, files[name])).map((m) => m.ruleId);

  it('refuses a two-file cycle', async () => {
    expect(await rulesOf('pair-a.ts')).toContain('import-x/no-cycle');
  });

  it('refuses a three-file cycle', async () => {
    expect(await rulesOf('first.ts')).toContain('import-x/no-cycle');
  });

  it('allows a one-way import', async () => {
    expect(errorsOf(await lint(`${dir}/one-way.ts`, files['one-way.ts']))).toEqual([]);
  });
});

describe('file names', () => {
  const code = 'export const value = 1;\n';
  it.each(badNames)('refuses %s', async (file, rule) => {
    expect((await lint(file, code)).map((m) => m.ruleId)).toContain(rule);
  });

  it.each([
    'src/client/components/password-field.tsx',
    'src/client/app/root.tsx',
    'src/shared/api-paths.test.ts',
    'tests/support/provided.d.ts',
  ])('allows %s', async (file) => {
    expect(errorsOf(await lint(file, code))).toEqual([]);
  });
});

describe('test waits', () => {
  const file = waitProbe;
  const wrap = (body: string) =>
    `import type { Page } from 'playwright-core';\n\nexport async function probe(page: Page) {\n  ${body}\n}\n`;

  it.each([
    'await page.waitForTimeout(300);',
    'await new Promise((resolve) => setTimeout(resolve, 300));',
    "const { setTimeout: sleep } = await import('node:timers/promises'); await sleep(300);",
  ])('refuses %s', async (body) => {
    expect((await lint(file, wrap(body))).map((m) => m.ruleId)).toContain('no-restricted-syntax');
  });

  it('refuses importing node:timers/promises', async () => {
    const code =
      "import { setTimeout } from 'node:timers/promises';\n\nexport const wait = setTimeout;\n";
    expect((await lint(file, code)).map((m) => m.ruleId)).toContain('no-restricted-syntax');
  });

  it('allows waiting for a locator', async () => {
    const body = "await page.getByRole('button', { name: 'Save' }).waitFor();";
    expect(errorsOf(await lint(file, wrap(body)))).toEqual([]);
  });
});
