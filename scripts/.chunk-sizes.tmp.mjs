import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const dir = 'dist/web/assets';
const name = process.argv[2];
const file = readdirSync(dir).find((f) => f.startsWith(name) && f.endsWith('.js'));
const code = readFileSync(`${dir}/${file}`, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(`${dir}/${file}.map`, 'utf8')));
const lines = code.split('\n');
const bySource = new Map();
let prev = null;
map.eachMapping((m) => {
  if (prev) {
    const key = prev.source ?? '?';
    let len;
    if (m.generatedLine === prev.generatedLine) len = m.generatedColumn - prev.generatedColumn;
    else len = lines[prev.generatedLine - 1].length - prev.generatedColumn;
    bySource.set(key, (bySource.get(key) ?? 0) + len);
  }
  prev = m;
});
const groups = new Map();
for (const [src, n] of bySource) {
  const m = src.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  const g = m ? m[1] : src.replace(/^.*src\//, 'src/');
  groups.set(g, (groups.get(g) ?? 0) + n);
}
console.log(file, code.length, 'gzip', gzipSync(code).length);
for (const [g, n] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(n).padStart(8), g);
