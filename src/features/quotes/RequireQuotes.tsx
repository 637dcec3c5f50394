import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { optionsAtom } from '../../kit/session/sessionStore';
import './quotesCatalogue';

/** Menu option of the quotes module. */
export const QUOTES_OPTION = 'PRESUPUESTOS';

/** Shows the quote screens only to users with the PRESUPUESTOS option (the server refuses everyone else too). */
export function RequireQuotes({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const options = useAtomValue(optionsAtom);
  if (options.some((o) => o.codigo === QUOTES_OPTION)) return children;
  return (
    <Alert severity="warning" data-testid="quotes-no-access" sx={{ maxWidth: 640 }}
      action={<Button component={RouterLink} to="/informes" color="inherit" size="small">{t('quotes.noAccess.home')}</Button>}>
      <AlertTitle>{t('quotes.noAccess.title')}</AlertTitle>
      {t('quotes.noAccess.text')}
    </Alert>
  );
}
