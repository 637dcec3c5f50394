import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import { sessionAtom } from '../../kit/session/sessionStore';

/** Company and user of the session, with a menu to the account page and the style picker. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!session) return null;
  return (
    <>
      <Button color="inherit" onClick={(e) => setAnchor(e.currentTarget)} startIcon={<AccountCircleIcon />} aria-haspopup="menu" data-testid="user-menu" sx={{ textAlign: 'left' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1 }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }} data-testid="header-user">{session.nombreUsuario}</Typography>
          <Typography variant="caption" component="span" sx={{ opacity: 0.85 }} data-testid="header-company">{session.nombreEmpresa}</Typography>
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => { setAnchor(null); void navigate('/miCuenta'); }}>
          <ListItemIcon><PersonOutlineIcon fontSize="small" /></ListItemIcon>{t('header.myAccount')}
        </MenuItem>
        <MenuItem onClick={() => { setAnchor(null); void navigate('/style'); }}>
          <ListItemIcon><PaletteOutlinedIcon fontSize="small" /></ListItemIcon>{t('header.style')}
        </MenuItem>
      </Menu>
    </>
  );
}
