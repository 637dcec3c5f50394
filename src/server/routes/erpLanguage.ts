/** Languages the ERP keeps texts in (upper case). */
const ERP_LANGUAGES = ['ES', 'EN', 'FR', 'IT'];

/** The ERP language of a language code in any case; Spanish for any other (the ERP's 'E' included). */
export function erpLanguage(value: string | null | undefined): string {
  const code = (value ?? '').toUpperCase();
  return ERP_LANGUAGES.includes(code) ? code : 'ES';
}
