import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  symlinkSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { envOf, execForm, lastOf, REPO_ROOT, splitFlags, type Stage } from './dockerfile.js';

/**
 * The files of the Dockerfile's runtime stage, laid out without Docker: its COPY instructions applied to a folder
 * (a build stage's `/app/...` is this checkout, built by `tsc -b`), and its `npm ci --omit=dev --workspace=...`
 * done from the packages already installed here: exactly those the lockfile gives the named workspaces outside
 * their devDependencies, as npm ci would install them (the same 375 packages, checked against a real
 * `npm ci --omit=dev --workspace=bff --workspace=schema` when this was written). Files are hard links where the
 * file system allows it, so a layout costs a second, not the 30 s and the network of a real install.
 */

interface LockEntry {
  version?: string;
  dev?: boolean;
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface RuntimeLayout {
  root: string;
  /** ENV of the stage. */
  env: Record<string, string>;
  /** CMD, exec form. */
  cmd: string[];
  /** HEALTHCHECK's command, exec form. */
  healthcheck: string[];
  /** Lockfile paths of the installed packages (`node_modules/x`, `bff/node_modules/y`). */
  packages: string[];
  /** COPY sources a build stage would have made that this checkout has not built (the client before `npm run build`). */
  notBuilt: string[];
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The lock entry `name` resolves to from the package at lockfile path `from`, as Node looks up node_modules. */
function resolveInLock(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return key;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent >= 0 ? dir.slice(0, parent) : '';
  }
}

/**
 * What `npm ci --omit=dev --workspace=<each>` installs: the workspaces' dependencies (never their
 * devDependencies), and theirs, peers included (npm installs a peer the lockfile holds, optional or not).
 */
export function productionPackages(workspaces: readonly string[]): { packages: string[]; links: Map<string, string> } {
  const { packages } = readJson<{ packages: Record<string, LockEntry> }>(`${REPO_ROOT}package-lock.json`);
  const seen = new Set<string>();
  const links = new Map<string, string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = packages[key];
    if (!entry) throw new Error(`package-lock.json has no ${key}`);
    if (entry.link) return visit(entry.resolved!);
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies })) {
      const found = resolveInLock(packages, key, name);
      if (!found) {
        if (entry.dependencies?.[name]) throw new Error(`package-lock.json: ${key} needs ${name}, which it does not hold`);
        continue; // an optional dependency for another platform, or a peer nobody installed
      }
      if (packages[found]?.link) links.set(found, packages[found].resolved!);
      visit(found);
    }
  };
  for (const workspace of workspaces) {
    links.set(`node_modules/@foodspot/${workspace}`, workspace);
    visit(workspace);
  }
  return { packages: [...seen].filter((key) => key.includes('node_modules/') && !packages[key]?.link).sort(), links };
}

/** Hard-links (or copies) a file tree; `skip` names entries of the top folder to leave out. */
function linkTree(from: string, to: string, skip: ReadonlySet<string> = new Set()) {
  const stat = lstatSync(from);
  if (stat.isSymbolicLink()) return symlinkSync(readlinkSync(from), to);
  if (stat.isFile()) {
    mkdirSync(path.dirname(to), { recursive: true });
    try {
      return linkSync(from, to);
    } catch {
      return copyFileSync(from, to);
    }
  }
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) if (!skip.has(entry)) linkTree(path.join(from, entry), path.join(to, entry));
}

