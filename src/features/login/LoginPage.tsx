import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { loginWithCredentials } from '../../app/auth/loginFlow';
import { captchaProvider } from '../../app/captcha/captchaRegistry';
import { portalConfig } from '../../app/config/portalConfig';
import { showAlert } from '../../app/dialogs/notifications';
import { BrandLogo } from '../../app/layout/BrandLogo';
import { Footer } from '../../app/layout/Footer';
import { LanguageMenu } from '../../app/layout/LanguageMenu';
import { clearSession, isOnPremiseAtom, urlInfoAtom } from '../../app/session/sessionStore';
import { erp } from '../../app/session/portalClient';
import { loadUrlInfo } from './loadUrlInfo';
import { useLoginCompletion } from './useLoginCompletion';

type Field = 'usuario' | 'password' | 'dominio';

/** The login page: user, password (show/hide), domain unless the host gives it; Enter submits; blocked while waiting. */
export function LoginPage() {
  const { t } = useTranslation();
  const urlInfo = useAtomValue(urlInfoAtom);
  const onPremise = useAtomValue(isOnPremiseAtom) === 'S';
  const config = portalConfig();
  const captcha = captchaProvider(config.captcha.provider);
  const [values, setValues] = useState<Record<Field, string>>({ usuario: '', password: '', dominio: config.defaultDomain });
  const [touched, setTouched] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const { complete, dialog, changingCompany } = useLoginCompletion();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    clearSession();
    void loadUrlInfo().then((info) => {
      if (info && !info.dominioDesdeHost) setValues((v) => ({ ...v, dominio: v.dominio || info.dominio }));
    });
  }, []);

  const domainFromHost = Boolean(urlInfo?.dominioDesdeHost);
  const fields: Field[] = domainFromHost ? ['usuario', 'password'] : ['usuario', 'password', 'dominio'];
  const missing = (f: Field) => touched && !values[f].trim();
  const customerArea = config.customerAreaDomains.includes((domainFromHost ? urlInfo?.dominio : values.dominio)?.toUpperCase() ?? '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (busy || fields.some((f) => !values[f].trim()) || (captcha.requiresToken && !captchaToken)) return;
    setBusy(true);
    try {
      const dominio = domainFromHost && urlInfo ? urlInfo.dominio : values.dominio.trim();
      const outcome = await loginWithCredentials(erp(), { usuario: values.usuario.trim(), password: values.password, dominio, captchaToken: captchaToken ?? undefined }, onPremise);
      await complete(outcome);
    } finally {
      setBusy(false);
    }
  };

  const showPrivacy = () => void showAlert({ type: 'infoWButton', title: t('login.privacyTitle'), message: t('login.privacyText') });
  const blocked = busy || changingCompany;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: 3, py: 1.5 }}>
        <BrandLogo />
        <LanguageMenu color="primary" />
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'center', gap: 4, px: { xs: 2, md: 8 }, py: 4, maxWidth: 1200, width: '100%', mx: 'auto' }}>
        <Box>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '2rem', md: '2.6rem' } }} data-testid="welcome-title">
            {customerArea ? t('login.welcomeCustomerArea') : t('login.welcomePortal')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>{t('login.welcomeText')}</Typography>
        </Box>
        <Card elevation={3} sx={{ maxWidth: 440, width: '100%', justifySelf: { md: 'end' } }}>
          <CardContent sx={{ p: 4 }}>
            <Typography variant="h5" component="h2" sx={{ mb: 3 }}>{t('login.title')}</Typography>
            <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-busy={blocked}>
              <fieldset disabled={blocked} style={{ border: 0, margin: 0, padding: 0 }}>
                <Stack spacing={2}>
                  <TextField
                    label={t('login.user')} name="usuario" autoComplete="username" autoFocus required fullWidth
                    value={values.usuario} onChange={(e) => setValues({ ...values, usuario: e.target.value })}
                    error={missing('usuario')} helperText={missing('usuario') ? t('errors.fieldRequired') : ' '}
                  />
                  <TextField
                    label={t('login.password')} name="password" type={showPassword ? 'text' : 'password'} autoComplete="current-password" required fullWidth
                    value={values.password} onChange={(e) => setValues({ ...values, password: e.target.value })}
                    error={missing('password')} helperText={missing('password') ? t('errors.fieldRequired') : ' '}
                    slotProps={{ input: { endAdornment: (
                      <InputAdornment position="end">
                        <IconButton onClick={() => setShowPassword((v) => !v)} edge="end" aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}>
                          {showPassword ? <VisibilityOff /> : <Visibility />}
                        </IconButton>
                      </InputAdornment>
                    ) } }}
                  />
                  {!domainFromHost && (
                    <TextField
                      label={t('login.domain')} name="dominio" required fullWidth
                      value={values.dominio} onChange={(e) => setValues({ ...values, dominio: e.target.value })}
                      error={missing('dominio')} helperText={missing('dominio') ? t('errors.fieldRequired') : ' '}
                    />
                  )}
                  {captcha.Widget && <captcha.Widget siteKey={config.captcha.siteKey} onToken={setCaptchaToken} />}
                  <Typography variant="body2" color="text.secondary">
                    {t('login.privacyLabel')}{' '}
                    <Link component="button" type="button" onClick={showPrivacy} sx={{ verticalAlign: 'baseline' }}>{t('login.privacyLink')}</Link>
                  </Typography>
                  <Button type="submit" variant="contained" size="large" disabled={blocked} data-testid="login-submit"
                    startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
                    {busy ? t('login.submitting') : t('login.submit')}
                  </Button>
                  <Link component={RouterLink} to="/style" variant="body2" sx={{ alignSelf: 'center', visibility: urlInfo ? 'visible' : 'hidden' }}>{t('login.changeStyle')}</Link>
                </Stack>
              </fieldset>
            </Box>
          </CardContent>
        </Card>
      </Box>
      <Footer />
      {dialog}
    </Box>
  );
}
