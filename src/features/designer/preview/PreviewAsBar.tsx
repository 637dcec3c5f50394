import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { PORTAL_ROLES } from '../../../engine/definition/explainVisibility';
import { previewUsers, type PreviewSession, type PreviewUser } from './previewApi';

/** What identifies a previewed user at a glance: role and the customer, branch, representative or supplier it is linked to. */
function linkOf(u: Pick<PreviewUser, 'cliente' | 'sucursal' | 'representante' | 'agente' | 'proveedor' | 'sucursalProv'>): string {
  if (u.proveedor) return `${u.proveedor}${u.sucursalProv ? `/${u.sucursalProv}` : ''}`;
  if (u.cliente) return `${u.cliente}${u.sucursal ? `/${u.sucursal}` : ''}`;
  if (u.representante) return `${u.representante}${u.agente ? `/${u.agente}` : ''}`;
  return '';
}

/** Seconds left of a preview session, ticking. */
function useSecondsLeft(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.round((until - now) / 1000)) : 0;
}

/** "Preview as": a role, a concrete user of it, and the read-only session the server issued for that user. */
export function PreviewAsBar({ session, expired, starting, onStart }: {
  session: PreviewSession | null; expired: boolean; starting: boolean; onStart: (usuario: string) => void;
}) {
  const { t } = useTranslation();
  const [role, setRole] = useState<string>('CLIENTE');
  const [search, setSearch] = useState('');
  const [user, setUser] = useState<PreviewUser | null>(null);
  const users = useQuery({ queryKey: ['designer', 'previewUsers', role, search], queryFn: () => previewUsers(role, search), staleTime: 60_000 });
  const left = useSecondsLeft(session?.expira);
  const s = session?.sesion;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }} data-testid="preview-as">
      <TextField select size="small" label={t('designer.preview.role')} value={role} sx={{ minWidth: 170 }}
        onChange={(e) => { setRole(e.target.value); setUser(null); }} slotProps={{ htmlInput: { 'data-testid': 'preview-role' } }}>
        {PORTAL_ROLES.map((r) => <MenuItem key={r} value={r}>{t(`designer.roles.${r}`)}</MenuItem>)}
      </TextField>
      <Autocomplete size="small" sx={{ minWidth: 280 }} options={users.data ?? []} value={user} loading={users.isLoading}
        getOptionLabel={(u) => `${u.usuario} — ${u.nombre}${linkOf(u) ? ` (${linkOf(u)})` : ''}`}
        isOptionEqualToValue={(a, b) => a.usuario === b.usuario}
        onChange={(_e, v) => setUser(v)} onInputChange={(_e, v, reason) => { if (reason === 'input') setSearch(v); }}
        noOptionsText={t('designer.preview.noUsers')}
        renderInput={(params) => <TextField {...params} label={t('designer.preview.user')} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'preview-user' } }} />} />
      <Button variant="outlined" startIcon={<VisibilityOutlined />} disabled={!user || starting} onClick={() => user && onStart(user.usuario)} data-testid="preview-start">
        {t('designer.preview.previewAs')}
      </Button>
      {s && (
        <Chip color={expired ? 'warning' : 'info'} variant="outlined" data-testid="preview-identity"
          label={expired ? t('designer.preview.expired', { usuario: s.usuario })
            : t('designer.preview.as', { usuario: s.usuario, role: t(`designer.roles.${s.role ?? 'ADMIN'}`), link: linkOf(s) || '—', minutes: Math.floor(left / 60), seconds: String(left % 60).padStart(2, '0') })} />
      )}
      {s && expired && <Button size="small" onClick={() => onStart(s.usuario)}>{t('designer.preview.renew')}</Button>}
    </Stack>
  );
}
