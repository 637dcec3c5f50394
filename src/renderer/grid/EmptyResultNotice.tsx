import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { EmptyResultOffer } from '../../engine/grid/emptyResultOffer';

/** An empty search says which dates it searched and, when the definition offers it, a button to search again from an earlier start. */
export function EmptyResultNotice({ offer, onWiden }: { offer: EmptyResultOffer; onWiden?: ((field: string, value: string) => void) | undefined }) {
  const { t } = useTranslation();
  const widen = offer.widen;
  return (
    <Alert severity="info" data-testid="grid-empty-offer" role="status"
      action={widen && onWiden ? <Button color="inherit" size="small" data-testid="grid-widen" onClick={() => onWiden(widen.field, widen.value)}>{t('report.widenFrom', { date: widen.label })}</Button> : undefined}>
      {t('report.emptyBetween', { from: offer.from, to: offer.to })}
    </Alert>
  );
}
