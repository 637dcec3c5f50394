import appEn from '../../../app/i18n/locales/en.json';
import appEs from '../../../app/i18n/locales/es.json';
import appFr from '../../../app/i18n/locales/fr.json';
import appIt from '../../../app/i18n/locales/it.json';
import ordersEn from '../../../renderer/reports/orders/locales/en.json';
import ordersEs from '../../../renderer/reports/orders/locales/es.json';
import ordersFr from '../../../renderer/reports/orders/locales/fr.json';
import ordersIt from '../../../renderer/reports/orders/locales/it.json';
import type { Catalogues } from '../definitionError';

/** The catalogues a definition's keys may come from: the portal's and the report catalogues the renderer registers (order reports). */
export const portalCatalogues: Catalogues[] = [
  { es: appEs, en: appEn, fr: appFr, it: appIt },
  { es: ordersEs, en: ordersEn, fr: ordersFr, it: ordersIt },
];
