import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { showAlert } from '../dialogs/notifications';

/** How often the service worker looks for a new version (spec 1 §4.1). */
export const UPDATE_CHECK_MS = 3_600_000;

/** Installs the service worker, checks hourly for a new version and asks 'New version detected. Reload the page?' — forced on the login page. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { needRefresh: [needRefresh], updateServiceWorker } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
  useEffect(() => {
    if (!needRefresh) return;
    const forced = pathname === '/';
    void showAlert({
      type: 'default', title: t('pwa.title'), message: t('pwa.newVersion'), acceptLabel: t('pwa.reload'), cancelLabel: t('common.no'), forced,
    }).then((answer) => {
      if (answer === 'accept') void updateServiceWorker(true);
    });
  }, [needRefresh, pathname, t, updateServiceWorker]);
  return null;
}
