import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The SDL files sit in the package root, one per domain; dist/ is one level below.
const schemaDir = fileURLToPath(new URL('..', import.meta.url));

export const typeDefs: string[] = readdirSync(schemaDir)
  .filter((name) => name.endsWith('.graphql'))
  .sort()
  .map((name) => readFileSync(`${schemaDir}/${name}`, 'utf8'));