/** A COPY source with a `*` in its last segment, expanded in this checkout. */
function expand(source: string): string[] {
  const name = path.basename(source);
  if (!name.includes('*')) return [source];
  const dir = path.dirname(source);
  const pattern = new RegExp(`^${name.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
  return readdirSync(path.join(REPO_ROOT, dir))
    .filter((entry) => pattern.test(entry))
    .map((entry) => path.posix.join(dir, entry));
}

/**
 * Lays out `stage` (the runtime stage) in `root`. A COPY from another stage must take that stage's WORKDIR
 * output (`/app/...`, this checkout); its only RUN must be the production `npm ci`.
 */
export function layOutRuntimeStage(stages: readonly Stage[], stage: Stage, root: string): RuntimeLayout {
  let workdir = '/';
  const notBuilt: string[] = [];
  let installed: string[] | undefined;
  for (const { keyword, args } of stage.instructions) {
    if (keyword === 'WORKDIR') {
      workdir = path.posix.resolve(workdir, args);
      mkdirSync(path.join(root, workdir), { recursive: true });
    } else if (keyword === 'COPY') {
      const { flags, rest } = splitFlags(args);
      const words = rest.split(/\s+/);
      const destination = path.posix.resolve(workdir, words.pop()!);
      let sources = words;
      if (flags['from']) {
        const from = stages.find((candidate) => candidate.name === flags['from']);
        if (!from) throw new Error(`COPY --from=${flags['from']}: no such stage`);
        const fromWorkdir = path.posix.resolve('/', lastOf(from, 'WORKDIR').args);
        sources = words.map((source) => {
          if (!source.startsWith(`${fromWorkdir}/`))
            throw new Error(`COPY --from=${flags['from']} ${source}: not under the stage's WORKDIR ${fromWorkdir}`);
          return source.slice(fromWorkdir.length + 1);
        });
      }
      for (const source of sources.flatMap(expand)) {
        const from = path.join(REPO_ROOT, source);
        if (!existsSync(from)) {
          if (flags['from'] && source.startsWith('client/')) {
            notBuilt.push(source);
            continue;
          }
          throw new Error(`COPY ${source}: not in this checkout${flags['from'] ? ' (run `npx tsc -b`)' : ''}`);
        }
        const into = rest.trim().endsWith('/') || sources.length > 1 ? path.join(destination, path.basename(source)) : destination;
        linkTree(from, path.join(root, into));
      }
    } else if (keyword === 'RUN') {
      const workspaces = [...args.matchAll(/--workspace[= ](\S+)/g)].map((match) => match[1]!);
      if (!/^npm ci .*--omit=dev/.test(args) || workspaces.length === 0)
        throw new Error(`RUN ${args}: the runtime stage's only RUN is expected to be \`npm ci --omit=dev --workspace=...\``);
      const { packages, links } = productionPackages(workspaces);
      for (const key of packages) linkTree(path.join(REPO_ROOT, key), path.join(root, workdir, key), new Set(['node_modules']));
      for (const [key, target] of links) {
        const at = path.join(root, workdir, key);
        mkdirSync(path.dirname(at), { recursive: true });
        symlinkSync(path.relative(path.dirname(at), path.join(root, workdir, target)), at);
      }
      installed = packages;
    }
  }
  if (!installed) throw new Error('the runtime stage installs no packages');
  const healthcheck = splitFlags(lastOf(stage, 'HEALTHCHECK').args).rest.replace(/^CMD\s+/, '');
  return {
    root: path.join(root, workdir),
    env: envOf(stage),
    cmd: execForm(lastOf(stage, 'CMD').args),
    healthcheck: execForm(healthcheck),
    packages: installed,
    notBuilt,
  };
}

const IMPORT =
  /(?:^|[\s;}])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
const BUILTINS = new Set(builtinModules);

export interface ImportClosure {
  /** Files loaded, relative to the layout. */
  modules: string[];
  /** Bare imports that name a package, with the workspace file that imports it. */
  packages: { name: string; importer: string }[];
  /** Bare imports with no package of that name in the layout's node_modules (seen from the importer). */
  missing: { name: string; importer: string }[];
}

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Every module the entries load (static imports, re-exports and literal dynamic imports, followed through our
 * own files and our workspaces' `exports`), and the packages they name, looked up as Node would from each file.
 */
export function importClosure(linkedRoot: string, entries: readonly string[]): ImportClosure {
  const root = realpathSync(linkedRoot);
  const modules = new Set<string>();
  const packages: ImportClosure['packages'] = [];
  const missing: ImportClosure['missing'] = [];
  const visit = (linked: string) => {
    // As Node does: a module is its real path (a workspace is a symlink in node_modules).
    const file = realpathSync(linked);
    const relative = path.relative(root, file);
    if (modules.has(relative)) return;
    modules.add(relative);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3]!;
      if (specifier.startsWith('.')) {
        visit(path.resolve(path.dirname(file), specifier));
        continue;
      }
      if (specifier.startsWith('node:') || BUILTINS.has(specifier)) continue;
      const name = packageName(specifier);
      packages.push({ name, importer: relative });
      const dir = packageDirFrom(root, path.dirname(file), name);
      if (!dir) {
        missing.push({ name, importer: relative });
        continue;
      }
      // Our own workspaces (symlinked, as npm links them) are followed into their files.
      if (name.startsWith('@foodspot/')) {
        const exports = readJson<{ exports: Record<string, { default: string }> }>(path.join(dir, 'package.json')).exports;
        const subpath = `.${specifier.slice(name.length)}`;
        const target = exports[subpath]?.default;
        if (!target) throw new Error(`${name} exports no ${subpath} (imported by ${relative})`);
        visit(path.join(dir, target));
      }
    }
  };
  for (const entry of entries) visit(path.join(root, entry));
  return { modules: [...modules].sort(), packages, missing };
}

function packageDirFrom(root: string, dir: string, name: string): string | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    const candidate = path.join(current, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (current === root || !current.startsWith(root)) return undefined;
  }
}
