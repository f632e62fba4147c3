/**
 * The built index.html made into each page. A page that arrives rendered starts its chunks after
 * first paint (app-start.ts), so they do not compete with the stylesheet and the main picture.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '#shared/i18n/languages';
import { webDistDir } from '../../paths';
import { APP_START_SCRIPT } from './app-start';
import { escapeHtml, jsonForHtml } from './head-tags';

const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sajghor</title></head>
<body><div id="root"><p>The web app is not built yet: run <code>npm run build</code>.</p></div><!--app-data--></body></html>`;

const ENTRY_TAGS =
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

type ManifestChunk = { file: string; imports?: string[] };

/** Vite's manifest: which files a source module's chunk needs, to preload them with the page. */
function readManifest(distDir: string): Record<string, ManifestChunk> {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : {};
}

/** The first paint waits for the stylesheet, which Vite puts last in <head>: it goes first. */
function stylesFirst(html: string): string {
  const styles = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
  const rest = styles.reduce((page, link) => page.replace(link, ''), html);
  const links = styles.map((link) => `${link.trim()}\n    `).join('');
  return rest.replace('<title>', () => `${links}<title>`);
}

export type PageParts = {
  language: Language;
  head: string;
  chunks: string[];
  body: string;
  appData: string;
  /** A line above the page after a plain form was answered (page-notice.ts), or ''. */
  notice?: string;
};

/** A page without the app: the stylesheet, a title and a body, no scripts (the 503 page). */
export type PlainPageParts = { language: Language; title: string; body: string };

export type PageShell = {
  built: boolean;
  page(parts: PageParts): string;
  plainPage(parts: PlainPageParts): string;
};

export function loadPageShell(distDir = webDistDir): PageShell {
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  const template = stylesFirst(built ? readFileSync(indexFile, 'utf8') : NOT_BUILT_HTML);
  const renderedTemplate = template.replace(ENTRY_TAGS, '');
  const manifest = readManifest(distDir);
  const entry = manifest['index.html'];
  const entryImports = (entry?.imports ?? [])
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file !== undefined);
  // The entry's own imports load with it already: never listed again for a page.
  const entryFiles = new Set([entry?.file, ...entryImports]);
  // A handful of page kinds × two languages: each list is worked out once.
  const filesBySources = new Map<string, string[]>();

  function chunkFiles(sources: string[]): string[] {
    const key = sources.join('|');
    let files = filesBySources.get(key);
    if (!files) {
      const found = new Set<string>();
      const visit = (source: string) => {
        const chunk = manifest[source];
        if (!chunk || found.has(chunk.file)) return;
        for (const imported of chunk.imports ?? []) visit(imported);
        found.add(chunk.file);
      };
      for (const source of sources) visit(source);
      files = [...found].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
      filesBySources.set(key, files);
    }
    return files;
  }

  return {
    built,
    page({ language, head, chunks, body, appData, notice = '' }) {
      const files = chunkFiles(chunks);
      const rendered = body !== '' && entry !== undefined;
      const preloads = rendered
        ? []
        : files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
      const start = rendered
        ? `<script id="app-files" type="application/json">${jsonForHtml({
            entry: `/${entry.file}`,
            preload: [...entryImports.map((file) => `/${file}`), ...files],
          })}</script><script>${APP_START_SCRIPT}</script>`
        : '';
      return (rendered ? renderedTemplate : template)
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        .replace(/<title>[^<]*<\/title>/, () => [head, ...preloads].join('\n    '))
        .replace('<div id="root"></div>', () => `${notice}<div id="root">${body}</div>`)
        .replace('<!--app-data-->', () => `${appData}${start}`);
    },
    plainPage({ language, title, body }) {
      return (
        renderedTemplate
          .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
          .replace(
            /<title>[^<]*<\/title>/,
            () => `<title>${escapeHtml(title)}</title>\n    <meta name="robots" content="noindex">`,
          )
          // Whatever the root holds (the not-built template says so in it) gives way to the body.
          .replace(/<div id="root">.*?<\/div>/s, () => `<div id="root">${body}</div>`)
          .replace('<!--app-data-->', '')
      );
    },
  };
}
