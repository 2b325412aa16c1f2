import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { babyOpened } from '../babyDashboardSlice';
import { motherOpened } from '../motherDashboardSlice';
import { recordPath } from '../resource/record-path';

type Named = { id: number; name: string | null };

/** A plain left click (not a new tab, not a modified click). */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * A mother's name opening her dashboard. The link's address is her record's own page, so opening it in a new
 * tab still works (as the calendar's and the room board's links do).
 */
export function MotherDashboardLink({ mother }: { mother: Named }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <Link
      to={recordPath('mother', mother.id)}
      data-testid="mother-dashboard-link"
      onClick={(e) => {
        if (!plainClick(e)) return;
        e.preventDefault();
        dispatch(motherOpened({ id: mother.id, tab: 'mother' }));
        void navigate('/centre/mothers');
      }}
    >
      {mother.name ?? `#${mother.id}`}
    </Link>
  );
}

/** A baby's name opening the baby dashboard on that baby (its mother picked first, as the dashboard does). */
export function BabyDashboardLink({ baby, mother }: { baby: Named; mother: Named }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <Link
      to={recordPath('baby', baby.id)}
      data-testid="baby-dashboard-link"
      onClick={(e) => {
        if (!plainClick(e)) return;
        e.preventDefault();
        dispatch(babyOpened({ mother: mother.id, baby: baby.id, tab: 'babyInfo' }));
        void navigate('/centre/babies');
      }}
    >
      {baby.name ?? `#${baby.id}`}
    </Link>
  );
}
