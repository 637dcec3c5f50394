import { erpLanguage } from '../routes/erpLanguage.js';

/** Languages the report documents are printed in. */
export type ReportLanguage = 'es' | 'en' | 'fr' | 'it';

/** The document language of a user language (the ERP stores Spanish as E; anything unknown is Spanish). */
export const reportLanguage = (idioma: string | null | undefined): ReportLanguage => erpLanguage(idioma).toLowerCase() as ReportLanguage;
