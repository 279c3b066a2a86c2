import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * PGlite has one connection: inside `db.transaction(async (tx) => …)` a query through `db` waits
 * for the transaction, which waits for the query, for ever (it happened: scoring read a test's
 * paper through `db` inside the submission's transaction). On PostgreSQL the same query runs
 * outside the transaction, on a second connection, and misses its writes. This test reads every
 * data module and flags, inside a transaction callback and inside helpers that take a
 * connection besides `db` (they run inside their caller's transaction):
 * - `db.anything`: a query through the outer handle;
 * - `f(db, …)` without the transaction among its arguments: a helper reading through `db`.
 * `db` may still go along with the transaction (`cachedPaperIn(db, tx, id)`): as a cache key.
 */
const dataDir = path.dirname(new URL(import.meta.url).pathname);

type Finding = { file: string; line: number; text: string };

/** In-memory caches kept per database handle: `db` is only their key. */
const cacheKeyHelpers = new Set(['mockCaches', 'forgetMockCaches', 'rememberAttempt']);

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)
  );
}

const paramNames = (fn: ts.FunctionLikeDeclaration) =>
  fn.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : ''));

/** Uses of `db` in `body` that reach the database without going through one of `conns`. */
function dbUses(source: ts.SourceFile, body: ts.Node, conns: string[], out: Finding[]) {
  const flag = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    out.push({ file: path.basename(source.fileName), line: line + 1, text: node.getText(source) });
  };
  const visit = (node: ts.Node): void => {
    // A nested function that declares its own `db` is another scope.
    if (isFunction(node) && paramNames(node).includes('db')) return;
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'db'
    ) {
      flag(node);
    }
    if (ts.isCallExpression(node)) {
      const args = node.arguments.map((a) => (ts.isIdentifier(a) ? a.text : ''));
      const callee = ts.isIdentifier(node.expression) ? node.expression.text : '';
      const viaDb = args.includes('db') && !args.some((a) => conns.includes(a));
      if (viaDb && !cacheKeyHelpers.has(callee)) flag(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
}

function findings(file: string, text = readFileSync(file, 'utf8')): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Finding[] = [];
  const visit = (node: ts.Node): void => {
    // db.transaction(async (tx) => …), or any `.transaction(cb)` of an outer handle.
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'transaction'
    ) {
      const cb = node.arguments[0];
      if (cb && isFunction(cb) && cb.body) dbUses(source, cb.body, paramNames(cb), out);
    }
    // A helper taking `db` and a connection runs inside its caller's transaction.
    if (isFunction(node) && node.body) {
      const names = paramNames(node);
      const conns = names.filter((n) => n === 'conn' || n === 'tx');
      if (names.includes('db') && conns.length > 0) dbUses(source, node.body, conns, out);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('transactions in src/server/data', () => {
  it('never query through db inside a transaction', () => {
    const files = readdirSync(dataDir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => path.join(dataDir, f));
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((f) => findings(f))).toEqual([]);
  });

  it('flags the shapes that deadlocked, and lets db go along as a cache key', () => {
    const sample = `
      async function storeScores(db: Db, conn: Conn, ids: number[]) {
        const paper = await cachedPaper(db, 1);
        const fine = await cachedPaperIn(db, conn, 1);
        await forgetMockCaches(db);
      }
      export async function submit(db: Db) {
        return db.transaction(async (tx) => {
          await tx.update(a).set({});
          await db.select().from(a);
          await storeScores(db, tx, [1]);
          await closeAll(db, [1]);
        });
      }`;
    const found = findings('sample.ts', sample).map((f) => f.text.split('\n')[0]);
    expect(found).toEqual(['cachedPaper(db, 1)', 'db.select', 'closeAll(db, [1])']);
  });
});
