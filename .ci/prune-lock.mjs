#!/usr/bin/env node
// @ts-check
// The npm registry this workplace reaches lacks some platform-specific optional packages
// (e.g. @rspack/binding-darwin-arm64). `npm install` skips them, but then `npm ci` rejects
// the lock file as "Missing: … from lock file". This removes optional dependencies that have
// no entry in the lock, so `npm ci` installs exactly what the lock holds. Run it after
// changing dependencies: `npm install && node .ci/prune-lock.mjs` (another lock file as the
// argument: `node .ci/prune-lock.mjs bench/package-lock.json`).
import fs from 'node:fs';

const file = process.argv[2] ?? new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const present = new Set(Object.keys(lock.packages).map((k) => k.replace(/^.*node_modules\//, '')));
let removed = 0;
for (const entry of Object.values(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!present.has(name)) {
      delete entry.optionalDependencies[name];
      removed++;
    }
  }
  if (entry.optionalDependencies && !Object.keys(entry.optionalDependencies).length)
    delete entry.optionalDependencies;
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `prune-lock: ${process.argv[2] ?? 'package-lock.json'}: removed ${removed} optional dependencies the registry does not have`,
);
