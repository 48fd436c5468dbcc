// A progress bar for a file transfer: determinate when the total is known, otherwise an indeterminate
// bar with the text of what arrived so far (the export streams without a length).
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { progressPercent, type TransferProgress } from '../../../domain/transfer.ts';

export function TransferProgressBar({ label, progress, text }: { label: string; progress: TransferProgress | null; text: string }) {
  const percent = progressPercent(progress);
  return (
    <ProgressBar
      className="transfer-progress"
      aria-label={label}
      valueLabel={text}
      {...(percent === null ? { isIndeterminate: true } : { value: percent })}
    >
      <div className="transfer-progress__track">
        <div className={`transfer-progress__fill${percent === null ? ' transfer-progress__fill--indeterminate' : ''}`} style={{ width: `${percent ?? 100}%` }} />
      </div>
      <p className="transfer-progress__text" aria-live="polite">
        {text}
      </p>
    </ProgressBar>
  );
}
