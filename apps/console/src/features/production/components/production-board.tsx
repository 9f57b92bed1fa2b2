import { useCallback, useEffect, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  JOB_STAGES,
  type BoardFilter,
  type BoardJob,
  type JobStage,
} from '@chapkhana/shared/production';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { LANGUAGE_INFO } from '@chapkhana/shared/languages';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { QueryState } from '@/components/ui/query-state';
import { failureText } from '@/lib/api-failure';
import { useEscape } from '@/components/ui/use-escape';
import { useGetProductionBoardQuery } from '@/features/production/api/get-board';
import { useMoveJobMutation } from '@/features/production/api/move-job';
import { useLiveBoard } from '@/features/production/hooks/use-live-board';
import { useWideScreen } from '@/features/production/hooks/use-wide-screen';
import { jobsByStage } from '@/features/production/utils/columns';
import { BoardColumn } from './board-column';
import { BoardFilters } from './board-filters';
import { DraggableJob } from './draggable-job';
import { JobCard } from './job-card';
import { MoveMenu } from './move-menu';

/**
 * How a carried card scrolls the board. No layout-shift compensation: a card does not move when
 * picked up, and on a right-to-left board scrolled sideways dnd-kit measured a shift that was
 * not there and threw the row back to its first column, so the card landed on "proof out". No
 * sideways auto-scroll right to left either: dnd-kit reads a negative scrollLeft as the row's
 * start. A column off the screen is reached by scrolling first, or by "Move to…".
 */
const autoScrollFor = (rtl: boolean) =>
  rtl
    ? { layoutShiftCompensation: false, threshold: { x: 0, y: 0.2 } }
    : { layoutShiftCompensation: false };

/** A wall screen reads the board again this often, besides its live events (dues change at midnight). */
const WALL_REFRESH_MS = 60_000;

/**
 * The production board: a column per stage (one at a time with a stage switcher on a phone),
 * cards moved by drag (mouse, pen, a held finger) or by their "Move to…" button, every move
 * decided by the order lifecycle on the server; a wall-screen mode with large cards.
 */
