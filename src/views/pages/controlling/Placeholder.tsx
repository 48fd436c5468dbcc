// A box of about the loaded content's height (per kind and width in controlling.css) holding the
// spinner, so the page does not jump when the data arrives.
import { Spinner } from '../../ui/Spinner.tsx';

export type PlaceholderKind = 'control-fields' | 'control-fields-none' | 'incidents' | 'overview' | 'history' | 'lead' | 'lead-one' | 'lead-farms';

export function Placeholder({ kind, label }: { kind: PlaceholderKind; label?: string }) {
  return <div className={`placeholder placeholder--${kind}`}>{label ? <Spinner label={label} showLabel /> : null}</div>;
}
