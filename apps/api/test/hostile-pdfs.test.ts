/**
 * Files that ask for far more work than their size (docs/security.md, issue 33's first
 * finding): they are refused as too complex, read in a child process the server can kill, and
 * the server keeps answering while they are read.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { FileInspector, PreflightBusy, processorTimeMs } from '../src/lib/file-inspector';
import { type ArtworkExpectation, preflightArtwork } from '../src/lib/preflight';
import { TooComplexPdf } from '../src/lib/preflight-pdf';
import { artworkCheckUnderWay } from '../src/modules/print/service';
import { upload } from './helpers/console';
import { createCustomer } from './helpers/customers';
import { insertCategory } from './helpers/fixtures';
import {
  pdfDrawingOneFormOften,
  pdfOfBrackets,
  pdfOfNestedForms,
  pdfWithActiveContent,
  pdfWithManyObjectStreams,
} from './helpers/hostile-pdfs';
import { CARD_CHOICE, insertPrintProduct, pdfOf } from './helpers/print-orders';
import { HELD_LOOP_MS, healthWhile } from './helpers/responsiveness';
import { listeningTestApp } from './helpers/sockets';
import { createSignedInSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';
import { UNTIL } from './helpers/waiting';

const card: ArtworkExpectation = { trim: { widthMm: 85, heightMm: 55 }, bleedMm: 3, sides: 1 };
const tooComplex = { code: 'file_too_complex', severity: 'error', params: {} };

describe('preflight of files that ask for more work than their size', () => {
  it('refuses a 2 KB file whose form of 1 MiB of numbers is drawn 100 times', async () => {
    const file = await pdfDrawingOneFormOften(1, 100);
    expect(file.length).toBeLessThan(4096);
    expect(await preflightArtwork(file, card)).toMatchObject({
      findings: [tooComplex],
      refused: true,
    });
  });

  it('refuses forms nested 4 deep, each drawing the next 5 times', async () => {
    const file = await pdfOfNestedForms(4, 5, 1);
    expect(file.length).toBeLessThan(8192);
    expect(await preflightArtwork(file, card)).toMatchObject({
      findings: [tooComplex],
      refused: true,
    });
  });

  it('refuses 20 object streams of 64 MiB each, counted together', async () => {
    const result = await preflightArtwork(await pdfWithManyObjectStreams(20, 64), card);
    expect(result).toMatchObject({ findings: [tooComplex], refused: true });
  });

  it('still reads a logo form drawn a few times, and a few object streams within the limit', async () => {
    const logo = await preflightArtwork(await pdfDrawingOneFormOften(0.1, 10), null);
    expect(logo).toMatchObject({ pages: 1, refused: false });
    const streams = await preflightArtwork(await pdfWithManyObjectStreams(3, 1), null);
    expect(streams).toMatchObject({ pages: 1, refused: false });
  });

  it('warns of scripts, launch actions and attached files, and keeps the file', async () => {
    const result = await preflightArtwork(await pdfWithActiveContent(), null);
    expect(result.refused).toBe(false);
    expect(result.findings).toEqual([
      {
        code: 'pdf_active_content',
        severity: 'warning',
        params: { kinds: 'embedded_file, javascript, launch' },
      },
    ]);
    // A plain file says nothing of the kind.
    const plain = await preflightArtwork(await pdfOf(), null);
    expect(plain.findings).toEqual([]);
  });
});

describe('the supervisor of the PDF reading child', () => {
  const misbehaving = {
    path: fileURLToPath(new URL('./fixtures/inspector-child.mjs', import.meta.url)),
    execArgv: [],
  };
  const file = (text: string) => new Uint8Array(Buffer.from(text));
  const gone = (pid: number) => {
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      return true;
    }
  };

  it('kills a child that reads past the time limit and gives the next file a new one', async () => {
    const inspector = new FileInspector(
      { cpuMs: 2000, wallClockMs: 60_000, heapMb: 64, queue: 4 },
      misbehaving,
    );
    try {
      const hung = inspector.inspect('pdf', file('hang'));
      await vi.waitFor(() => expect(inspector.pid).toBeTypeOf('number'), UNTIL);
      const pid = inspector.pid as number;
      await expect(hung).rejects.toBeInstanceOf(TooComplexPdf);
      await vi.waitFor(() => expect(gone(pid)).toBe(true), UNTIL);
      expect(await inspector.inspect('pdf', file('fine'))).toMatchObject({ pages: 4 });
      expect(inspector.pid).not.toBe(pid);
    } finally {
      inspector.close();
    }
  });

  it('counts a file’s processor time: a child given no core past the limit is waited for', async () => {
    const inspector = new FileInspector(
      { cpuMs: 300, wallClockMs: 60_000, heapMb: 64, queue: 4 },
      misbehaving,
    );
    try {
      // This machine tells processor time (Linux's /proc), so the limit is not the clock's.
      expect(processorTimeMs(process.pid)).toBeGreaterThan(0);
      expect(await inspector.inspect('pdf', file('nap.'))).toMatchObject({ pages: 4 });
    } finally {
      inspector.close();
    }
  });

  it('kills a child that answers nothing for longer than the clock’s limit', async () => {
    const inspector = new FileInspector(
      { cpuMs: 60_000, wallClockMs: 500, heapMb: 64, queue: 4 },
      misbehaving,
    );
    try {
      await expect(inspector.inspect('pdf', file('idle'))).rejects.toBeInstanceOf(TooComplexPdf);
      expect(await inspector.inspect('pdf', file('after'))).toMatchObject({ pages: 5 });
    } finally {
      inspector.close();
    }
  });

  it('refuses a file whose reading dies of the heap cap, and reads the next', async () => {
    const inspector = new FileInspector(
      { cpuMs: 120_000, wallClockMs: 120_000, heapMb: 48, queue: 4 },
      misbehaving,
    );
    try {
      await expect(inspector.inspect('pdf', file('heap'))).rejects.toBeInstanceOf(TooComplexPdf);
      expect(await inspector.inspect('pdf', file('after'))).toMatchObject({ pages: 5 });
    } finally {
      inspector.close();
    }
  });

  it('says the child did not start, as a fault of the server, instead of blaming the file', async () => {
    const inspector = new FileInspector(
      { cpuMs: 2000, wallClockMs: 60_000, heapMb: 64, queue: 4 },
      {
        path: fileURLToPath(new URL('./fixtures/missing-child.mjs', import.meta.url)),
        execArgv: [],
      },
    );
    try {
      const failure = await inspector.inspect('pdf', file('fine')).catch((error: unknown) => error);
      expect(failure).not.toBeInstanceOf(TooComplexPdf);
      expect(String(failure)).toMatch(/did not start: .*Cannot find module/s);
    } finally {
      inspector.close();
    }
  });

  it('refuses files past its queue at once, and reads those it took in order', async () => {
    const inspector = new FileInspector(
      { cpuMs: 2000, wallClockMs: 60_000, heapMb: 64, queue: 2 },
      misbehaving,
    );
    try {
      const taken = [inspector.inspect('pdf', file('hang')), inspector.inspect('pdf', file('ab'))];
      const third = inspector.inspect('pdf', file('abc'));
      const fourth = inspector.inspect('pdf', file('abcd'));
      await expect(fourth).rejects.toBeInstanceOf(PreflightBusy);
      await expect(taken[0]).rejects.toBeInstanceOf(TooComplexPdf);
      expect(await taken[1]).toMatchObject({ pages: 2 });
      expect(await third).toMatchObject({ pages: 3 });
    } finally {
      inspector.close();
    }
  });
});

describe('the shop while hostile files are checked', () => {
  let shop: TestApp;
  let url: string;
  let productId: string;

  beforeAll(async () => {
    ({ shop, url } = await listeningTestApp());
    const seller = await createSignedInSeller(shop, 'Hawler Print');
    const category = await insertCategory(shop.database.db);
    productId = (
      await insertPrintProduct(shop.database.db, {
        sellerId: seller.sellerId,
        categoryId: category.id,
      })
    ).id;
  });
  afterAll(() => shop.close());

  const uploadArtwork = (token: string, content: Buffer) =>
    upload(shop, 'POST', PRINT_ROUTES.artwork, token, [
      { name: 'productId', value: productId },
      { name: 'options', value: JSON.stringify(CARD_CHOICE) },
      { name: 'file', filename: 'card.pdf', content, type: 'application/pdf' },
    ]);

  it(
    'answers /api/health while the worst files are read, one per customer, never waiting on them',
    { timeout: 180_000 },
    async () => {
      const files = [
        await pdfDrawingOneFormOften(1, 100),
        await pdfOfNestedForms(4, 5, 1),
        await pdfWithManyObjectStreams(20, 64),
        pdfOfBrackets(4),
      ];
      const customers = await Promise.all(files.map(() => createCustomer(shop)));
      const goodFile = await pdfOf();
      const uploads = Promise.all(
        files.map((content, n) => uploadArtwork(customers[n]?.token as string, content)),
      );
      const health = healthWhile(url, uploads);
      // The same customer's second file while the first is still being checked: sent once the
      // first is (the two requests would otherwise race to the check, and a busy machine let the
      // second win).
      await vi.waitFor(() => expect(artworkCheckUnderWay(customers[0]!.id)).toBe(true), {
        timeout: 60_000,
        interval: 5,
      });
      const second = await uploadArtwork(customers[0]?.token as string, goodFile);
      expect(second.statusCode).toBe(429);
      expect(second.json()).toMatchObject({ code: 'artwork_check_in_progress' });

      const slowest = await health;
      expect(slowest.statuses).toEqual(new Set([200]));
      expect(slowest.checks).toBeGreaterThan(0);
      expect(slowest.slowestMs).toBeLessThan(HELD_LOOP_MS);

      for (const answer of await uploads) {
        expect(answer.statusCode).toBe(422);
        const findings = (answer.json() as { findings: { code: string }[] }).findings;
        expect(['file_too_complex', 'file_unreadable']).toContain(findings[0]?.code);
      }
      // Nothing of them was stored, and a good file is checked and stored as before.
      const good = await uploadArtwork(customers[0]?.token as string, await pdfOf());
      expect(good.statusCode).toBe(201);
    },
  );
});
