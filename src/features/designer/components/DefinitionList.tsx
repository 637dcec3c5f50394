import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import SearchIcon from '@mui/icons-material/Search';
import type { DefinitionState, DefinitionSummary } from '../api/designerApi';
import { filterDefinitions } from '../filterDefinitions';
import { errorText } from '../problems';

const STATE_COLOR: Record<DefinitionState, 'success' | 'error' | 'warning'> = { valid: 'success', errors: 'error', stale: 'warning' };

export interface DefinitionListProps {
  rows: DefinitionSummary[];
  onOpen: (code: string) => void;
  onGrant: (row: DefinitionSummary) => void;
}

/** The organisation's definitions with their origin, state, version, draft and roles; a search box narrows them. */
export function DefinitionList({ rows, onOpen, onGrant }: DefinitionListProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterDefinitions(rows, search, (r) => `${t(`designer.origin.${r.origen}`)} ${t(`reports.codes.${r.informe}.name`, { defaultValue: r.titulo })}`), [rows, search, t]);
  return (
    <Box data-testid="designer-list">
      <TextField size="small" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('designer.list.search')} sx={{ mb: 1.5, width: { xs: '100%', sm: 360 } }}
        slotProps={{ htmlInput: { 'aria-label': t('designer.list.search'), 'data-testid': 'designer-search' }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }} />
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('designer.list.code')}</TableCell>
              <TableCell>{t('designer.list.titleColumn')}</TableCell>
              <TableCell>{t('designer.list.origin')}</TableCell>
              <TableCell>{t('designer.list.state')}</TableCell>
              <TableCell align="right">{t('designer.list.version')}</TableCell>
              <TableCell>{t('designer.list.draft')}</TableCell>
              <TableCell>{t('designer.list.roles')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((r) => (
              <TableRow key={r.informe} hover data-testid="designer-row" data-code={r.informe}>
                <TableCell>
                  <Link component="button" type="button" onClick={() => onOpen(r.informe)} sx={{ fontFamily: 'monospace', fontWeight: 600 }} aria-label={t('designer.list.open', { code: r.informe })}>
                    {r.informe}
                  </Link>
                </TableCell>
                <TableCell>
                  {t(`reports.codes.${r.informe}.name`, { defaultValue: r.titulo })}
                  {r.overlayOf && <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{t('designer.list.overlayOf', { code: r.overlayOf })}</Typography>}
                  {r.problema && <Typography variant="caption" color="error" sx={{ display: 'block' }} data-testid="designer-row-problem">{`${r.archivo ?? r.informe}: ${errorText(t, r.problema)}`}</Typography>}
                </TableCell>
                <TableCell>{t(`designer.origin.${r.origen}`)}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={STATE_COLOR[r.estado]}
                    label={r.estado === 'errors' && r.errores ? `${t('designer.state.errors')} (${r.errores})` : t(`designer.state.${r.estado}`)} />
                </TableCell>
                <TableCell align="right">{r.version ?? '—'}</TableCell>
                <TableCell>{r.borrador && <Chip size="small" color="info" variant="outlined" label={t('designer.list.draft')} />}</TableCell>
                <TableCell>{r.roles.length ? r.roles.map((role) => t(`roles.${role}`, { defaultValue: role })).join(', ') : t('designer.list.noRoles')}</TableCell>
                <TableCell align="right">
                  <Tooltip title={t('designer.list.grant', { code: r.informe })}>
                    <IconButton size="small" aria-label={t('designer.list.grant', { code: r.informe })} onClick={() => onGrant(r)} data-testid="designer-grant-open">
                      <GroupAddOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {shown.length === 0 && <Typography color="text.secondary" sx={{ p: 2 }}>{t('designer.list.empty')}</Typography>}
    </Box>
  );
}
