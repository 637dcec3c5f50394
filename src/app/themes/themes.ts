import { createTheme, type Theme } from '@mui/material/styles';
import { esES, enUS, frFR, itIT } from '@mui/material/locale';
import type { Language } from '../i18n/i18n';

/** The four styles of the style picker: Base and three customer styles. */
export const STYLES = {
  base: { primary: '#1f5aa6', secondary: '#e0842b', background: '#f4f6f9' },
  verde: { primary: '#2e7d4f', secondary: '#8bb33c', background: '#f3f7f2' },
  industrial: { primary: '#37474f', secondary: '#f57c00', background: '#f2f2f2' },
  mediterraneo: { primary: '#00838f', secondary: '#c0504d', background: '#f1f8f9' },
} as const;

/** A style id. */
export type StyleId = keyof typeof STYLES;

/** Style ids in the order the picker shows them. */
export const STYLE_IDS = Object.keys(STYLES) as StyleId[];

/** True for a known style id. */
export const isStyleId = (value: string | null | undefined): value is StyleId => Boolean(value && value in STYLES);

const MUI_LOCALES = { es: esES, en: enUS, fr: frFR, it: itIT } as const;

/** The MUI theme of a style in a language (component texts follow the language). */
export function themeFor(style: string, language: Language): Theme {
  const palette = STYLES[isStyleId(style) ? style : 'base'];
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
