import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { portalConfig } from '../../kit/config/portalConfig';

/** Footer: 'powered by' the provider, with a link. */
export function Footer() {
  const { t } = useTranslation();
  const { poweredBy } = portalConfig();
  return (
    <Box component="footer" sx={{ py: 2, px: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Typography variant="body2" color="text.secondary">
        {t('footer.poweredBy')} <Link href={poweredBy.url} target="_blank" rel="noopener noreferrer">{poweredBy.name}</Link>
      </Typography>
    </Box>
  );
}
