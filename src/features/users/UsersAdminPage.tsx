import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import WarehouseOutlinedIcon from '@mui/icons-material/WarehouseOutlined';
import { notify, showAlert } from '../../kit/dialogs/notifications';
import { refreshAccess } from '../../kit/session/refreshAccess';
import { OptionRequired } from '../../kit/navigation/OptionRequired';
import { useLeaveGuard } from '../../kit/navigation/useLeaveGuard';
import { isOnPremiseAtom, sessionAtom } from '../../kit/session/sessionStore';
import { deletePortalUser, listCompanies, listPortalUsers, listRoles, portalUser, updatePortalUser } from './api/usersApi';
import { alertAdminError, confirmPending } from './adminDialogs';
import { ADMIN_OPTION, activationProblem, buildUpdateBody, linksOf, draftFromUser, isDirty, type PortalUserRow, type UserDraft } from './rules';
import { NewUserDialog } from './components/NewUserDialog';
import { RoleDatesDialog } from './components/RoleDatesDialog';
import { UserEditor, type EditorTab } from './components/UserEditor';
import { UsersTable } from './components/UsersTable';
import { WarehouseDialog } from './components/WarehouseDialog';
import { usePagedQuery } from './usePagedQuery';
import './usersCatalogue';

/** Users table page size (spec 1 §9). */
const USERS_PER_PAGE = 5;
type OpenDialog = 'newUser' | 'roleDates' | 'warehouses' | null;

/** User administration (/administracion/usuarios, spec 1 §2.8): only for users with the ADMIN_USU option; the server refuses everyone else too. */
export function UsersAdminPage() {
  const { t } = useTranslation();
  return (
    <OptionRequired option={ADMIN_OPTION} title={t('users.noAccess.title')} text={t('users.noAccess.text')} homeLabel={t('users.noAccess.home')} testId="admin-no-access">
      <UsersAdministration />
    </OptionRequired>
  );
}

