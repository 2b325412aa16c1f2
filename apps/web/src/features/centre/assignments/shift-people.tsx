import { DutyButton } from './duty-button';
import type { StaffDuties } from './shift-groups';

/** The people of one shift, each by name with their duties. */
export function ShiftPeople({
  people,
  nameOf,
  onOpen,
}: {
  people: readonly StaffDuties[];
  nameOf: (user: number) => string;
  onOpen: (id: number) => void;
}) {
  return (
    <ul className="pnc-shift-people">
      {people.map((p) => (
        <li key={p.user} data-testid="shift-person">
          <span className="pnc-shift-name">{nameOf(p.user)}</span>
          {p.duties.map((d) => (
            <DutyButton key={d.id} duty={d} onOpen={onOpen} />
          ))}
        </li>
      ))}
    </ul>
  );
}
