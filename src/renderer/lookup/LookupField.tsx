import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '@rjsf/utils';
import { lookupSourceId } from '../../engine/filters/lookupSourceId';
import { resolveMap } from '../../engine/values/resolveValue';
import type { ReportFormContext } from '../form/formContext';
import { CodeNamePicker } from './CodeNamePicker';
import type { LookupPage } from './LookupDialog';
import { lookupSources, type LookupItem } from './lookupSources';

/**
 * Lookup filter of a report (spec 1 §4.3): the code + name picker over the definition's lookup source; a code that does not exist marks the
 * field in error (Search then asks to review the filters).
 */
export function LookupField(props: FieldProps) {
  const { t } = useTranslation();
  const ctx = props.registry.formContext as ReportFormContext;
  const name = props.name;
  const spec = ctx.definition.filters.fields?.[name]?.lookup;
  if (!spec) throw new Error(`Filter '${name}' uses the lookup widget without a lookup source`);
  const source = lookupSources.get(lookupSourceId(spec, ctx.context));
  const pageSize = spec.pageSize ?? source.pageSize;
  const [error, setError] = useState<string | null>(null);
  const { setFieldError } = ctx;

  const load = useCallback(async (search: string, page: number, exactCode?: string): Promise<LookupPage> => {
    const params = resolveMap(spec.params ?? {}, ctx.context);
    const reply = await ctx.erp.post<{ dataRes?: LookupItem[]; numReg?: number }>(source.endpoint, {
      ...source.constants, ...params, offset: pageSize * (page - 1) + 1, numRows: pageSize,
      ...(exactCode ? { [source.codeParam]: exactCode } : search ? { search } : {}),
    });
    const items = reply.data.dataRes ?? [];
    return { items, total: Number(reply.data.numReg ?? items.length) };
  }, [ctx.erp, ctx.context, spec, source, pageSize]);

  return (
    <CodeNamePicker
      label={props.schema.title ?? ''}
      value={(props.formData ?? null) as LookupItem | null}
      load={load}
      pageSize={pageSize}
      disabled={Boolean(props.disabled || props.readonly)}
      error={error}
      testId={`lookup-${name}`}
      onChange={(item) => {
        setError(null);
        setFieldError(name, false);
        props.onChange(item ?? undefined, props.fieldPathId.path);
      }}
      onNotFound={() => setFieldError(name, true)}
      onLoadError={() => {
        setError(t('messages.errorDefault'));
        setFieldError(name, true);
      }}
    />
  );
}
