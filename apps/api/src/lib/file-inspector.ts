/**
 * Customers' print files (PDFs and pictures) are read in a child process, never on the
 * server's event loop (docs/design.md §17): a PDF of a few kilobytes can ask for hours of work (a form
 * drawn by a form drawn by a form) or gigabytes of memory, pdf-lib's parse cannot be
 * interrupted from the inside, and a picture of 250 million pixels holds a thread of the pool
 * the server's own file and compression work shares. The supervisor here hands the child one
 * file at a time and kills it (SIGKILL) when a file takes more processor time than its limit,
 * or far more time on the clock, or the child dies of its heap cap; the next file gets a fresh
 * child. While it works, the server answers everything else as usual.
 *
 * One child per server copy: on the two-core machines the shop runs on, one core checks files
 * while the other serves. Files beyond a short queue are refused (`PreflightBusy`, a 503 that
 * says to try again) rather than piled up behind a slow one.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type PdfInspection, TooComplexPdf, UnreadablePdf } from './preflight-pdf';
import type { PictureInspection } from './preflight-picture';
import type { RenderedPreview } from './render-preview';
import type { ArtworkExpectation } from '@chapkhana/shared/print';
import type { CardRequest, CardResult } from '../modules/design/card-pdf';

/** What the preflight's checks need of a file, whatever its type. */
export type Inspection =
  ({ kind: 'pdf' } & PdfInspection) | ({ kind: 'picture' } & PictureInspection);

/**
 * What the child is asked of one file: what the preflight needs of it (`pdf`, `picture`), or
 * thumbnails of its first pages with the trim drawn over (`preview`, lib/render-preview.ts).
 */
export type InspectorRequest =
  | { kind: Inspection['kind']; file: Uint8Array }
  | {
      kind: 'preview';
      type: Inspection['kind'];
      spec: ArtworkExpectation | null;
      file: Uint8Array;
    }
  /** A designed card's print PDFs (modules/design/card-pdf.ts). */
  | CardRequest;

/** What each kind of request is answered with. */
type ResultOf<R extends InspectorRequest> = R extends { kind: 'preview' }
  ? RenderedPreview
  : R extends { kind: 'card' }
    ? CardResult
    : Inspection;

type AnyResult = Inspection | RenderedPreview | CardResult;

/** One request for the child, numbered so that a late answer of a killed job is never mistaken. */
export type InspectorJob = InspectorRequest & { id: number };

/** What the child says: that it is ready (once, after starting), or its answer to a job. */
export type InspectorAnswer =
  | { ready: true }
  | { id: number; ok: true; result: AnyResult }
  | { id: number; ok: false; reason: 'unreadable' | 'too_complex' };

/** Too many files are waiting to be checked on this copy. */
export class PreflightBusy extends Error {}

export interface InspectorLimits {
  /**
   * How much processor time one file may take, from the moment the child starts on it. It is
   * the child's own time (where the OS tells it, Linux's /proc; elsewhere the clock's), so a
   * good file on a busy machine, whose child waits for a core, is not refused as too complex.
   */
  cpuMs: number;
  /** How long one file may take on the clock, however little of a core it got. */
  wallClockMs: number;
  /** The child's V8 heap cap (`--max-old-space-size`). */
  heapMb: number;
  /** Files that may wait behind the one being read (or behind the child's start). */
  queue: number;
}

/**
 * A real print file of the largest allowed size (50 MB) is read in a few seconds of a core; 15 s
 * leaves room, and a minute on the clock lets a busy machine give it those seconds. 512 MB of
 * heap holds the parse of such a file several times over.
 */
export const DEFAULT_INSPECTOR_LIMITS: InspectorLimits = {
  cpuMs: 15_000,
  wallClockMs: 60_000,
  heapMb: 512,
  queue: 16,
};

/**
 * How much lower than the server's the children's CPU priority is (Unix niceness): at 5 the
 * server's event loop gets about three turns to a child's one.
 */
const CHILD_NICENESS = 5;

/** Linux counts a process's time in /proc in ticks of 1/100 s (USER_HZ) on every architecture. */
const TICKS_PER_SECOND = 100;

/** When a file's time is looked at again, at the soonest (ms): /proc counts in 10 ms ticks. */
const RECHECK_MS = 20;

