import { JOB_STAGES, type BoardJob, type JobStage } from '@chapkhana/shared/production';

/** The board's jobs by column, every stage present (an empty column still takes a drop). */
export function jobsByStage(jobs: readonly BoardJob[]): Record<JobStage, BoardJob[]> {
  const columns = Object.fromEntries(JOB_STAGES.map((s) => [s, [] as BoardJob[]])) as Record<
    JobStage,
    BoardJob[]
  >;
  for (const job of jobs) columns[job.stage].push(job);
  return columns;
}

const HOUR_MS = 60 * 60 * 1000;

/** How long a job has waited for its customer, in whole hours (under two days) or days. */
export function waitedFor(since: string, now: number): { hours: number } | { days: number } {
  const hours = Math.max(0, Math.floor((now - Date.parse(since)) / HOUR_MS));
  return hours < 48 ? { hours } : { days: Math.floor(hours / 24) };
}
