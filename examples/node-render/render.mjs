// Usage: node render.mjs <chart.json> <output folder>
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatParseIssues, parseChart } from 'statradar';
import { renderPng, renderSvg } from 'statradar/node';

const [input = 'chart.json', outputFolder = 'out'] = process.argv.slice(2);
// Files are an edge: validate with the engine's parser, which names every problem with its path.
const parsed = parseChart(JSON.parse(readFileSync(input, 'utf8')));
if (!parsed.ok) {
  console.error(`${input} is not a valid chart:\n${formatParseIssues(parsed.errors)}`);
  process.exit(1);
}
if (parsed.warnings.length > 0) console.warn(formatParseIssues(parsed.warnings));

// Exports stand alone, so they carry the chart name as title, a legend saying which colour is
// which data set (with its area %), and a source line.
const { description } = parsed.value.metadata;
const options = {
  width: 600,
  background: '#ffffff',
  title: true,
  legend: { position: 'bottom' },
  // A caption is a line of text (at most 1,000 characters): a longer description stays out.
  caption: description.length <= 1000 ? description : undefined,
  watermark: 'Made with StatRadar',
};
mkdirSync(outputFolder, { recursive: true });
writeFileSync(join(outputFolder, 'chart.svg'), renderSvg(parsed.value, options));
writeFileSync(join(outputFolder, 'chart.png'), await renderPng(parsed.value, { ...options, pixelRatio: 2 }));
console.log(`Wrote ${join(outputFolder, 'chart.svg')} and ${join(outputFolder, 'chart.png')}`);
