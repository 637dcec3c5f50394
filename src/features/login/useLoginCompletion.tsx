import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changeCompanyAndLogin, portalLanguage, type LoginOutcome } from '../../kit/auth/loginFlow';
import { showAlert } from '../../kit/dialogs/notifications';
import { applyLanguage, isLanguage } from '../../kit/i18n/i18n';
import { landingRoute } from '../../kit/modules/moduleRegistry';
import { appStore, clearSession, moduleAtom, storeLogin } from '../../kit/session/sessionStore';
import { erp } from '../../kit/session/portalClient';
import { takeReturn } from '../../kit/session/returnAddress';
import { ChangeCompanyDialog } from './ChangeCompanyDialog';
import { ensureUrlInfo } from './loadUrlInfo';

type PendingCompany = Extract<LoginOutcome, { kind: 'changeCompany' }>;

/** Turns a login outcome into what the user sees: the landing route, the change-company dialog, or an error dialog. `onCancel`: what Cancel in the change-company dialog does besides closing it. */
export function useLoginCompletion(opts: { onCancel?: () => void } = {}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingCompany | null>(null);
  const [changing, setChanging] = useState(false);

  const complete = async (outcome: LoginOutcome): Promise<boolean> => {
    if (outcome.kind === 'ok') {
      await ensureUrlInfo(outcome.state.session.organizacion);
      storeLogin(outcome.state);
      const lng = portalLanguage(outcome.state.portalData.idiomaUsuario);
      if (isLanguage(lng) && lng !== i18n.language) await applyLanguage(lng);
      // A report's link opened before the login opens now (the report applies this user's scope).
      void navigate(takeReturn() ?? landingRoute(appStore.get(moduleAtom), outcome.state.options.map((o) => o.codigo)), { replace: true });
      return true;
    }
    if (outcome.kind === 'changeCompany') {
      setPending(outcome);
      return false;
    }
    clearSession();
    await showAlert({ type: 'errorWButton', title: t(outcome.titleKey), message: t(outcome.messageKey), detail: outcome.detail });
    return false;
  };

  const change = async () => {
    if (!pending) return;
    setChanging(true);
    const outcome = await changeCompanyAndLogin(erp(), pending);
    setChanging(false);
    setPending(null);
    if (outcome.kind === 'error') {
      clearSession();
      void navigate('/', { replace: true });
    }
    await complete(outcome);
  };

  const dialog = (
    <ChangeCompanyDialog
      open={Boolean(pending)}
      erpCompany={pending?.portalData.empresa ?? ''}
      portalCompany={pending?.session.empresa ?? ''}
      portalCompanyName={pending?.session.nombreEmpresa ?? ''}
      busy={changing}
      onChange={() => void change()}
      onCancel={() => {
        setPending(null);
        opts.onCancel?.();
      }}
    />
  );
  return { complete, dialog, changingCompany: changing || Boolean(pending) };
}
