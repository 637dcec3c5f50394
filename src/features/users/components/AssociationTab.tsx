import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { lookupSources, type Company, type PortalRole } from '../api/usersApi';
import {
  activationProblem, changeCompany, changeCustomer, changeRole, changeSupplier, linkFieldsOf, linksOf, roleChoices, toggleBranch, type Link, type UserDraft,
} from '../rules';
import { AdminLookupField } from './AdminLookupField';
import { BranchChecklist } from './BranchChecklist';

const asLink = (item: { codigo: string; nombre: string } | null): Link | null => (item ? { codigo: item.codigo, nombre: item.nombre } : null);

/** The association tab: company, user type, then the links of the role (representative, customer, branch, branches or supplier) and Delete. */
export function AssociationTab(props: {
  draft: UserDraft; savedRole: string | null; roles: PortalRole[]; companies: Company[]; onPremise: boolean;
  onChange: (draft: UserDraft) => void; onDelete: () => void; deleting: boolean;
}) {
  const { t } = useTranslation();
  const { draft: d, onChange } = props;
  const empresa = d.empresa ?? '';
  const fields = linkFieldsOf(d.role);
  const problem = activationProblem(d.role, linksOf(d));
  const choices = roleChoices(props.roles, { onPremise: props.onPremise, savedRole: props.savedRole });
  const sources = useMemo(() => ({
    customers: lookupSources.customers(empresa),
    representatives: lookupSources.representatives(empresa),
    suppliers: lookupSources.suppliers(empresa),
  }), [empresa]);
  const clienteCode = d.cliente?.codigo;
  const proveedorCode = d.proveedor?.codigo;
  const branchSource = useMemo(() => (clienteCode ? lookupSources.branches(empresa, clienteCode) : null), [empresa, clienteCode]);
  const supplierBranchSource = useMemo(() => (proveedorCode ? lookupSources.supplierBranches(empresa, proveedorCode) : null), [empresa, proveedorCode]);
  const roleLabel = (r: PortalRole) => t(`roles.${r.role}`, { defaultValue: r.descripcion });

  return (
    <Stack spacing={2.5} data-testid="association-tab">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl size="small" fullWidth required>
          <InputLabel id="admin-company-label">{t('users.association.company')}</InputLabel>
          <Select labelId="admin-company-label" label={t('users.association.company')} value={props.companies.some((c) => c.empresa === d.empresa) ? empresa : ''}
            onChange={(e) => { const c = props.companies.find((x) => x.empresa === e.target.value); if (c) onChange(changeCompany(d, c.empresa, c.nombre)); }}
            data-testid="admin-company">
            {props.companies.map((c) => <MenuItem key={c.empresa} value={c.empresa}>{`${c.empresa} · ${c.nombre}`}</MenuItem>)}
          </Select>
        </FormControl>
        <FormControl size="small" fullWidth required>
          <InputLabel id="admin-role-label">{t('users.association.role')}</InputLabel>
          <Select labelId="admin-role-label" label={t('users.association.role')} value={choices.some((c) => c.role.role === d.role) ? d.role ?? '' : ''}
            onChange={(e) => onChange(changeRole(d, String(e.target.value)))} data-testid="admin-role" renderValue={(v) => {
              const r = props.roles.find((x) => x.role === v);
              return r ? roleLabel(r) : '';
            }}>
            {choices.map(({ role: r, disabled }) => (
              <MenuItem key={r.role} value={r.role} disabled={disabled} data-role={r.role}>
                <ListItemText primary={roleLabel(r)} secondary={disabled ? t('users.association.onPremiseUnavailable') : undefined} />
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>

      {d.role && fields.length === 0 && <Typography color="text.secondary">{t('users.association.noLinks')}</Typography>}
      {fields.includes('representante') && (
        <AdminLookupField label={t('users.association.representative')} required testId="lookup-representante" source={sources.representatives}
          value={d.representante ? { codigo: d.representante.codigo, nombre: d.representante.nombre, subfield: d.representante.agente } : null}
          onChange={(item) => onChange({ ...d, representante: item ? { codigo: item.codigo, nombre: item.nombre, agente: item.subfield ?? '' } : null })} />
      )}
      {fields.includes('cliente') && (
        <AdminLookupField label={t('users.association.customer')} required testId="lookup-cliente" source={sources.customers} value={d.cliente}
          onChange={(item) => onChange(changeCustomer(d, asLink(item)))} />
      )}
      {fields.includes('sucursal') && (props.onPremise ? (
        d.sucursal
          ? <Typography data-testid="branch-readonly">{`${t('users.association.branch')}: ${d.sucursal.codigo} · ${d.sucursal.nombre}`}</Typography>
          : <Alert severity="info">{t('users.association.branchOnPremise')}</Alert>
      ) : (
        <AdminLookupField label={t('users.association.branch')} required testId="lookup-sucursal" source={branchSource} value={d.sucursal}
          onChange={(item) => onChange({ ...d, sucursal: asLink(item) })} />
      ))}
      {fields.includes('sucursales') && (
        <BranchChecklist empresa={empresa} cliente={d.cliente} selected={d.sucursales} onToggle={(branch, on) => onChange(toggleBranch(d, branch, on))} />
      )}
      {fields.includes('proveedor') && (
        <AdminLookupField label={t('users.association.supplier')} required testId="lookup-proveedor" source={sources.suppliers} value={d.proveedor}
          onChange={(item) => onChange(changeSupplier(d, asLink(item)))} />
      )}
      {fields.includes('sucursalProv') && (
        <AdminLookupField label={t('users.association.supplierBranch')} testId="lookup-sucursalProv" source={supplierBranchSource} value={d.sucursalProv}
          onChange={(item) => onChange({ ...d, sucursalProv: asLink(item) })} />
      )}
      {problem && <Alert severity="warning" data-testid="activation-problem">{t(`users.activation.${problem}`)}</Alert>}
      <Box>
        <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={props.onDelete} disabled={props.deleting} data-testid="user-delete">
          {t('users.actions.delete')}
        </Button>
      </Box>
    </Stack>
  );
}
