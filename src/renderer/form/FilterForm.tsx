import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Form from '@rjsf/mui';
import Box from '@mui/material/Box';
import type { FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import type { FieldState } from '../../engine/filters/fieldStates';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import { rjsfRegistries } from '../registries/widgetRegistry';
import { buildFormSchemas } from './buildFormSchemas';
import type { ReportFormContext } from './formContext';
import { schemaValidator } from './schemaValidator';
import { DEFAULT_FORM_STATE_BEHAVIOR } from './defaultFormStateBehavior';

function FieldTemplate({ children, hidden }: FieldTemplateProps) {
  return hidden ? null : <>{children}</>;
}

function ObjectFieldTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  // Lookups (code + name) and checkbox groups take two cells of the grid.
  const wide = (name: string) => {
    const ui = uiSchema?.[name] as Record<string, unknown> | undefined;
    return ui?.['ui:field'] === 'lookup' || ui?.['ui:widget'] === 'checkboxGroup';
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, alignItems: 'center' }}>
      {properties.filter((p) => !p.hidden).map((p) => (
        <Box key={p.name} data-field={p.name} sx={{ minWidth: 0, gridColumn: wide(p.name) ? 'span 2' : undefined, '&:empty': { display: 'none' } }}>{p.content}</Box>
      ))}
    </Box>
  );
}

const registries = rjsfRegistries();
const templates = { FieldTemplate, ObjectFieldTemplate };

/** The filter form of a report: rjsf with the registered widgets, laid out in a responsive grid. */
export function FilterForm(props: { definition: ReportDefinition; values: Record<string, unknown>; states: Record<string, FieldState>; formContext: ReportFormContext; onChange: (values: Record<string, unknown>) => void }) {
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
