import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import type { QuoteHeader } from '../../../domain/quotes/quoteTypes';
import { QuotePdfFrame } from '../components/QuotePdfFrame';
import { QuoteTotalsTable } from './QuoteTotalsTable';

/** Step 4 (spec 3 §2.1): the PDF preview, the totals, Back, Save and exit, and Turn into order. */
export function SummaryStep(props: { header: QuoteHeader; busy: 'save' | 'accept' | null; onBack: () => void; onSaveExit: () => void; onAccept: () => void; title: string }) {
  const { t } = useTranslation();
  const { header } = props;
  return (
    <Stack spacing={2} data-testid="wizard-step-4">
      <QuotePdfFrame id={header.id} version={`${header.importePedidoEntrado}-${header.lineas.length}-${header.vigencia}-${header.formaPago}-${header.sucursalEnvio}`} title={props.title} />
      <QuoteTotalsTable header={header} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Button onClick={props.onBack} disabled={props.busy !== null} data-testid="wizard-back">{t('quotes.wizard.back')}</Button>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={props.onSaveExit} disabled={props.busy !== null} data-testid="wizard-save-exit"
            startIcon={props.busy === 'save' ? <CircularProgress size={16} /> : <SaveOutlinedIcon />}>{t('quotes.wizard.saveExit')}</Button>
          <Button variant="contained" color="success" onClick={props.onAccept} disabled={props.busy !== null} data-testid="wizard-accept"
            startIcon={props.busy === 'accept' ? <CircularProgress size={16} color="inherit" /> : <AssignmentTurnedInOutlinedIcon />}>{t('quotes.wizard.turnIntoOrder')}</Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
