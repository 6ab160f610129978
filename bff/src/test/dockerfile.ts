import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Reading the repository's Dockerfile and .dockerignore without Docker (no engine runs on the machines that run
 * the tests): enough of the syntax for what our Dockerfile uses, and a refusal of anything else, so the tests
 * never judge an instruction they did not understand.
 */

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Instruction {
  keyword: string;
  /** Everything after the keyword, continuation lines joined. */
  args: string;
}

export interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

const KNOWN = new Set(['FROM', 'ARG', 'ENV', 'WORKDIR', 'COPY', 'RUN', 'USER', 'EXPOSE', 'HEALTHCHECK', 'CMD']);

export function parseDockerfile(text: string): Stage[] {
  const logical: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    logical.push(pending + line);
    pending = '';
  }
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword = '', args = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (!KNOWN.has(upper)) throw new Error(`Dockerfile: the tests do not know the instruction ${JSON.stringify(line)}`);
    if (upper === 'FROM') {
      const [image = '', as, name] = args.split(/\s+/);
      if (as !== undefined && as.toUpperCase() !== 'AS') throw new Error(`Dockerfile: cannot read ${JSON.stringify(line)}`);
      stages.push({ image, name, instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`Dockerfile: ${upper} before the first FROM`);
    stage.instructions.push({ keyword: upper, args });
  }
  return stages;
}

export function readDockerfile(): Stage[] {
  return parseDockerfile(readFileSync(`${REPO_ROOT}Dockerfile`, 'utf8'));
}

/** The exec form (a JSON array) of CMD, HEALTHCHECK's CMD or RUN; the shell form is refused. */
export function execForm(args: string): string[] {
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((item): item is string => typeof item === 'string')) throw new Error(`not an exec form: ${args}`);
  return parsed;
}

export const instructionsOf = (stage: Stage, keyword: string) => stage.instructions.filter((instruction) => instruction.keyword === keyword);

/** The only (or last) instruction of a kind in a stage: what the image keeps. */
export function lastOf(stage: Stage, keyword: string): Instruction {
  const found = instructionsOf(stage, keyword).at(-1);
  if (!found) throw new Error(`the ${stage.name ?? stage.image} stage has no ${keyword}`);
  return found;
}

/** `--flag=value` options and the words after them (COPY's sources and destination, HEALTHCHECK's command). */
export function splitFlags(args: string): { flags: Record<string, string>; rest: string } {
  const flags: Record<string, string> = {};
  let rest = args.trim();
  for (let match = /^--([\w-]+)=(\S+)\s*/.exec(rest); match; match = /^--([\w-]+)=(\S+)\s*/.exec(rest)) {
    flags[match[1]!] = match[2]!;
    rest = rest.slice(match[0].length);
  }
  return { flags, rest };
}

/** ENV `KEY=value` pairs (values without spaces or quotes: all ours are). */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { args } of instructionsOf(stage, 'ENV')) {
    for (const pair of args.split(/\s+/)) {
      const index = pair.indexOf('=');
      if (index <= 0) throw new Error(`ENV ${args}: the tests read KEY=value pairs only`);
      env[pair.slice(0, index)] = pair.slice(index + 1);
    }
  }
  return env;
}

/**
 * Whether .dockerignore leaves `path` (relative to the context, with `/`) out of the build context: a pattern
 * matches the path or one of its parent folders; `*` is any run of characters but `/`, `**` any number of folders.
 * (No `!` exceptions: the tests refuse a file that has them.)
 */
export function dockerIgnores(patterns: readonly string[], path: string): boolean {
  const parts = path.split('/');
  const candidates = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
  return patterns.some((pattern) => {
    const source = pattern
      .replace(/^\/+|\/+$/g, '')
      .split(/(\*\*\/|\*|\?)/)
      .map((token) => {
        if (token === '**/') return '(?:.*/)?';
        if (token === '*') return '[^/]*';
        if (token === '?') return '[^/]';
        return token.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    const regex = new RegExp(`^${source}$`);
    return candidates.some((candidate) => regex.test(candidate));
  });
}

export function readDockerignore(): string[] {
  const patterns = readFileSync(`${REPO_ROOT}.dockerignore`, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  if (patterns.some((pattern) => pattern.startsWith('!'))) throw new Error('.dockerignore: the tests do not read ! exceptions');
  return patterns;
}
