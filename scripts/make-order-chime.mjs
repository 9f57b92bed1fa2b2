// Writes the console's new-order chime (apps/console/src/assets/new-order.wav): two short sine
// notes, 8-bit mono at 8 kHz, a few kilobytes, made here so no sound is downloaded from anywhere.
// Run it again after changing the notes: `node scripts/make-order-chime.mjs`.
import { writeFileSync } from 'node:fs';

const RATE = 8000;
const NOTES = [
  { hz: 880, ms: 110 },
  { hz: 1320, ms: 170 },
];

const samples = [];
for (const { hz, ms } of NOTES) {
  const count = Math.round((RATE * ms) / 1000);
  for (let i = 0; i < count; i += 1) {
    // A quick rise and a decay, so the note neither clicks nor rings on.
    const envelope = Math.min(1, i / 80) * Math.exp((-3 * i) / count);
    samples.push(Math.round(128 + 90 * envelope * Math.sin((2 * Math.PI * hz * i) / RATE)));
  }
}

const data = Buffer.from(samples);
const header = Buffer.alloc(44);
header.write('RIFF', 0, 'ascii');
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8, 'ascii');
header.write('fmt ', 12, 'ascii');
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE, 28); // bytes per second: 1 byte a sample
header.writeUInt16LE(1, 32); // block align
header.writeUInt16LE(8, 34); // bits per sample
header.write('data', 36, 'ascii');
header.writeUInt32LE(data.length, 40);

const target = new URL('../apps/console/src/assets/new-order.wav', import.meta.url);
writeFileSync(target, Buffer.concat([header, data]));
console.log(`wrote ${target.pathname} (${44 + data.length} bytes)`);
