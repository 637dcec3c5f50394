import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import LogoutIcon from '@mui/icons-material/Logout';
import { showAlert } from '../dialogs/notifications';
import { clearSession } from '../session/sessionStore';

/** Log-out button: asks 'are you sure you want to disconnect' (yes/no), then clears the session and goes to the login page. */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = async () => {
    const answer = await showAlert({ type: 'default', title: t('header.logout'), message: t('header.logoutQuestion'), acceptLabel: t('common.yes'), cancelLabel: t('common.no') });
    if (answer !== 'accept') return;
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
