import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { portalDataAtom, sessionAtom } from '../../kit/session/sessionStore';

/** The account page (/miCuenta): the session user's data and a back button. */
export function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const portal = useAtomValue(portalDataAtom);
  if (!session) return null;
  const rows: [string, string | null | undefined][] = [
    [t('account.user'), session.usuario],
    [t('account.name'), session.nombreUsuario],
    [t('account.role'), session.role ? t(`roles.${session.role}`, { defaultValue: session.role }) : null],
    [t('account.company'), `${session.empresa} · ${session.nombreEmpresa}`],
    [t('account.customer'), session.cliente ? `${session.cliente} · ${session.clienteNombre ?? ''}` : null],
    [t('account.branch'), session.sucursal ? `${session.sucursal} · ${session.sucursalNombre ?? ''}` : null],
    [t('account.branches'), session.sucursales?.length ? session.sucursales.map((s) => `${s.sucursal} · ${s.razonSocial}`).join('\n') : null],
    [t('account.representative'), session.representante ? `${session.representante}/${session.agente ?? ''} · ${session.representanteNombre ?? ''}` : null],
    [t('account.supplier'), session.proveedor ? `${session.proveedor}/${session.sucursalProv ?? ''}` : null],
    [t('account.organisation'), session.organizacion],
    [t('account.language'), portal ? t(`header.languages.${portal.idiomaUsuario === 'E' ? 'es' : portal.idiomaUsuario.toLowerCase()}`, { defaultValue: portal.idiomaUsuario }) : null],
  ];
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(-1)} sx={{ alignSelf: 'flex-start' }}>{t('common.back')}</Button>
      <Typography variant="h4" component="h1">{t('account.title')}</Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            {rows.filter(([, v]) => v).map(([label, value]) => (
              <Stack key={label} direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <Typography component="dt" color="text.secondary" sx={{ width: 200, flexShrink: 0 }}>{label}</Typography>
                <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>{value}</Typography>
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
