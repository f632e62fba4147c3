/**
 * The Node versions package.json promises are the ones every installed package accepts: the first
 * release of each line the range admits must satisfy each package's own `engines.node`, so no
 * dependency quietly needs a newer Node than the README says (issue 37: four needed Node 22).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const promised: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines
  .node;

/** Every package.json under node_modules, nested ones included. */
function installedPackages(dir: string, found: { name: string; file: string }[] = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const place = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      installedPackages(place, found);
      continue;
    }
    const file = path.join(place, 'package.json');
    try {
      readFileSync(file);
      found.push({ name: path.relative(path.join(root, 'node_modules'), place), file });
    } catch {
      continue;
    }
    try {
      installedPackages(path.join(place, 'node_modules'), found);
    } catch {}
  }
  return found;
}

/** The first version of each major line the range admits: 20.19.0, 22.13.0, 24.0.0. */
function firstOfEachLine(range: string): string[] {
  const firsts: string[] = [];
  for (let major = 18; major <= 30; major += 1) {
    const first = semver.minSatisfying(
      Array.from({ length: 40 }, (_, minor) => `${major}.${minor}.0`),
      range,
    );
    if (first) firsts.push(first);
  }
  return firsts;
}

describe('the Node versions the shop promises', () => {
  it('are Node 20, 22 and 24 onwards', () => {
    expect(firstOfEachLine(promised).slice(0, 3)).toEqual(['20.19.0', '22.13.0', '24.0.0']);
  });

  it('satisfy every installed package', () => {
    const refusing: string[] = [];
    for (const { name, file } of installedPackages(path.join(root, 'node_modules'))) {
      const engines = JSON.parse(readFileSync(file, 'utf8')).engines?.node;
      if (typeof engines !== 'string' || !semver.validRange(engines)) continue;
      for (const version of firstOfEachLine(promised)) {
        if (!semver.satisfies(version, engines))
          refusing.push(`${name} (${engines}) on ${version}`);
      }
    }
    expect(refusing).toEqual([]);
  });
});
