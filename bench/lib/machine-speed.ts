// How fast this machine runs JavaScript on one core, so that readings taken on different machines
// can be told apart: the pages section's CPU per page and Lighthouse's blocking time move with the
// core's speed (the same build read 4.1 ms per product page on one machine and 6.36 ms on another,
// and Lighthouse 95 and 75 on the listing; docs/performance.md, "2026-12-05, night").

/** One pass of the fixed work: JSON written and read, strings split and joined, a sort, a map. */
function fixedWork(): number {
  const rows = Array.from({ length: 20_000 }, (_, index) => ({
    id: `product-${(index * 7919) % 20_000}`,
    name: `کارتی بزنس ${index} business card`,
    price: ((index * 104_729) % 1_000_000) / 100,
    tags: ['print', 'card', String(index % 13)],
  }));
  const read = JSON.parse(JSON.stringify(rows)) as typeof rows;
  read.sort((a, b) => a.id.localeCompare(b.id));
  const byTag = new Map<string, number>();
  let length = 0;
  for (const row of read) {
    const words = row.name.split(' ');
    length += words.join('-').length;
    const tag = row.tags[2] ?? '';
    byTag.set(tag, (byTag.get(tag) ?? 0) + row.price);
  }
  return length + byTag.size;
}

/**
 * The median time in ms of five passes of a fixed piece of work, after one pass to warm up, in
 * this process (lower is faster). It reads one core, whatever else the machine is doing at that
 * moment: taken before the section's servers start.
 */
export function referenceWorkMs(passes = 5): number {
  fixedWork();
  const times: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    const started = process.hrtime.bigint();
    fixedWork();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)] ?? NaN);
}
