// The choices the user form offers for assignments.
export interface FarmOption {
  id: number;
  number: string;
  name: string;
  /** 'number - name' */
  label: string;
}

export interface AssociationOption {
  id: number;
  label: string;
  /** Farms the association serves (that the editor sees). */
  farms: readonly number[];
}
