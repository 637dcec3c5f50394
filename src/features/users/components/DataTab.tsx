import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PortalUserRow } from '../rules';

/** The data tab: the user's ERP data, read-only, with their state in the portal and the last change. */
export function DataTab({ user }: { user: PortalUserRow }) {
  const { t } = useTranslation();
  const rows: [string, string | null][] = [
    [t('users.data.user'), user.usuario],
    [t('users.data.name'), user.nombre],
    [t('users.data.email'), user.email],
    [t('users.data.phone'), user.telefono],
    [t('users.data.since'), user.fechaAlta],
    [t('users.data.modified'), user.fechaModificacion && user.usuarioModificacion ? t('users.data.modifiedBy', { date: user.fechaModificacion, user: user.usuarioModificacion }) : null],
  ];
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }} data-testid="data-tab">
      {rows.filter(([, v]) => v).map(([label, value]) => (
        <Stack key={label} direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
          <Typography component="dt" color="text.secondary" sx={{ width: 180, flexShrink: 0 }}>{label}</Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>{value}</Typography>
        </Stack>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
        <Typography component="dt" color="text.secondary" sx={{ width: 180, flexShrink: 0 }}>{t('users.data.state')}</Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          <Chip size="small" color={user.activoSN === 'S' ? 'success' : 'warning'} label={t(user.activoSN === 'S' ? 'users.data.active' : 'users.data.inactive')} data-testid="user-state" />
        </Typography>
      </Stack>
    </Stack>
  );
}
