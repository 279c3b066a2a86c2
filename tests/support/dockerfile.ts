import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Instruction = { op: string; args: string };
export type Stage = { from: string; name?: string; instructions: Instruction[] };

/** The Dockerfile's stages and their instructions (continued lines joined, comments dropped). */
export function parseDockerfile(text: string): Stage[] {
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of logical) {
    const m = /^([A-Za-z]+)\s+(.*)$/.exec(line);
    if (!m) throw new Error(`Dockerfile: cannot read "${line}"`);
    const op = m[1]!.toUpperCase();
    const args = m[2]!.replace(/\s+/g, ' ').trim();
    if (op === 'FROM') {
      const [from, as, name] = args.split(' ');
      stages.push({
        from: from!,
        ...(as?.toUpperCase() === 'AS' ? { name } : {}),
        instructions: [],
      });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`Dockerfile: ${op} before FROM`);
      stage.instructions.push({ op, args });
    }
  }
  return stages;
}

/** An exec-form argument list (`["node", "x.js"]`); a shell form is refused. */
export function execForm(args: string): string[] {
  const list = JSON.parse(args.replace(/^--\S+(\s+--\S+)*\s+CMD\s+/, '')) as unknown;
  if (!Array.isArray(list) || !list.every((a) => typeof a === 'string')) {
    throw new Error(`not an exec-form list: ${args}`);
  }
  return list;
}

export function readDockerfile(root: string): Stage[] {
  return parseDockerfile(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
}

/** The last stage's CMD: how the image starts the server. */
export function imageCommand(root: string): string[] {
  const cmd = readDockerfile(root)
    .at(-1)!
    .instructions.filter((i) => i.op === 'CMD')
    .at(-1);
  if (!cmd) throw new Error('the Dockerfile has no CMD');
  return execForm(cmd.args);
}
