// 'Drucken / PDF' (product rules ‹Evaluation detail›): the browser's print dialog, which prints the A4
// layout of PrintReport or saves it as PDF (the print stylesheet hides everything else).
import { REPORT_TEXT } from '../../../../domain/evaluation-report.ts';
import { Button } from '../../../ui/Button.tsx';

export function PrintButton() {
  return (
    <Button variant="secondary" onPress={() => window.print()}>
      {REPORT_TEXT.print}
    </Button>
  );
}
