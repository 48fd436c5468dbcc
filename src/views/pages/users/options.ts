// The choices the user form offers for assignments (farms are searched on the server: FarmPicker).
export interface AssociationOption {
  id: number;
  label: string;
}
