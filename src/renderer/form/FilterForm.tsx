import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Form from '@rjsf/mui';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import type { FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import type { FieldState } from '../../engine/filters/fieldStates';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import { rjsfRegistries } from '../registries/widgetRegistry';
import { buildFormSchemas } from './buildFormSchemas';
import type { ReportFormContext } from './formContext';
import { schemaValidator } from './schemaValidator';
import { DEFAULT_FORM_STATE_BEHAVIOR } from './defaultFormStateBehavior';

/** A field, and under a top-level field the message of what keeps it from being sent (a rule or the services' contract), read aloud when it appears. */
function FieldTemplate({ children, hidden, fieldPathId, registry, id, uiSchema }: FieldTemplateProps) {
  const { t } = useTranslation();
  if (hidden) return null;
  const path = fieldPathId.path;
  // A hidden field (held by another part of the report, such as a selection list) says it there.
  const shown = path.length === 1 && uiSchema?.['ui:widget'] !== 'hidden';
  const failure = shown ? (registry.formContext as ReportFormContext | undefined)?.messages?.[String(path[0])] : undefined;
  // A date outside the role's window names it in the date field itself.
  const own = failure?.messageKey === 'messages.dateBeforeWindow' || failure?.messageKey === 'messages.dateAfterWindow';
  if (!failure || own) return <>{children}</>;
  return (
    <>
      {children}
      <FormHelperText error role="alert" id={`${id}-message`} data-testid={`field-message-${String(path[0])}`}>{t(failure.messageKey, failure.params)}</FormHelperText>
    </>
  );
}

function ObjectFieldTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  // Lookups (code + name) and checkbox groups take two cells of the grid (the one column of a phone's width there: spanning two would widen it past the screen).
  const wide = (name: string) => {
    const ui = uiSchema?.[name] as Record<string, unknown> | undefined;
    return ui?.['ui:field'] === 'lookup' || ui?.['ui:widget'] === 'checkboxGroup';
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, alignItems: 'center' }}>
      {properties.filter((p) => !p.hidden).map((p) => (
        <Box key={p.name} data-field={p.name} sx={{ minWidth: 0, gridColumn: wide(p.name) ? { xs: '1 / -1', sm: 'span 2' } : undefined, '&:empty': { display: 'none' } }}>{p.content}</Box>
      ))}
    </Box>
  );
}

const registries = rjsfRegistries();
const templates = { FieldTemplate, ObjectFieldTemplate };

/** The filter form of a report: rjsf with the registered widgets, laid out in a responsive grid. */
export function FilterForm(props: {
  definition: ReportDefinition; values: Record<string, unknown>; states: Record<string, FieldState>; formContext: ReportFormContext;
  onChange: (values: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  const { schema, uiSchema } = useMemo(() => buildFormSchemas(props.definition, props.states, t), [props.definition, props.states, t]);
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={props.values}
      validator={schemaValidator}
      widgets={registries.widgets}
      fields={registries.fields}
      templates={templates}
      formContext={props.formContext}
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE_BEHAVIOR}
      onChange={(e) => props.onChange((e.formData ?? {}) as Record<string, unknown>)}
      onSubmit={() => undefined}
    />
  );
}
