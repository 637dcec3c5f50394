import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The portal logo: mark and name. */
export function BrandLogo({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="img" src={inverse ? '/logo-inverse.svg' : '/logo.svg'} alt="" sx={{ width: 32, height: 32 }} />
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 0.3, whiteSpace: 'nowrap' }}>{t('app.name')}</Typography>
    </Box>
  );
}
