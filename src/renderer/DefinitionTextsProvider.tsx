import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { ReportDefinition } from '../engine/definition/reportDefinition.gen';
import { CATALOGUE_NAMESPACE, registerDefinitionTexts } from './definitionTexts';

/** The namespace in which a definition's keys resolve (its own texts first, then the catalogues); the catalogues' without a definition. */
export function useDefinitionNamespace(definition: Pick<ReportDefinition, 'code' | 'texts'> | undefined): string {
  const { i18n } = useTranslation();
  const code = definition?.code;
  const texts = definition?.texts;
  return useMemo(() => (code ? registerDefinitionTexts({ code, texts }, i18n) : CATALOGUE_NAMESPACE), [code, texts, i18n]);
}

/** Every `useTranslation()` below resolves keys from the definition's own texts first, then from the catalogues. */
export function DefinitionTextsProvider({ definition, children }: { definition: Pick<ReportDefinition, 'code' | 'texts'>; children: ReactNode }) {
  const { i18n } = useTranslation();
  const ns = useDefinitionNamespace(definition);
  return <I18nextProvider i18n={i18n} defaultNS={ns}>{children}</I18nextProvider>;
}
