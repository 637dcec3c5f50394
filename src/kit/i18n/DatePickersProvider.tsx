import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES, frFR, itIT } from '@mui/x-date-pickers/locales';

const texts = (locale: typeof esES) => locale.components.MuiLocalizationProvider.defaultProps.localeText;

/** The pickers' own texts (placeholders such as DD/MM/AAAA, section names read by screen readers, toolbar and buttons) per interface language. */
const PICKER_TEXTS: Record<string, ReturnType<typeof texts>> = {
  es: { ...texts(esES), day: 'Día', weekDay: 'Día de la semana' },
  en: texts(enUS),
  fr: texts(frFR),
  it: texts(itIT),
};

/** Date and month pickers in the user's language: dayjs locale for names and week start, the pickers' texts for placeholders and labels. */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={i18n.language} localeText={PICKER_TEXTS[i18n.language] ?? PICKER_TEXTS.es}>
      {children}
    </LocalizationProvider>
  );
}
