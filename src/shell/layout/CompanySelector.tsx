import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { showAlert } from '../../kit/dialogs/notifications';
import { describeFailure } from '../../api/describeFailure';
import { changeCompany, listCompanies } from '../../kit/session/changeCompany';
import { sessionAtom } from '../../kit/session/sessionStore';

/** Header selector of the session company (spec 1 §2.3): choosing another calls set-company and the screen reloads its data for it. */
export function CompanySelector() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const companies = useQuery({ queryKey: ['portal-companies', session?.idOrganizacion], queryFn: listCompanies, staleTime: Infinity, enabled: Boolean(session) });
  const [busy, setBusy] = useState(false);
  if (!session) return null;
  const list = companies.data ?? [{ empresa: session.empresa, nombre: session.nombreEmpresa }];
  const choose = async (empresa: string) => {
    const company = list.find((c) => c.empresa === empresa);
    if (!company) return;
    setBusy(true);
    try {
      await changeCompany(company);
    } catch (error) {
      await showAlert({ type: 'errorWButton', title: t('errors.companyChangeTitle'), message: t('errors.companyChange'), detail: describeFailure(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <TextField select size="small" variant="outlined" value={session.empresa} disabled={busy} onChange={(e) => void choose(e.target.value)}
      label={t('header.company')} data-testid="company-selector"
      sx={{
        minWidth: 180, maxWidth: 260, '& .MuiInputBase-root': { color: 'inherit' }, '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': { color: 'inherit', opacity: 0.85 },
        '& .MuiOutlinedInput-notchedOutline, & .MuiInputBase-root:hover .MuiOutlinedInput-notchedOutline': { borderColor: 'currentColor', opacity: 0.6 }, '& .MuiSelect-icon': { color: 'inherit' },
      }}
      slotProps={{ input: { endAdornment: busy ? <CircularProgress size={16} color="inherit" sx={{ mr: 3 }} /> : undefined } }}>
      {list.map((c) => <MenuItem key={c.empresa} value={c.empresa} data-company={c.empresa}>{c.empresa} · {c.nombre}</MenuItem>)}
    </TextField>
  );
}
