import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import LogoutIcon from '@mui/icons-material/Logout';
import { showAlert } from '../../kit/dialogs/notifications';
import { confirmLeave } from '../../kit/navigation/leaveGuard';
import { erpCall } from '../../kit/session/portalClient';
import { appStore, clearSession, refreshTokenAtom, sessionAtom } from '../../kit/session/sessionStore';

/** Log-out button: asks 'are you sure you want to disconnect' (yes/no), ends the session on the server, clears it here and goes to the login page. */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = async () => {
    const answer = await showAlert({ type: 'default', title: t('header.logout'), message: t('header.logoutQuestion'), acceptLabel: t('common.yes'), cancelLabel: t('common.no') });
    if (answer !== 'accept') return;
    // A screen with unsaved changes asks first; staying keeps the session and the changes.
    if (!(await confirmLeave())) return;
    const tira = appStore.get(sessionAtom)?.tira;
    const refreshTokenId = appStore.get(refreshTokenAtom);
    // The tokens stop working at once; a failure here (server unreachable) still logs out locally.
    await erpCall('/wsr/auth/logout', { ...(tira ? { tira } : {}), ...(refreshTokenId ? { refreshTokenId } : {}) }, { auth: false }).catch(() => undefined);
    clearSession();
    void navigate('/', { replace: true });
  };
  return (
    <Tooltip title={t('header.logout')}>
      <IconButton color="inherit" onClick={() => void logout()} aria-label={t('header.logout')} data-testid="logout">
        <LogoutIcon />
      </IconButton>
    </Tooltip>
  );
}
