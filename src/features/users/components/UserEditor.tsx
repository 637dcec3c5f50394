import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Company, PortalRole } from '../api/usersApi';
import { canActivate, isDirty, linksOf, optionAllowed, visibleReports, draftFromUser, type PortalUserRow, type UserDraft } from '../rules';
import { AssociationTab } from './AssociationTab';
import { DataTab } from './DataTab';
import { FlagList } from './FlagList';

/** The tabs of the editor, in order. */
export const EDITOR_TABS = ['data', 'association', 'access', 'reports'] as const;
/** A tab of the editor. */
export type EditorTab = (typeof EDITOR_TABS)[number];

/** The right side of the administration screen: four tabs over the selected user and Accept, enabled when something changed and the role's links are complete. */
export function UserEditor(props: {
  user: PortalUserRow; draft: UserDraft; onChange: (d: UserDraft) => void; roles: PortalRole[]; companies: Company[]; onPremise: boolean;
  tab: EditorTab; onTab: (tab: EditorTab) => void; onSave: () => void; onDiscard: () => void; onDelete: () => void; saving: boolean; deleting: boolean;
}) {
  const { t } = useTranslation();
  const { user, draft, onChange } = props;
  const dirty = isDirty(draft, draftFromUser(user));
  const savable = dirty && canActivate(draft.role, linksOf(draft)) && !props.saving;
  const reportCodes = visibleReports(user.informes.map((i) => i.informe), { role: draft.role, savedRole: user.role, existing: user.role !== null });
  const descriptions = new Map(user.informes.map((i) => [i.informe, i.descripcion]));

  return (
    <Box data-testid="user-editor" sx={{ display: 'flex', flexDirection: 'column', minHeight: 520 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', px: 2, pt: 2 }}>
        <Typography variant="h6" component="h2" data-testid="editor-user">{user.nombre}</Typography>
        <Typography color="text.secondary">{user.usuario}</Typography>
      </Stack>
      <Tabs value={props.tab} onChange={(_e, v: EditorTab) => props.onTab(v)} variant="scrollable" sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}>
        {EDITOR_TABS.map((tab) => <Tab key={tab} value={tab} label={t(`users.tabs.${tab}`)} data-testid={`tab-${tab}`} />)}
      </Tabs>
      <Box sx={{ p: 2, flex: 1 }}>
        {props.tab === 'data' && <DataTab user={user} />}
        {props.tab === 'association' && (
          <AssociationTab draft={draft} savedRole={user.role} roles={props.roles} companies={props.companies} onPremise={props.onPremise}
            onChange={onChange} onDelete={props.onDelete} deleting={props.deleting} />
        )}
        {props.tab === 'access' && (
          <FlagList testId="access-tab" intro={t('users.access.intro')} flags={draft.opciones} onChange={(opciones) => onChange({ ...draft, opciones })}
            items={user.opciones.map((o) => {
              const allowed = optionAllowed(o.codigo, draft.role);
              return { code: o.codigo, label: t(`header.modules.${o.codigo}`, { defaultValue: o.nombre }), disabled: !allowed && !draft.opciones[o.codigo], ...(!allowed ? { caption: t('users.access.adminOnly') } : {}) };
            })} />
        )}
        {props.tab === 'reports' && (
          <FlagList testId="reports-tab" bulk intro={t('users.reports.intro')} flags={draft.informes} onChange={(informes) => onChange({ ...draft, informes })}
            items={reportCodes.map((code) => ({ code, label: t(`reports.codes.${code}.name`, { defaultValue: descriptions.get(code) ?? code }), caption: code }))} />
        )}
      </Box>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ p: 2, justifyContent: 'flex-end', alignItems: 'center' }}>
        <Button onClick={props.onDiscard} disabled={!dirty || props.saving} data-testid="user-discard">{t('users.actions.discard')}</Button>
        <Button variant="contained" onClick={props.onSave} disabled={!savable} data-testid="user-accept"
          startIcon={props.saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {t('common.accept')}
        </Button>
      </Stack>
    </Box>
  );
}