export function ProductionBoard({
  area,
  sellerId,
  heading,
}: {
  area: 'seller' | 'admin';
  sellerId?: string | undefined;
  heading?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<BoardFilter | undefined>(undefined);
  const [shown, setShown] = useState<JobStage>('approved');
  const [wall, setWall] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragged, setDragged] = useState<BoardJob | null>(null);
  const [movingLine, setMovingLine] = useState<string | null>(null);
  const live = useLiveBoard();
  const rtl = LANGUAGE_INFO[useLanguage()].dir === 'rtl';
  const wide = useWideScreen();
  const query = useGetProductionBoardQuery(
    { area, filter, sellerId },
    wall ? { pollingInterval: WALL_REFRESH_MS } : {},
  );
  const [moveJob] = useMoveJobMutation();
  const canMove = area === 'seller';
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A held finger picks a card up; a quick swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );
  const leaveWall = useCallback(() => {
    setWall(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);
  useEscape(leaveWall);
  useEffect(() => {
    if (!wall) return;
    // The browser's own way out of full screen (F11, Escape) leaves the wall mode too.
    const left = () => {
      if (!document.fullscreenElement) setWall(false);
    };
    document.addEventListener('fullscreenchange', left);
    return () => document.removeEventListener('fullscreenchange', left);
  }, [wall]);

  const move = async (job: BoardJob, to: JobStage) => {
    if (to === job.stage) return;
    setRefusal(null);
    setMovingLine(job.orderLineId);
    try {
      await moveJob({ lineId: job.orderLineId, from: job.stage, to }).unwrap();
    } catch (error) {
      setRefusal(failureText(error, (key, values) => t(key, values)));
    } finally {
      setMovingLine(null);
    }
  };
  const onDragStart = (event: DragStartEvent) =>
    setDragged((event.active.data.current as { job: BoardJob } | undefined)?.job ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const job = (event.active.data.current as { job: BoardJob } | undefined)?.job;
    const to = event.over?.id as JobStage | undefined;
    if (job && to) void move(job, to);
  };

  const enterWall = () => {
    setWall(true);
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };

  const data = query.data;
  const columns = jobsByStage(data?.jobs ?? []);
  // Waiting times as of the last read (a wall screen reads again every minute).
  const now = query.fulfilledTimeStamp ?? 0;
  const card = (job: BoardJob) => (
    <DraggableJob key={job.orderLineId} job={job} enabled={canMove && movingLine === null}>
      <JobCard
        job={job}
        now={now}
        large={wall}
        showSeller={area === 'admin' && !sellerId}
        actions={
          canMove ? (
            <MoveMenu
              job={job}
              busy={movingLine === job.orderLineId}
              onMove={(to) => void move(job, to)}
            />
          ) : null
        }
      />
    </DraggableJob>
  );

  return (
    <div
      data-testid="production-board"
      data-wall={wall}
      className={wall ? 'fixed inset-0 z-40 overflow-auto bg-slate-50 p-4' : ''}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        {heading}
        <div className="flex flex-wrap items-center gap-2">
          <span
            data-testid="board-live"
            className={`inline-flex items-center gap-1 text-sm ${live ? 'text-green-700' : 'text-slate-500'}`}
          >
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${live ? 'bg-green-600' : 'bg-slate-400'}`}
            />
            {live ? t('production.live') : t('production.reconnecting')}
          </span>
          <button
            type="button"
            data-testid="wall-toggle"
            aria-pressed={wall}
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100"
            onClick={wall ? leaveWall : enterWall}
          >
            {wall ? t('production.leaveWall') : t('production.wall')}
          </button>
        </div>
      </div>
      <div className="mb-3">
        <BoardFilters value={filter} onChange={setFilter} />
      </div>
      {refusal ? (
        <div
          role="alert"
          data-testid="move-refusal"
          className="mb-3 flex items-start justify-between gap-3 rounded-lg bg-red-50 p-3 text-red-800"
        >
          <p>
            <span className="font-semibold">{t('production.refused')}</span> {refusal}
          </p>
          <button type="button" className="text-sm underline" onClick={() => setRefusal(null)}>
            {t('production.dismiss')}
          </button>
        </div>
      ) : null}
      {!data ? (
        <QueryState
          isLoading={query.isLoading}
          isError={query.isError}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <DndContext
          sensors={sensors}
          autoScroll={autoScrollFor(rtl)}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragged(null)}
        >
          {data.jobs.length === 0 ? (
            <p data-testid="board-empty" className="mb-3 rounded-lg bg-white p-4 text-slate-600">
              {filter ? t('production.noneFiltered') : t('production.noJobs')}
            </p>
          ) : null}
          {data.truncated ? (
            <p className="mb-3 text-sm text-amber-800">{t('production.truncated')}</p>
          ) : null}
          {/* A phone shows one stage at a time, chosen here. */}
          {!wide ? (
            <>
              <label className="mb-3 block">
                <span className="mb-1 block text-sm font-semibold">
                  {t('production.stagePicker')}
                </span>
                <select
                  data-testid="stage-picker"
                  className="w-full rounded-md border border-slate-300 bg-white px-3 py-2"
                  value={shown}
                  onChange={(event) => setShown(event.target.value as JobStage)}
                >
                  {JOB_STAGES.map((stage) => (
                    <option key={stage} value={stage}>
                      {t(`production.stage.${stage}`)} ({columns[stage].length})
                    </option>
                  ))}
                </select>
              </label>
              <BoardColumn stage={shown} count={columns[shown].length} large={wall}>
                {columns[shown].map(card)}
              </BoardColumn>
            </>
          ) : (
            <div
              data-testid="board-columns"
              className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-3"
            >
              {JOB_STAGES.map((stage) => (
                <BoardColumn
                  key={stage}
                  stage={stage}
                  count={columns[stage].length}
                  large={wall}
                  className={`shrink-0 snap-start ${wall ? 'w-80' : 'w-64'}`}
                >
                  {columns[stage].map(card)}
                </BoardColumn>
              ))}
            </div>
          )}
          <DragOverlay>
            {dragged ? <JobCard job={dragged} now={now} large={wall} showSeller={false} /> : null}
          </DragOverlay>
        </DndContext>
      )}
    </div>
  );
}
