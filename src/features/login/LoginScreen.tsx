import { useEffect, useRef, useState, type CSSProperties, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { captchaProvider } from '../../kit/captcha/captchaRegistry';
import { portalConfig } from '../../kit/config/portalConfig';
import { paletteOf } from '../../kit/themes/styles';
import { appStore, clearSession, styleAtom, urlInfoAtom } from '../../kit/session/sessionStore';
import { loadUrlInfo } from './loadUrlInfo';
import { loginDraft, takeLoginRequest, type LoginField } from './loginDraft';
import { LoginIcon } from './LoginIcon';
import { LoginLanguageMenu } from './LoginLanguageMenu';
import './loginScreen.css';

/** Credentials the login form sends. */
export interface LoginCredentials { usuario: string; password: string; dominio: string; captchaToken?: string | undefined }

/** What the login page asks of the portal around it: the portal once loaded, or the start-up that loads it. */
export interface LoginHost {
  /** Logs in and carries on (landing page, change of company, error dialog). */
  submit(credentials: LoginCredentials): Promise<void>;
  /** Shows the privacy policy. */
  privacy(): void;
  /** Opens the style picker inside the portal (without it, the link loads the page). */
  toStyle?: ((e: MouseEvent) => void) | undefined;
  /** The change-company question is open or being answered. */
  changingCompany?: boolean;
  /** Dialogs of the portal shown over the page. */
  dialog?: ReactNode;
}

const STORE = { store: appStore };

/**
 * The login page: user, password (show/hide), domain unless the host gives it; Enter submits; blocked while waiting. Drawn with
 * plain elements and its own styles, so it shows before the component library and the routes have loaded.
 */
export function LoginScreen({ host }: { host: LoginHost }) {
  const { t } = useTranslation();
  const urlInfo = useAtomValue(urlInfoAtom, STORE);
  const palette = paletteOf(useAtomValue(styleAtom, STORE));
  const config = portalConfig();
  const captcha = captchaProvider(config.captcha.provider);
  const [values, setValues] = useState<Record<LoginField, string>>(() => loginDraft.values ?? { usuario: '', password: '', dominio: config.defaultDomain });
  const [touched, setTouched] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(loginDraft.captchaToken);
  const started = useRef(false);

  const domainFromHost = Boolean(urlInfo?.dominioDesdeHost);
  const fields: LoginField[] = domainFromHost ? ['usuario', 'password'] : ['usuario', 'password', 'dominio'];
  const missing = (f: LoginField) => touched && !values[f].trim();
  const customerArea = config.customerAreaDomains.includes((domainFromHost ? urlInfo?.dominio : values.dominio)?.toUpperCase() ?? '');

  const send = async (current: Record<LoginField, string>, token: string | null) => {
    setBusy(true);
    loginDraft.values = current;
    loginDraft.captchaToken = token;
    try {
      const dominio = domainFromHost && urlInfo ? urlInfo.dominio : current.dominio.trim();
      await host.submit({ usuario: current.usuario.trim(), password: current.password, dominio, captchaToken: token ?? undefined });
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // What the page drawn before the portal loaded was asked to do.
    const request = takeLoginRequest();
    if (request === 'submit') { void send(values, captchaToken); return; }
    if (request === 'privacy') { host.privacy(); return; }
    clearSession();
    void loadUrlInfo().then((info) => {
      if (info && !info.dominioDesdeHost) setValues((v) => ({ ...v, dominio: v.dominio || info.dominio }));
    });
    // Once, when the page opens (the request and the values are those it opened with).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (busy || fields.some((f) => !values[f].trim()) || (captcha.requiresToken && !captchaToken)) return;
    void send(values, captchaToken);
  };

  const change = (f: LoginField) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [f]: e.target.value };
    loginDraft.values = next;
    setValues(next);
  };

  const blocked = busy || Boolean(host.changingCompany);
  const field = (f: LoginField, label: string, input: Partial<React.InputHTMLAttributes<HTMLInputElement>>, adornment?: ReactNode) => (
    <div className={`login-field${missing(f) ? ' login-field-error' : ''}`}>
      <label htmlFor={`login-${f}`}>{label} <span aria-hidden="true">*</span></label>
      <div className="login-input">
        <input id={`login-${f}`} name={f} required value={values[f]} onChange={change(f)} aria-invalid={missing(f)}
          aria-describedby={`login-${f}-help`} {...input} />
        {adornment}
      </div>
      <p id={`login-${f}-help`} className="login-help">{missing(f) ? t('errors.fieldRequired') : '\u00a0'}</p>
    </div>
  );

  return (
    <div className="login-page" style={{ '--login-primary': palette.primary, '--login-background': palette.background } as CSSProperties}>
      <header className="login-header">
        <span className="login-brand"><img src="/logo.svg" alt="" width={32} height={32} /><span>{t('app.name')}</span></span>
        <LoginLanguageMenu />
      </header>
      <main className="login-main">
        <div>
          <h1 className="login-welcome" data-testid="welcome-title">{customerArea ? t('login.welcomeCustomerArea') : t('login.welcomePortal')}</h1>
          <p className="login-welcome-text">{t('login.welcomeText')}</p>
        </div>
        <section className="login-card" aria-labelledby="login-title">
          <h2 id="login-title">{t('login.title')}</h2>
          <form noValidate onSubmit={submit} aria-busy={blocked}>
            <fieldset disabled={blocked}>
              {field('usuario', t('login.user'), { autoComplete: 'username', autoFocus: !loginDraft.values })}
              {field('password', t('login.password'), { type: showPassword ? 'text' : 'password', autoComplete: 'current-password' }, (
                <button type="button" className="login-icon-button" onClick={() => setShowPassword((v) => !v)}
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}>
                  <LoginIcon name={showPassword ? 'visibilityOff' : 'visibility'} />
                </button>
              ))}
              {!domainFromHost && field('dominio', t('login.domain'), {})}
              {captcha.Widget && <captcha.Widget siteKey={config.captcha.siteKey} onToken={setCaptchaToken} />}
              <p className="login-privacy">
                {t('login.privacyLabel')}{' '}
                <button type="button" className="login-link" onClick={() => host.privacy()}>{t('login.privacyLink')}</button>
              </p>
              <button type="submit" className="login-submit" disabled={blocked} data-testid="login-submit">
                {busy && <span className="login-spinner" aria-hidden="true" />}
                {busy ? t('login.submitting') : t('login.submit')}
              </button>
              <a href="/style" className="login-link login-style" onClick={host.toStyle} style={{ visibility: urlInfo ? 'visible' : 'hidden' }}>{t('login.changeStyle')}</a>
            </fieldset>
          </form>
        </section>
      </main>
      <footer className="login-footer">
        {t('footer.poweredBy')} <a className="login-link" href={config.poweredBy.url} target="_blank" rel="noopener noreferrer">{config.poweredBy.name}</a>
      </footer>
      {host.dialog}
    </div>
  );
}
