// File chooser: a drop zone with a 'Durchsuchen' button (react-aria DropZone + FileTrigger). Shows the
// chosen file's name; both paths hand one File to onFile.
import { useState } from 'react';
import { DropZone, Text } from 'react-aria-components/DropZone';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Button } from './Button.tsx';

export interface FileDropProps {
  /** e.g. ['.csv', 'text/csv'] */
  acceptedFileTypes?: string[];
  onFile: (file: File) => void;
  /** Accessible name of the drop zone. */
  label: string;
  placeholder?: string;
  dropHint?: string;
  browseLabel?: string;
  isDisabled?: boolean;
  /** Name to show (controlled by the caller, e.g. reset after use). */
  fileName?: string | null;
}

export function FileDrop({
  acceptedFileTypes,
  onFile,
  label,
  placeholder = 'Wähle eine Datei...',
  dropHint = 'Lege die Datei hier ab...',
  browseLabel = 'Durchsuchen',
  isDisabled = false,
  fileName,
}: FileDropProps) {
  const [dropping, setDropping] = useState(false);
  return (
    <DropZone
      aria-label={label}
      isDisabled={isDisabled}
      className="file-drop"
      onDropEnter={() => setDropping(true)}
      onDropExit={() => setDropping(false)}
      onDrop={async (e) => {
        setDropping(false);
        for (const item of e.items) {
          if (item.kind === 'file') {
            onFile(await item.getFile());
            return;
          }
        }
      }}
    >
      <Text slot="label" className="file-drop__text">
        {dropping ? dropHint : (fileName ?? placeholder)}
      </Text>
      <FileTrigger
        acceptedFileTypes={acceptedFileTypes}
        onSelect={(files) => {
          const file = files?.[0];
          if (file) onFile(file);
        }}
      >
        <Button variant="secondary" isDisabled={isDisabled}>
          {browseLabel}
        </Button>
      </FileTrigger>
    </DropZone>
  );
}