/**
 * The processor time (ms, all its threads) process `pid` has used, or null where the OS does not
 * say (no /proc) or the process is gone.
 */
export function processorTimeMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // After "pid (name) ", where the name may hold spaces and brackets: state, ppid, … utime (14th
    // field), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

interface Waiting {
  request: InspectorRequest;
  resolve: (result: AnyResult) => void;
  reject: (error: Error) => void;
}

interface Running extends Waiting {
  id: number;
  timer: NodeJS.Timeout;
  /** When the child started on it, on the clock and in the child's processor time (null: untold). */
  startedAt: number;
  cpuAtStart: number | null;
}

/** The child's entry: the bundled `.js` beside the server in production, the `.ts` source in development and tests. */
function childEntry(): { path: string; execArgv: string[] } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) {
    return { path: fileURLToPath(new URL('./file-inspector-process.js', here)), execArgv: [] };
  }
  const tsx = createRequire(here).resolve('tsx');
  return {
    path: fileURLToPath(new URL('./file-inspector-process.ts', here)),
    execArgv: ['--import', tsx],
  };
}

export class FileInspector {
  private child: ChildProcess | null = null;
  /** Whether the child has started (its start-up does not count against a file's time). */
  private ready = false;
  private running: Running | null = null;
  private readonly waiting: Waiting[] = [];
  private nextId = 1;

  constructor(
    private readonly limits: InspectorLimits = DEFAULT_INSPECTOR_LIMITS,
    /** Another child program (tests: one that hangs or runs out of memory). */
    private readonly entry: { path: string; execArgv: string[] } = childEntry(),
  ) {}

  /** Reads `file` in the child; rejects with UnreadablePdf, TooComplexPdf or PreflightBusy. */
  inspect(kind: Inspection['kind'], file: Uint8Array): Promise<Inspection> {
    return this.run({ kind, file });
  }

