import { createTheme, type Theme } from '@mui/material/styles';
import { esES, enUS, frFR, itIT } from '@mui/material/locale';
import type { Language } from '../i18n/i18n';
import { paletteOf } from './styles';

const MUI_LOCALES = { es: esES, en: enUS, fr: frFR, it: itIT } as const;

/** The MUI theme of a style in a language (component texts follow the language). */
export function themeFor(style: string, language: Language): Theme {
  const palette = paletteOf(style);
  return createTheme({
    palette: {
      primary: { main: palette.primary },
      secondary: { main: palette.secondary },
      background: { default: palette.background },
      // Status colours used as text (grid states, retention) keep at least 4.5:1 against white and the page background (WCAG AA).
      warning: { main: '#b45309' },
      info: { main: '#01699f' },
    },
    shape: { borderRadius: 8 },
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    typography: { fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif', button: { textTransform: 'none' } },
  }, MUI_LOCALES[language]);
}
