import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { LookupItem } from '../../../renderer/lookup/lookupSources';
import { CodeNamePicker } from '../../../renderer/lookup/CodeNamePicker';
import { branchLoader, CUSTOMER_PAGE, loadCustomers } from '../components/customerLookups';
import { alertQuoteError } from '../quoteAlerts';

/** Step 1 (spec 3 §2.1): customer and branch; the branch is enabled only after a customer, and cleared when the customer changes; a saved quote keeps its customer. */
export function CustomerStep(props: {
  customer: LookupItem | null; branch: LookupItem | null; customerFixed: boolean; busy: boolean;
  onCustomer: (c: LookupItem | null) => void; onBranch: (b: LookupItem | null) => void; onContinue: () => void;
}) {
  const { t } = useTranslation();
  const cliente = props.customer?.codigo ?? '';
  const loadBranches = useMemo(() => branchLoader(cliente), [cliente]);
  const onError = (e: unknown) => void alertQuoteError(t, 'customers', e);
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }} data-testid="wizard-step-1">
      <CodeNamePicker label={t('quotes.fields.customer')} value={props.customer} load={loadCustomers} pageSize={CUSTOMER_PAGE} disabled={props.customerFixed}
        onChange={(c) => { props.onCustomer(c); props.onBranch(null); }} testId="wizard-customer" onLoadError={onError} />
      <CodeNamePicker key={cliente} label={t('quotes.fields.branch')} value={props.branch} load={loadBranches} pageSize={CUSTOMER_PAGE} disabled={!cliente}
        onChange={props.onBranch} testId="wizard-branch" onLoadError={onError} />
      {props.customerFixed && <Alert severity="info">{t('quotes.wizard.customerFixed')}</Alert>}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={props.onContinue} disabled={props.busy} data-testid="wizard-continue">{t('quotes.wizard.continue')}</Button>
      </Stack>
    </Stack>
  );
}