function UsersAdministration() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useAtomValue(sessionAtom);
  const onPremise = useAtomValue(isOnPremiseAtom) === 'S';
  const [selected, setSelected] = useState<PortalUserRow | null>(null);
  const [draft, setDraft] = useState<UserDraft | null>(null);
  const [tab, setTab] = useState<EditorTab>('data');
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const list = usePagedQuery(['admin-users'], (q) => listPortalUsers(q), { rowsPerPage: USERS_PER_PAGE, orderBy: 'usuario' });
  const roles = useQuery({ queryKey: ['admin-roles'], queryFn: listRoles, staleTime: Infinity });
  const companies = useQuery({ queryKey: ['admin-companies'], queryFn: listCompanies, staleTime: Infinity });
  const failure = list.query.error ?? roles.error ?? companies.error;

  useEffect(() => {
    if (failure) void alertAdminError(t, 'users.messages.loadError', failure);
  }, [failure, t]);

  /** Shows a user as saved. */
  const show = (user: PortalUserRow | null, nextTab?: EditorTab) => {
    setSelected(user);
    setDraft(user ? draftFromUser(user) : null);
    if (nextTab) setTab(nextTab);
  };
  const dirty = Boolean(selected && draft && isDirty(draft, draftFromUser(selected)));

  const save = async (): Promise<boolean> => {
    if (!selected || !draft || !session) return false;
    const problem = activationProblem(draft.role, linksOf(draft));
    if (problem) {
      // The links are incomplete: saving now would deactivate the user. Stay on them so nothing is lost.
      await showAlert({ type: 'infoWButton', title: t('users.messages.incompleteTitle'), message: t(`users.activation.${problem}`) });
      return false;
    }
    setSaving(true);
    try {
      const optionIds = Object.fromEntries(selected.opciones.map((o) => [o.codigo, o.id]));
      await updatePortalUser(buildUpdateBody(draft, { usuario: selected.usuario, usuarioModificacion: session.usuario }, optionIds));
      notify('success', t('users.messages.usuarioActualizado'));
      show((await portalUser(selected.usuario)) ?? null);
      await queryClient.invalidateQueries({ queryKey: ['admin-users'] });
      // The administrator changed their own user: their menu and reports follow at once.
      if (selected.usuario === session.usuario) await refreshAccess({ force: true }).catch(() => undefined);
      return true;
    } catch (error) {
      await alertAdminError(t, 'users.messages.errorInsertUser', error);
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** Settles unsaved changes before showing another user: true when it may go on (saved or discarded). */
  const settlePending = async (): Promise<boolean> => {
    if (!dirty) return true;
    const choice = await confirmPending(t);
    return choice === 'discard' || (choice === 'save' && (await save()));
  };

  // Leaving the page (menu, back button, log-out, reload) with unsaved changes asks the same question as choosing another user.
  useLeaveGuard(dirty, settlePending);

  const select = async (user: PortalUserRow) => {
    if (user.usuario === selected?.usuario) return;
    if (await settlePending()) show(user);
  };

  const remove = async () => {
    if (!selected) return;
    const answer = await showAlert({
      type: 'default', title: t('users.messages.deleteTitle'), message: t('users.messages.deleteQuestion', { user: `${selected.usuario} (${selected.nombre})` }),
      acceptLabel: t('common.yes'), cancelLabel: t('common.no'),
    });
    if (answer !== 'accept') return;
    setDeleting(true);
    try {
      await deletePortalUser(selected.usuario, selected.empresa);
      notify('success', t('users.messages.usuarioEliminado'));
      show(null, 'data');
      await queryClient.invalidateQueries({ queryKey: ['admin-users'] });
    } catch (error) {
      await alertAdminError(t, 'users.messages.errorDeleteUser', error);
    } finally {
      setDeleting(false);
    }
  };

  /** After adding ERP users: the list reloads and the first one opens on its association tab, ready to configure. */
  const added = async (usuarios: string[]) => {
    setDialog(null);
    notify('success', t('users.newUser.added', { count: usuarios.length }));
    await queryClient.invalidateQueries({ queryKey: ['admin-users'] });
    const first = usuarios[0] ? await portalUser(usuarios[0]).catch(() => undefined) : undefined;
    if (first && (await settlePending())) show(first, 'association');
  };

  return (
    <Box data-testid="users-admin">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 3 }}>
        <Typography variant="h4" component="h1">{t('users.title')}</Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {onPremise && <Button variant="contained" startIcon={<PersonAddAltOutlinedIcon />} onClick={() => setDialog('newUser')} data-testid="open-new-user">{t('users.actions.newUser')}</Button>}
          <Button variant="outlined" startIcon={<WarehouseOutlinedIcon />} onClick={() => setDialog('warehouses')} data-testid="open-warehouses">{t('users.actions.warehouses')}</Button>
          <Button variant="outlined" startIcon={<EventNoteOutlinedIcon />} onClick={() => setDialog('roleDates')} disabled={!roles.data} data-testid="open-role-dates">{t('users.actions.roleDates')}</Button>
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>{t('users.list.title')}</Typography>
            <UsersTable list={list} selected={selected?.usuario ?? null} onSelect={(u) => void select(u)} />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Paper variant="outlined">
            {selected && draft && roles.data && companies.data ? (
              <UserEditor user={selected} draft={draft} onChange={setDraft} roles={roles.data} companies={companies.data} onPremise={onPremise}
                tab={tab} onTab={setTab} onSave={() => void save()} onDiscard={() => show(selected)} onDelete={() => void remove()} saving={saving} deleting={deleting} />
            ) : (
              <Box sx={{ p: 4, minHeight: 240, display: 'grid', placeItems: 'center' }}>
                <Typography color="text.secondary" data-testid="select-hint">{t('users.selectHint')}</Typography>
              </Box>
            )}
          </Paper>
        </Grid>
      </Grid>
      {onPremise && <NewUserDialog open={dialog === 'newUser'} onClose={() => setDialog(null)} onAdded={(u) => void added(u)} />}
      {roles.data && <RoleDatesDialog open={dialog === 'roleDates'} onClose={() => setDialog(null)} roles={roles.data} onPremise={onPremise} />}
      <WarehouseDialog open={dialog === 'warehouses'} onClose={() => setDialog(null)} />
    </Box>
  );
}
