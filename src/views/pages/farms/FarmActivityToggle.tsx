// 'LDWU aktivieren/deaktivieren' (association admins, product rules ‹Farm activity›): a toggle whose
// pressed state is the farm's is_active; the state is spelt out next to it, not only coloured.
import { useRef } from 'react';
import { ToggleButton } from '../../ui/ToggleButton.tsx';
import { useReportedWrites } from './reported-writes.ts';

export function FarmActivityToggle({ farm, onChanged }: { farm: { id: number; display_name: string; is_active: boolean }; onChanged: (isActive: boolean) => void }) {
  const mutations = useReportedWrites();
  // Presses while a change is on its way are ignored; the button is not disabled for it, which would
  // drop a keyboard user's focus to the page body.
  const pending = useRef(false);
  return (
    <ToggleButton
      isSelected={farm.is_active}
      aria-label={`LDWU aktivieren/deaktivieren: ${farm.display_name} (${farm.is_active ? 'aktiv' : 'deaktiviert'})`}
      onChange={async (next) => {
        if (pending.current) return;
        pending.current = true;
        const ok = await mutations.setFarmActive(farm.id, next);
        pending.current = false;
        if (ok) onChanged(next);
      }}
    >
      LDWU aktivieren/deaktivieren
    </ToggleButton>
  );
}
