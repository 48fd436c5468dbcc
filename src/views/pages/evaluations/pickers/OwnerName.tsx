// The owner of a group or filter as a name ('von Ihnen' for the caller).
import { useOwnerName } from './usePickerData.ts';

export function OwnerName({ owner, me }: { owner: number | null; me: number | undefined }) {
  return <span>von {useOwnerName(owner, me)}</span>;
}
