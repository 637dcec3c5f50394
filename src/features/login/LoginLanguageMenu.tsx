import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../kit/i18n/i18n';
import { LoginIcon } from './LoginIcon';

/** The language menu of the login page (es/en/fr/it), drawn without the component library: stores the language and reloads the page. */
export function LoginLanguageMenu() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[aria-checked=true], [role=menuitemradio]')?.focus();
    const close = (e: PointerEvent) => { if (!menu.current?.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const choose = (lng: Language) => {
    setOpen(false);
    if (lng === i18n.language) return;
    // No session on the login page: the language is stored and the page reloads in it.
    void import('../../kit/i18n/changeLanguage').then((m) => m.changeLanguage(lng));
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitemradio]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') { setOpen(false); button.current?.focus(); }
    else if (e.key === 'ArrowDown') { e.preventDefault(); items[(at + 1) % items.length]?.focus(); }
    else if (e.key === 'ArrowUp') { e.preventDefault(); items[(at - 1 + items.length) % items.length]?.focus(); }
  };

  return (
    <div className="login-language">
      <button ref={button} type="button" className="login-text-button" onClick={() => setOpen((v) => !v)} aria-haspopup="menu" aria-expanded={open}
        aria-label={`${t('header.language')}: ${i18n.language.toUpperCase()}`} data-testid="language-menu">
        <LoginIcon name="translate" />{i18n.language.toUpperCase()}
      </button>
      {open && (
        <ul ref={menu} role="menu" className="login-menu" onKeyDown={onKeyDown}>
          {LANGUAGES.map((lng) => (
            <li key={lng} role="menuitemradio" aria-checked={lng === i18n.language} tabIndex={-1} lang={lng} data-testid={`language-${lng}`}
              onClick={() => choose(lng)} onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); choose(lng); } }}>
              {t(`header.languages.${lng}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
