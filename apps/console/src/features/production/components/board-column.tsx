import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { JobStage } from '@chapkhana/shared/production';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

/** One stage of the board: a drop target, its name and count, its cards or a quiet "nothing here". */
export function BoardColumn({
  stage,
  count,
  large,
  className = '',
  children,
}: {
  stage: JobStage;
  count: number;
  large: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  return (
    <section
      ref={setNodeRef}
      data-testid={`column-${stage}`}
      aria-label={t(`production.stage.${stage}`)}
      className={`flex flex-col gap-2 rounded-lg p-2 ${
        isOver ? 'bg-brand-50 ring-2 ring-brand-700' : 'bg-slate-100'
      } ${className}`}
    >
      <h2 className={`flex items-center justify-between font-semibold ${large ? 'text-xl' : ''}`}>
        <span>{t(`production.stage.${stage}`)}</span>
        <span className="rounded-full bg-white px-2 text-sm text-slate-700">
          <bdi>{count}</bdi>
        </span>
      </h2>
      {count === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">{t('production.emptyColumn')}</p>
      ) : (
        children
      )}
    </section>
  );
}
