// The survey of one location: its machine (with the CSV rules and the save mutation) and its editor.
import { importProfileCsv } from '../../../domain/profile-csv.ts';
import { useReportedWrites } from '../farms/reported-writes.ts';
import { SurveyEditor } from './SurveyEditor.tsx';
import { useAdoptable } from './useAdoptable.ts';
import { useProfileSurvey } from './useProfileSurvey.ts';

export function LocationSurvey({ location, canEdit, level = 2 }: { location: { id: number; farm: number }; canEdit: boolean; level?: 2 | 3 }) {
  const mutations = useReportedWrites();
  const survey = useProfileSurvey(location.id, canEdit, importProfileCsv, mutations.saveProfile);
  const adoptable = useAdoptable(location, canEdit);
  return <SurveyEditor survey={survey} canEdit={canEdit} adoptable={adoptable} level={level} />;
}
