// CPU of the server's drawing alone, of several web builds side by side in one process
// (docs/performance.md, issue 34's fourth round): each build's renderer (dist/.server/
// server-render.js) draws the same pages from the same answers, the builds taking turns batch by
// batch, so they share the heap and the machine's moment; CPU from process.cpuUsage() (every
// thread), the median of the batches. Medians repeat within ±3 % where the HTTP side-by-side
// (page-cpu-side-by-side.mjs) moves ±10 % a batch. It checks that every build draws the same markup.
//
// The answers are captured once from a running shop seeded with bench products (bench-cli.js
// --products 10000), into --answers; the frame's shared reads are handed over parsed and frozen,
// as the API hands its kept answers (web/renderer.ts).
//
// usage: node bench/draw-side-by-side.mjs webDist ... [--kind product|listing] [--batches 16]
//        [--batch 200] [--answers /tmp/answers-<kind>.json] [--capture http://127.0.0.1:3000]
//        [--keep 124] (keep the last N pages drawn, as the API keeps drawn pages)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const kind = opt('--kind', 'product');
const batches = Number(opt('--batches', 16));
const batch = Number(opt('--batch', 200));
const keep = Number(opt('--keep', 0));
const capture = opt('--capture', undefined);
const answersFile = opt('--answers', `/tmp/answers-${kind}.json`);
const dists = args.filter((arg, at) => !arg.startsWith('--') && !args[at - 1]?.startsWith('--'));
if (dists.length === 0) throw new Error('Name at least one web build (apps/web/dist).');

const translations = Object.fromEntries(
  ['kr', 'ar', 'en'].map((language) => [
    language,
    JSON.parse(
      readFileSync(path.join(dists[0], 'assets/locales', language, 'translation.json'), 'utf8'),
    ),
  ]),
);
const answers = existsSync(answersFile) ? JSON.parse(readFileSync(answersFile, 'utf8')) : {};
/** The frame's reads the API keeps and hands over parsed (categories, contacts, settings, rate). */
const KEPT = /get-categorys|get-categories-subCategories|shop-contacts|shop-settings|currencyIQD/;
const freeze = (value) => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) freeze(inner);
  }
  return value;
};
const keptData = new Map();
async function callApi(request) {
  let answer = answers[request.url];
  if (!answer) {
    if (!capture) throw new Error(`No answer captured for ${request.url}: run with --capture.`);
    const response = await fetch(capture + request.url, { headers: request.headers });
    answer = answers[request.url] = {
      status: response.status,
      headers: { 'content-type': response.headers.get('content-type') },
      body: await response.text(),
    };
  }
  if (!KEPT.test(request.url)) return answer;
  if (!keptData.has(request.url)) keptData.set(request.url, freeze(JSON.parse(answer.body)));
  return { ...answer, data: keptData.get(request.url) };
}

const categories =
  kind === 'listing'
    ? JSON.parse(
        (await callApi({ method: 'GET', url: '/api/home/get-categorys', headers: {} })).body,
      ).categorys.map((category) => category._id)
    : [];
const urls = Array.from({ length: 200 }, (_, k) =>
  kind === 'product'
    ? `/product/details/bench-${(k * 37) % 10000}`
    : `/products?categoryId=${categories[k % categories.length]}&pageNumber=${1 + (Math.floor(k / categories.length) % 5)}&highPrice=${100000 + Math.floor(k / (categories.length * 5))}`,
);

const renderers = [];
for (const dist of dists) {
  const entry = pathToFileURL(path.resolve(dist, '.server/server-render.js')).href;
  const { createServerRenderer } = await import(entry);
  renderers.push(createServerRenderer({ translations, siteOrigin: 'https://chapkhana.example' }));
}
const kept = [];
async function draw(renderer, count) {
  let page;
  for (let i = 0; i < count; i++) {
    page = await renderer.render({ url: urls[i % urls.length], language: 'kr', callApi });
    if (keep > 0 && kept.push(page) > keep) kept.shift();
  }
  return page;
}

// A warm-up that also captures, then the markup compared: the same pages must be drawn.
const last = [];
for (const renderer of renderers) last.push(await draw(renderer, urls.length));
if (capture) writeFileSync(answersFile, JSON.stringify(answers));
for (const [at, page] of last.entries()) {
  if (page.html === last[0].html) continue;
  const files = [0, at].map((which) => path.join(tmpdir(), `drawn-${kind}-${which}.html`));
  writeFileSync(files[0], last[0].html);
  writeFileSync(files[1], page.html);
  throw new Error(`${dists[at]} draws other markup than ${dists[0]}: compare ${files.join(' ')}.`);
}

const figures = renderers.map(() => []);
for (let round = 0; round < batches; round++) {
  for (let turn = 0; turn < renderers.length; turn++) {
    const at = round % 2 ? renderers.length - 1 - turn : turn;
    const before = process.cpuUsage();
    await draw(renderers[at], batch);
    const used = process.cpuUsage(before);
    figures[at].push((used.user + used.system) / 1000 / batch);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [at, dist] of dists.entries()) {
  console.log(
    `${kind} ${dist}: median ${median(figures[at]).toFixed(2)} ms a page drawn, least ${Math.min(...figures[at]).toFixed(2)}`,
  );
}
