import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { completeLogin } from '../../kit/auth/loginFlow';
import { appStore, clearSession, expertTokenAtom, shopTokenAtom } from '../../kit/session/sessionStore';
import { erp } from '../../kit/session/portalClient';
import { useLoginCompletion } from './useLoginCompletion';

/** Logs in with a token from outside: /login/:pToken[/:pTienda] (pTienda 's' marks shop origin) or /loginExpert/:pToken (expert flag). */
export function TokenLoginPage({ expert = false }: { expert?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pToken = '', pTienda } = useParams();
  // Cancelling the change of company leaves nothing to wait for: back to the login page.
  const { complete, dialog } = useLoginCompletion({ onCancel: () => {
    clearSession();
    void navigate('/', { replace: true });
  } });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      clearSession();
      appStore.set(shopTokenAtom, pTienda?.toLowerCase() === 's');
      appStore.set(expertTokenAtom, expert);
      const outcome = await completeLogin(erp(), pToken, null);
      const done = await complete(outcome);
      if (!done && outcome.kind === 'error') void navigate('/', { replace: true });
    })();
  }, [pToken, pTienda, expert, complete, navigate]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress />
        <Typography sx={{ mt: 2 }}>{t('login.tokenLogin')}</Typography>
      </Box>
      {dialog}
    </Box>
  );
}
