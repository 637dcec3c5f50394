import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { menuModules, moduleOfPath } from '../../kit/modules/moduleRegistry';
import { refreshAccess } from '../../kit/session/refreshAccess';
import { moduleAtom, optionsAtom, sessionAtom } from '../../kit/session/sessionStore';
import { BrandLogo } from '../../kit/branding/BrandLogo';
import { CompanySelector } from './CompanySelector';
import { Footer } from './Footer';
import { LanguageMenu } from './LanguageMenu';
import { LogoutButton } from './LogoutButton';
import { UserMenu } from './UserMenu';

/** Shell of the logged-in portal: header with modules the server allows, responsive side menu, user, language, logout; footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const options = useAtomValue(optionsAtom);
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const [drawer, setDrawer] = useState(false);
  const modules = menuModules(options.map((o) => o.codigo));
  const currentModule = moduleOfPath(location.pathname);
  const current = currentModule?.code;
  // A screen is a module (its list, summary and wizard are one screen) or a page outside the modules. Each screen change picks up, in the
  // background, what an administrator changed meanwhile (options, reports, role dates); the cache answers within its freshness window; a failure keeps the current lists.
  const screen = current ?? location.pathname;
  useEffect(() => {
    refreshAccess().catch(() => undefined);
  }, [screen]);
  // The module the user works in is remembered: the next login lands there (spec 1 §2.1).
  const setModule = useSetAtom(moduleAtom);
  useEffect(() => {
    if (current) setModule(current);
  }, [current, setModule]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton color="inherit" edge="start" onClick={() => setDrawer(true)} aria-label={t('header.menu')} data-testid="side-menu-button"><MenuIcon /></IconButton>
          )}
          <BrandLogo inverse />
          {wide && (
            <Box component="nav" aria-label={t('header.menu')} sx={{ display: 'flex', gap: 0.5, ml: 3 }} data-testid="main-menu">
              {modules.map((m) => (
                <Button key={m.code} component={NavLink} to={m.route} color="inherit" startIcon={<m.icon />}
                  sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.16)' } }} data-module={m.code}>
                  {t(m.labelKey)}
                </Button>
              ))}
            </Box>
          )}
          <Box sx={{ flex: 1 }} />
          {currentModule?.companySelector && <CompanySelector />}
          {wide ? <UserMenu /> : null}
          <LanguageMenu />
          <LogoutButton />
        </Toolbar>
      </AppBar>
      <Drawer open={!wide && drawer} onClose={() => setDrawer(false)} data-testid="side-menu">
        <Box sx={{ width: 280 }} role="presentation">
          <Box sx={{ p: 2 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{session?.nombreUsuario}</Typography>
            <Typography variant="body2" color="text.secondary">{session?.nombreEmpresa}</Typography>
          </Box>
          <Divider />
          <List component="nav" aria-label={t('header.menu')}>
            {modules.map((m) => (
              <ListItemButton key={m.code} component={NavLink} to={m.route} selected={location.pathname.startsWith(m.route)} onClick={() => setDrawer(false)} data-module={m.code}>
                <ListItemIcon><m.icon /></ListItemIcon>
                <ListItemText primary={t(m.labelKey)} />
              </ListItemButton>
            ))}
            <Divider sx={{ my: 1 }} />
            <ListItemButton component={NavLink} to="/miCuenta" onClick={() => setDrawer(false)}><ListItemText primary={t('header.myAccount')} /></ListItemButton>
            <ListItemButton component={NavLink} to="/style" onClick={() => setDrawer(false)}><ListItemText primary={t('header.style')} /></ListItemButton>
          </List>
        </Box>
      </Drawer>
      <Container component="main" maxWidth="xl" sx={{ flex: 1, py: 3 }}>
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}
