// 'LDWU aktivieren/deaktivieren' (association admins, spec 1 §4 'Farm activity'): a toggle whose
// pressed state is the farm's is_active; the state is spelt out next to it, not only coloured.
import { useState } from 'react';
import { ToggleButton } from '../../ui/ToggleButton.tsx';
import { useFarmMutations } from './mutations.ts';

export function FarmActivityToggle({ farm, onChanged }: { farm: { id: number; display_name: string; is_active: boolean }; onChanged: (isActive: boolean) => void }) {
  const mutations = useFarmMutations();
  const [pending, setPending] = useState(false);
  return (
    <ToggleButton
      isSelected={farm.is_active}
      isDisabled={pending}
      aria-label={`LDWU aktivieren/deaktivieren: ${farm.display_name} (${farm.is_active ? 'aktiv' : 'deaktiviert'})`}
      onChange={async (next) => {
        setPending(true);
        const ok = await mutations.setFarmActive(farm.id, next);
        setPending(false);
        if (ok) onChanged(next);
      }}
    >
      LDWU aktivieren/deaktivieren
    </ToggleButton>
  );
}
