/**
 * The docs keep up with the code: docs/configuration.md (and .env.example) list exactly the settings
 * config.ts reads, and every relative link in the README and the docs leads to a file (and heading)
 * that exists.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The setting names in the first column of the tables under one `## ` heading. */
function namesUnder(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/configuration.md has no "## ${heading}"`);
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => line.split('|')[1]?.match(/`[A-Z][A-Z0-9_]*`/g) ?? [])
    .map((name) => name.slice(1, -1));
}

/** Source files of the tests, bench and tools, where the tools' settings are read. */
function toolSources(): string {
  const folders = ['bench', 'tests', 'scripts', 'e2e', 'src'];
  const files = folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|mjs|sh)$/.test(file) && !file.endsWith('config-docs.test.ts'))
      .map((file) => path.join(folder, file)),
  );
  const configs = readdirSync(root).filter((file) => /^vite(st)?[.\w]*\.config\.ts$/.test(file));
  return [...files, ...configs].map(read).join('\n');
}

describe('docs/configuration.md', () => {
  const docs = read('docs/configuration.md');
  const shopSettings = namesUnder(docs, 'Settings of the shop');
  const toolSettings = namesUnder(docs, 'Settings of the tests, the bench and the tools');
  const schemaNames = Object.keys(envSchema.shape);

  it("lists every setting config.ts's envSchema reads, and no other, in the shop's table", () => {
    expect(schemaNames.filter((name) => !shopSettings.includes(name))).toEqual([]);
    expect(shopSettings.filter((name) => !schemaNames.includes(name))).toEqual([]);
  });

  it('has every setting of the shop in .env.example too', () => {
    const example = read('.env.example');
    const absent = schemaNames.filter((name) => !new RegExp(`^${name}=`, 'm').test(example));
    expect(absent).toEqual([]);
  });

  it('lists every variable config.ts reads outside its schema among the tools', () => {
    const readDirectly = [...read('src/server/config.ts').matchAll(/process\.env\.([A-Z0-9_]+)/g)]
      .map((match) => match[1] ?? '')
      .filter((name) => !schemaNames.includes(name));
    expect(readDirectly.filter((name) => !toolSettings.includes(name))).toEqual([]);
  });

  it("names only tools' settings that some test, bench or script reads", () => {
    const sources = toolSources();
    const unread = toolSettings.filter(
      (name) => schemaNames.includes(name) || !new RegExp(`\\b${name}\\b`).test(sources),
    );
    expect(unread).toEqual([]);
  });
});

/** README.md, CONTRIBUTING.md, bench's README and results, and everything under docs/. */
function markdownFiles(): string[] {
  const under = (folder: string) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) => path.join(folder, file));
  const results = existsSync(path.join(root, 'bench/results')) ? under('bench/results') : [];
  return ['README.md', 'CONTRIBUTING.md', 'bench/README.md', ...under('docs'), ...results];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsIn(markdown: string): string[] {
  return withoutCode(markdown)
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => anchorOf(line.replace(/^#+ /, '').trim()));
}

/** The text outside fenced blocks and inline code, where a bracket is not a link. */
const withoutCode = (markdown: string) =>
  markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** Every link and picture in a page's prose: `[text](target)` and `<img src="target">`. */
function linkTargets(markdown: string): string[] {
  const prose = withoutCode(markdown);
  return [
    ...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g),
    ...prose.matchAll(/<img [^>]*src="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
}

/** Why a relative link from `file` leads nowhere, or null when it leads somewhere. */
function brokenLink(file: string, target: string): string | null {
  if (/^[a-z]+:/i.test(target)) return null;
  const [pathPart = '', anchor] = target.split('#');
  const resolved = pathPart
    ? path.resolve(root, path.dirname(file), decodeURIComponent(pathPart))
    : path.join(root, file);
  if (path.relative(root, resolved).startsWith('..')) return 'outside the repository';
  if (!existsSync(resolved)) return 'no such file';
  const isMarkdown = statSync(resolved).isFile() && resolved.endsWith('.md');
  if (anchor && isMarkdown && !anchorsIn(readFileSync(resolved, 'utf8')).includes(anchor)) {
    return 'no such heading';
  }
  return null;
}

describe('links in the README and the docs', () => {
  it('lead to files and headings that exist inside the repository', () => {
    const broken = markdownFiles().flatMap((file) =>
      linkTargets(read(file)).flatMap((target) => {
        const why = brokenLink(file, target);
        return why ? [`${file}: ${target} (${why})`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});
