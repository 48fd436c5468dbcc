// A date picker (react-aria DatePicker with calendar popover) in German, speaking 'YYYY-MM-DD'
// strings so pages and the domain's Temporal rules never see @internationalized/date. Optional dates
// get a reset button; the limits (min/max) disable the calendar's other days and mark typed ones.
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button as RACButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  FieldError,
  Group,
  Label,
  Popover,
  Text,
} from 'react-aria-components/DatePicker';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Button } from './Button.tsx';
import { ChevronDownIcon } from './Icons.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the date picker's stylesheet
import './date-picker.css';

export interface DatePickerProps {
  label: string;
  /** 'YYYY-MM-DD' or null (no date). */
  value: string | null;
  onChange: (value: string | null) => void;
  minValue?: string | null;
  maxValue?: string | null;
  /** Shown while no date is set (e.g. 'Von Anfang an'). */
  placeholder?: string;
  /** Label of the button that clears the date (e.g. 'Kein Beginn-Datum festlegen'). */
  resetLabel?: string;
  errorMessage?: string | null;
  isDisabled?: boolean;
}

const toDate = (v: string | null | undefined): CalendarDate | null => {
  if (!v) return null;
  try {
    return parseDate(v);
  } catch {
    return null;
  }
};

export function DatePicker({ label, value, onChange, minValue, maxValue, placeholder, resetLabel, errorMessage, isDisabled }: DatePickerProps) {
  const min = toDate(minValue);
  const max = toDate(maxValue);
  return (
    <I18nProvider locale="de-DE">
      <RACDatePicker
        className="field date-picker"
        value={toDate(value)}
        onChange={(d) => onChange(d ? d.toString() : null)}
        {...(min ? { minValue: min } : {})}
        {...(max ? { maxValue: max } : {})}
        isInvalid={!!errorMessage}
        validationBehavior="aria"
        isDisabled={isDisabled ?? false}
        // 15.01.2027 like every German date of the product (de-DE alone would show 15.1.2027).
        shouldForceLeadingZeros
      >
        <Label className="field__label">{label}</Label>
        <Group className="field__input date-picker__group">
          <DateInput className="date-picker__input">{(segment) => <DateSegment segment={segment} className="date-picker__segment" />}</DateInput>
          {value === null && placeholder ? (
            <span className="date-picker__placeholder" aria-hidden="true">
              {placeholder}
            </span>
          ) : null}
          <RACButton className="date-picker__open" aria-label={`${label}: Kalender öffnen`}>
            <ChevronDownIcon />
          </RACButton>
        </Group>
        {placeholder ? (
          <Text slot="description" className="visually-hidden">
            {value === null ? placeholder : ''}
          </Text>
        ) : null}
        <FieldError className="field__error">{errorMessage ?? ''}</FieldError>
        <Popover className="date-picker__popover" placement="bottom start">
          <Dialog className="date-picker__dialog" aria-label={label}>
            <Calendar className="date-picker__calendar">
              <header className="date-picker__calendar-head">
                <RACButton slot="previous" className="button button--quiet" aria-label="Vorheriger Monat">
                  ‹
                </RACButton>
                <Heading className="date-picker__month" />
                <RACButton slot="next" className="button button--quiet" aria-label="Nächster Monat">
                  ›
                </RACButton>
              </header>
              <CalendarGrid className="date-picker__grid">{(date) => <CalendarCell date={date} className="date-picker__cell" />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </RACDatePicker>
      {resetLabel ? (
        <Button variant="quiet" className="date-picker__reset" onPress={() => onChange(null)} isDisabled={(isDisabled ?? false) || value === null}>
          {resetLabel}
        </Button>
      ) : null}
    </I18nProvider>
  );
}
