import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGES, type Language } from '../../kit/i18n/i18n';
import { notify } from '../../kit/dialogs/notifications';
import { describeFailure } from '../../api/describeFailure';
import { changeLanguage } from '../../kit/i18n/changeLanguage';

/** Language menu es/en/fr/it: calls change-language and reloads the page. */
export function LanguageMenu({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = async (lng: Language) => {
    setAnchor(null);
    if (lng === i18n.language) return;
    try {
      await changeLanguage(lng);
    } catch (error) {
      notify('error', t('errors.languageChange'), { detail: describeFailure(error) });
    }
  };
  return (
    <>
      <Button color={color} startIcon={<TranslateIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu" aria-label={`${t('header.language')}: ${i18n.language.toUpperCase()}`} data-testid="language-menu">
        {i18n.language.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((lng) => (
          <MenuItem key={lng} selected={lng === i18n.language} onClick={() => void choose(lng)} data-testid={`language-${lng}`} lang={lng}>
            {t(`header.languages.${lng}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
