// Adopting answers (product rules ‹Profile survey›): a select of other locations with a profile (first the
// placeholder, last 'Aus vorherigen Export'), for the export a .csv drop zone, and 'Profil übernehmen'.
import { ADOPT_FROM_EXPORT, ADOPT_PLACEHOLDER } from '../../../domain/profile-survey.ts';
import type { AdoptSource, ChosenFile } from '../../../machines/profileSurvey/machine.ts';
import { Button } from '../../ui/Button.tsx';
import { FileDrop } from '../../ui/FileDrop.tsx';
import { Select } from '../../ui/Select.tsx';

export interface AdoptProfileProps {
  locations: readonly { id: number; name: string }[];
  /** That there are more locations than the choice holds (src/domain/list-cut.ts), or null. */
  cut?: string | null;
  source: AdoptSource | null;
  file: ChosenFile | null;
  canAdopt: boolean;
  adopting: boolean;
  onSource: (source: AdoptSource | null) => void;
  onFile: (file: ChosenFile) => void;
  onAdopt: () => void;
}

const FILE_KEY = 'file';

export function AdoptProfile({ locations, cut = null, source, file, canAdopt, adopting, onSource, onFile, onAdopt }: AdoptProfileProps) {
  const items = [...locations.map((l) => ({ id: `location-${l.id}`, label: l.name })), { id: FILE_KEY, label: ADOPT_FROM_EXPORT }];
  const selectedKey = source === null ? null : source.kind === 'file' ? FILE_KEY : `location-${source.locationId}`;
  return (
    <div className="adopt stack">
      <Select
        label="Quelle des Profils"
        placeholder={ADOPT_PLACEHOLDER}
        items={items}
        selectedKey={selectedKey}
        onSelectionChange={(key) => {
          if (key === null) onSource(null);
          else if (key === FILE_KEY) onSource({ kind: 'file' });
          else onSource({ kind: 'location', locationId: Number(String(key).slice('location-'.length)) });
        }}
      />
      {cut ? <p className="muted">{cut}</p> : null}
      {source?.kind === 'file' ? (
        <FileDrop
          label="Profil-Export (.csv)"
          acceptedFileTypes={['.csv', 'text/csv']}
          fileName={file?.name ?? null}
          onFile={(f) => onFile({ name: f.name, text: () => f.text() })}
        />
      ) : null}
      <div>
        <Button variant="secondary" isDisabled={!canAdopt} isPending={adopting} pendingLabel="Profil wird übernommen …" onPress={onAdopt}>
          Profil übernehmen
        </Button>
      </div>
    </div>
  );
}