  /** Answers `request` in the child; rejects as `inspect` does. */
  run<R extends InspectorRequest>(request: R): Promise<ResultOf<R>> {
    if (this.waiting.length + (this.running ? 1 : 0) > this.limits.queue) {
      return Promise.reject(new PreflightBusy('too many files are waiting to be checked'));
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({
        request,
        resolve: resolve as (result: AnyResult) => void,
        reject,
      });
      this.startNext();
    });
  }

  /** The child's process id while one runs (tests check it was killed). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Ends the child; files waiting or being read are refused as too complex. */
  close(): void {
    for (const job of this.waiting.splice(0))
      job.reject(new PreflightBusy('the server is stopping'));
    this.kill(new PreflightBusy('the server is stopping'));
  }

  private startNext(): void {
    if (this.running) return;
    const job = this.waiting.shift();
    if (!job) {
      this.idle();
      return;
    }
    let child: ChildProcess;
    try {
      child = this.child ?? this.spawn();
    } catch (error) {
      job.reject(error instanceof Error ? error : new Error(String(error)));
      this.startNext();
      return;
    }
    if (!this.ready) {
      this.waiting.unshift(job); // Sent once the child says it is ready.
      return;
    }
    const id = this.nextId++;
    const firstLook = Math.min(this.limits.cpuMs, this.limits.wallClockMs);
    const timer = setTimeout(() => this.checkTime(id), firstLook);
    const cpuAtStart = child.pid === undefined ? null : processorTimeMs(child.pid);
    this.running = { ...job, id, timer, startedAt: performance.now(), cpuAtStart };
    this.holdOpen(child, true);
    child.send({ ...job.request, id } satisfies InspectorJob, (error) => {
      if (error && this.running?.id === id) this.kill(error);
    });
  }

  /**
   * The running file's time is looked at: killed past its processor time (or, where that is not
   * told, its time on the clock at the same figure) or past the clock's limit; otherwise looked
   * at again when it could have used up the rest.
   */
  private checkTime(id: number): void {
    const job = this.running;
    if (!job || job.id !== id) return;
    const elapsed = performance.now() - job.startedAt;
    const now = this.child?.pid === undefined ? null : processorTimeMs(this.child.pid);
    const used = now === null || job.cpuAtStart === null ? elapsed : now - job.cpuAtStart;
    if (used >= this.limits.cpuMs || elapsed >= this.limits.wallClockMs) {
      this.kill(new TooComplexPdf('reading the file took longer than the limit'));
      return;
    }
    const next = Math.min(this.limits.cpuMs - used, this.limits.wallClockMs - elapsed);
    job.timer = setTimeout(() => this.checkTime(id), Math.max(next, RECHECK_MS));
  }

  private spawn(): ChildProcess {
    const child = fork(this.entry.path, [], {
      execArgv: [...this.entry.execArgv, `--max-old-space-size=${this.limits.heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    // A file's work yields the cores to the server: with every child busy on a hostile file,
    // the event loop still gets its turns first (where the OS refuses, as it is).
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, CHILD_NICENESS);
      } catch {
        // Not allowed here: the child runs at the server's priority.
      }
    }
    // Its last words (a start-up failure; V8's report when it runs out of heap) are kept for
    // the error, not printed among the server's JSON log lines.
    const output: string[] = [];
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => {
      output.push(text);
      while (output.length > 1 && output.join('').length > 4096) output.shift();
    });
    child.on('message', (answer: InspectorAnswer) => {
      if (child !== this.child) return;
      if ('ready' in answer) {
        this.ready = true;
        this.startNext();
      } else this.answered(answer);
    });
    child.on('exit', () => this.exited(child, output));
    child.on('error', (error) => {
      if (this.child === child) this.kill(error);
    });
    this.child = child;
    this.ready = false;
    return child;
  }

  private answered(answer: Exclude<InspectorAnswer, { ready: true }>): void {
    const job = this.running;
    if (!job || answer.id !== job.id) return;
    this.finish();
    if (answer.ok) job.resolve(answer.result);
    else if (answer.reason === 'too_complex') job.reject(new TooComplexPdf('too complex to check'));
    else job.reject(new UnreadablePdf('not a readable file'));
    this.startNext();
  }

  /** The child ended on its own: out of memory, or killed from outside. */
  private exited(child: ChildProcess, output: string[]): void {
    if (child !== this.child) return;
    this.child = null;
    if (!this.ready) {
      // It never started (a missing build, a broken install): a fault of the server, said as one.
      const failure = new Error(`the PDF inspector did not start: ${output.join('').trim()}`);
      for (const job of this.waiting.splice(0)) job.reject(failure);
      return;
    }
    const job = this.running;
    if (job) {
      this.finish();
      job.reject(new TooComplexPdf('the file took more memory than the limit'));
    }
    this.startNext();
  }

  /** Kills the child (the next file gets a new one) and refuses the file it was reading. */
  private kill(reason: Error): void {
    const child = this.child;
    this.child = null;
    child?.kill('SIGKILL');
    const job = this.running;
    if (job) {
      this.finish();
      job.reject(reason);
    }
    this.startNext();
  }

  private finish(): void {
    if (this.running) clearTimeout(this.running.timer);
    this.running = null;
  }

  /** With nothing to read, the child does not keep the server (or a test run) alive. */
  private idle(): void {
    if (this.child) this.holdOpen(this.child, false);
  }

  private holdOpen(child: ChildProcess, hold: boolean): void {
    for (const handle of [child, child.channel, child.stderr as Socket | null]) {
      if (hold) handle?.ref();
      else handle?.unref();
    }
  }
}

let shared: FileInspector | null = null;

/** Reads `file` in this copy's inspector child (started on first use). */
export function inspectIsolated(kind: Inspection['kind'], file: Uint8Array): Promise<Inspection> {
  shared ??= new FileInspector();
  return shared.inspect(kind, file);
}

/**
 * Thumbnails are drawn by a child of their own, so that previews asked for by order pages
 * never hold up the checking of uploads. A real file's first pages are drawn in a second or
 * two of a core; 10 s (a minute on the clock) and 384 MB leave room, and far less than a hostile
 * file asks.
 */
export const PREVIEW_RENDERER_LIMITS: InspectorLimits = {
  cpuMs: 10_000,
  wallClockMs: 60_000,
  heapMb: 384,
  queue: 8,
};

let renderer: FileInspector | null = null;

/** Draws the first pages of `file` in this copy's preview child (started on first use). */
export function renderPreviewIsolated(
  type: Inspection['kind'],
  file: Uint8Array,
  spec: ArtworkExpectation | null,
): Promise<RenderedPreview> {
  renderer ??= new FileInspector(PREVIEW_RENDERER_LIMITS);
  return renderer.run({ kind: 'preview', type, spec, file });
}
