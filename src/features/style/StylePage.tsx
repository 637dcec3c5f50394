import { useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BrandLogo } from '../../kit/branding/BrandLogo';
import { clearSession, styleAtom } from '../../kit/session/sessionStore';
import { STYLES, STYLE_IDS, type StyleId } from '../../kit/themes/styles';

/** The style picker (/style): Base and three customer styles; Apply clears the session and stores the style. */
export function StylePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [stored, setStored] = useAtom(styleAtom);
  const [choice, setChoice] = useState<StyleId>((STYLE_IDS as string[]).includes(stored) ? (stored as StyleId) : 'base');
  const apply = () => {
    clearSession();
    setStored(choice);
    void navigate('/', { replace: true });
  };
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', p: { xs: 2, md: 6 } }}>
      <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
        <BrandLogo />
        <Typography variant="h4" component="h1">{t('style.title')}</Typography>
        <Typography color="text.secondary">{t('style.description')}</Typography>
        <Grid container spacing={2} role="radiogroup" aria-label={t('style.title')}>
          {STYLE_IDS.map((id) => (
            <Grid key={id} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card variant="outlined" sx={{ borderColor: choice === id ? 'primary.main' : undefined, borderWidth: choice === id ? 2 : 1 }}>
                <CardActionArea onClick={() => setChoice(id)} role="radio" aria-checked={choice === id} data-testid={`style-${id}`}>
                  <Box sx={{ height: 72, display: 'flex' }}>
                    <Box sx={{ flex: 2, bgcolor: STYLES[id].primary }} />
                    <Box sx={{ flex: 1, bgcolor: STYLES[id].secondary }} />
                    <Box sx={{ flex: 1, bgcolor: STYLES[id].background }} />
                  </Box>
                  <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Radio checked={choice === id} tabIndex={-1} size="small" />
                    <Typography>{t(`style.names.${id}`)}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Stack direction="row" spacing={2}>
          <Button onClick={() => void navigate(-1)}>{t('common.back')}</Button>
          <Button variant="contained" onClick={apply} data-testid="style-apply">{t('style.apply')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
