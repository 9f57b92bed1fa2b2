import type { ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { BoardJob } from '@chapkhana/shared/production';

/** A card that can be picked up (by mouse, pen or a held finger) and dropped on another column. */
export function DraggableJob({
  job,
  enabled,
  children,
}: {
  job: BoardJob;
  enabled: boolean;
  children: ReactNode;
}) {
  const {
    attributes: { role: _role, tabIndex: _tabIndex, ...attributes },
    listeners,
    setNodeRef,
    isDragging,
  } = useDraggable({
    id: job.orderLineId,
    data: { job },
    disabled: !enabled,
  });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      // The move button is the keyboard's and the tap's way: the card is not a second tab stop.
      {...attributes}
      className={`${enabled ? 'cursor-grab touch-manipulation' : ''} ${isDragging ? 'opacity-40' : ''}`}
    >
      {children}
    </div>
  );
}
