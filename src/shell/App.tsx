import { useMemo } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { isLanguage } from '../kit/i18n/i18n';
import { DataTipTooltip } from '../kit/themes/DataTipTooltip';
import { LightControlStyles } from '../kit/themes/LightControlStyles';
import { router } from './routes/router';
import { queryClient } from '../kit/session/queryClient';
import { appStore, styleAtom } from '../kit/session/sessionStore';
import { themeFor } from '../kit/themes/themes';

function ThemedApp() {
  const style = useAtomValue(styleAtom);
  const { i18n } = useTranslation();
  const theme = useMemo(() => themeFor(style, isLanguage(i18n.language) ? i18n.language : 'es'), [style, i18n.language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LightControlStyles />
      <DataTipTooltip />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}

/** The portal: state store, server-state cache, theme of the stored style, routes. */
export function App() {
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <ThemedApp />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
