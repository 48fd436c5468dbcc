// 'Antworten des Fragebogens exportieren': the active profile's answers as 'Profile-Export-{name}.csv'
// (header 'Frage;Antwort'), built in the browser with the CSV rules of src/domain.
import { useClient } from 'urql';
import { saveBlob } from '../../../app/save-blob.ts';
import { profileExportFileName, serializeProfileCsv } from '../../../domain/profile-csv.ts';
import { noticeFromError } from '../../../domain/errors.ts';
import { toApiError } from '../../../gateway/client/errors.ts';
import { LocationProfileAnswersDocument } from '../../../gateway/client/generated/graphql.ts';
import { Button } from '../../ui/Button.tsx';
import { notify } from '../../ui/Toast.tsx';

export function ExportAnswers({ location }: { location: { id: number; name: string } }) {
  const client = useClient();
  return (
    <Button
      variant="quiet"
      className="link-button"
      onPress={async () => {
        const result = await client.query(LocationProfileAnswersDocument, { id: location.id }, { requestPolicy: 'network-only' }).toPromise();
        if (result.error) {
          const notice = noticeFromError(toApiError(result.error), 'Export nicht möglich');
          if (notice) notify(notice);
          return;
        }
        const answers = (result.data?.getLocationProfile?.management_options ?? {}) as Record<string, string | boolean | null>;
        saveBlob(new Blob([serializeProfileCsv(answers)], { type: 'text/csv;charset=utf-8' }), profileExportFileName(location.name));
      }}
    >
      Antworten des Fragebogens exportieren
    </Button>
  );
}
