import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginWithCredentials } from '../../kit/auth/loginFlow';
import { showAlert } from '../../kit/dialogs/notifications';
import { appStore, isOnPremiseAtom } from '../../kit/session/sessionStore';
import { erp } from '../../kit/session/portalClient';
import { loginDraft } from './loginDraft';
import { LoginScreen, type LoginHost } from './LoginScreen';
import { useLoginCompletion } from './useLoginCompletion';

/** The login page inside the loaded portal: logs in with the ERP, then lands, asks to change company or shows the error. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { complete, dialog, changingCompany } = useLoginCompletion();
  const host: LoginHost = {
    submit: async (credentials) => {
      // The typed values are forgotten once signed in (the login page shown after a logout starts empty).
      if (await complete(await loginWithCredentials(erp(), credentials, appStore.get(isOnPremiseAtom) === 'S'))) loginDraft.values = null;
    },
    privacy: () => void showAlert({ type: 'infoWButton', title: t('login.privacyTitle'), message: t('login.privacyText') }),
    toStyle: (e) => { e.preventDefault(); void navigate('/style'); },
    changingCompany,
    dialog,
  };
  return <LoginScreen host={host} />;
}
