// Which entity of one type (wizard 'Allgemeines', comparison-group modal, 'Anwenden auf:'): a plain
// select when the caller's whole list fits one page (a farm admin's farm and locations), otherwise a
// combo box that asks the server as the user types and says when there are more matches. The
// current choice always shows by its display name. State: the entitySearch machine.
import type { EntityType } from '../../../../domain/roles.ts';
import { useEntitySearchActor } from '../../../../app/entity-search-actor.ts';
import { SearchChoiceField, type SearchChoiceFieldProps } from '../../../ui/SearchChoiceField.tsx';

export interface EntityChoiceFieldProps extends SearchChoiceFieldProps {
  entityType: EntityType;
}

/** Mount it per entity type (key): the machine's input is fixed when it starts. */
export function EntityChoiceField({ entityType, ...props }: EntityChoiceFieldProps) {
  const actor = useEntitySearchActor({ entityType, selectedId: props.value });
  return <SearchChoiceField actor={actor} {...props} />;
}
