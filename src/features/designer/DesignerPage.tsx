import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import { OptionRequired } from '../../kit/navigation/OptionRequired';
import { listDefinitions, type DefinitionSummary } from './api/designerApi';
import { DefinitionList } from './components/DefinitionList';
import { GrantDialog } from './components/GrantDialog';
import { NewReportDialog } from './components/NewReportDialog';
import { DefinitionEditor } from './DefinitionEditor';
import './designerCatalogue';

/** The menu option that opens the designer. */
export const DESIGNER_OPTION = 'ADMIN_INF';
const DESIGNER_ROUTE = '/administracion/informes';

/** The report designer (/administracion/informes): only for portal administrators holding ADMIN_INF; the server refuses everyone else too. */
export function DesignerPage() {
  const { t } = useTranslation();
  return (
    <OptionRequired option={DESIGNER_OPTION} title={t('designer.noAccess.title')} text={t('designer.noAccess.text')} homeLabel={t('designer.noAccess.home')} testId="designer-no-access">
      <Designer />
    </OptionRequired>
  );
}

function Designer() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The open definition is in the address (/administracion/informes/CODE): a reload or a shared link opens it again, and leaving it is a route change.
  const open = useParams().informe ?? null;
  const navigate = useNavigate();
  const [newOpen, setNewOpen] = useState(false);
  const [granting, setGranting] = useState<DefinitionSummary | null>(null);
  const list = useQuery({ queryKey: ['designer-definitions'], queryFn: listDefinitions });
  const openCode = (code: string | null) => void navigate(code ? `${DESIGNER_ROUTE}/${encodeURIComponent(code)}` : DESIGNER_ROUTE);

  return (
    <Box data-testid="designer">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h4" component="h1">{t('designer.title')}</Typography>
        {!open && (
          <Button variant="contained" startIcon={<NoteAddOutlinedIcon />} onClick={() => setNewOpen(true)} disabled={!list.data} data-testid="designer-new">
            {t('designer.actions.newReport')}
          </Button>
        )}
      </Stack>
      {open ? (
        <DefinitionEditor key={open} code={open} onClose={() => openCode(null)} />
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>{t('designer.list.title')}</Typography>
          {list.isFetching && <LinearProgress sx={{ mb: 1 }} />}
          {list.error ? (
            <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void list.refetch()}>{t('designer.actions.reload')}</Button>}>
              {t('designer.list.loadError')}
            </Alert>
          ) : list.data && <DefinitionList rows={list.data} onOpen={openCode} onGrant={setGranting} />}
        </Paper>
      )}
      <NewReportDialog open={newOpen} definitions={list.data ?? []} onClose={() => setNewOpen(false)}
        onCreated={(code) => {
          setNewOpen(false);
          void queryClient.invalidateQueries({ queryKey: ['designer-definitions'] });
          openCode(code);
        }} />
      <GrantDialog code={granting?.informe ?? null} onClose={() => setGranting(null)}
        onGranted={() => {
          setGranting(null);
          void queryClient.invalidateQueries({ queryKey: ['designer-definitions'] });
        }} />
    </Box>
  );
}
