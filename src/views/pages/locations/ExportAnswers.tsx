// 'Antworten des Fragebogens exportieren': the active profile's answers as 'Profile-Export-{name}.csv'
// (header 'Frage;Antwort', question texts and answer labels), built in the browser with the CSV rules
// of src/domain.
import { useClient } from 'urql';
import { saveBlob } from '../../../app/save-blob.ts';
import { profileExportFileName, serializeProfileCsv } from '../../../domain/profile-csv.ts';
import { noticeFromError } from '../../../domain/errors.ts';
import { toApiError } from '../../../gateway/client/errors.ts';
import { LocationProfileAnswersDocument } from '../../../gateway/client/generated/graphql.ts';
import { Button } from '../../ui/Button.tsx';
import { loadCategories } from '../survey/useProfileSurvey.ts';
import { notify } from '../../ui/Toast.tsx';

export function ExportAnswers({ location }: { location: { id: number; name: string } }) {
  const client = useClient();
  return (
    <Button
      variant="quiet"
      className="link-button"
      onPress={async () => {
        try {
          const [result, categories] = await Promise.all([
            client.query(LocationProfileAnswersDocument, { id: location.id }, { requestPolicy: 'network-only' }).toPromise(),
            loadCategories(client),
          ]);
          if (result.error) throw toApiError(result.error);
          const answers = (result.data?.getLocationProfile?.management_options ?? {}) as Record<string, string | boolean | null>;
          saveBlob(new Blob([serializeProfileCsv(answers, categories)], { type: 'text/csv;charset=utf-8' }), profileExportFileName(location.name));
        } catch (error) {
          const notice = noticeFromError(toApiError(error), 'Export nicht möglich');
          if (notice) notify(notice);
        }
      }}
    >
      Antworten des Fragebogens exportieren
    </Button>
  );
}
