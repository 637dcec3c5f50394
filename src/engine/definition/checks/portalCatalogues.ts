import appEn from '../../../locales/portal/en.json';
import appEs from '../../../locales/portal/es.json';
import appFr from '../../../locales/portal/fr.json';
import appIt from '../../../locales/portal/it.json';
import ordersEn from '../../../locales/orders/en.json';
import ordersEs from '../../../locales/orders/es.json';
import ordersFr from '../../../locales/orders/fr.json';
import ordersIt from '../../../locales/orders/it.json';
import type { Catalogues } from '../definitionError';

/** The catalogues a definition's keys may come from: the portal's and the report catalogues the renderer registers (order reports). */
export const portalCatalogues: Catalogues[] = [
  { es: appEs, en: appEn, fr: appFr, it: appIt },
  { es: ordersEs, en: ordersEn, fr: ordersFr, it: ordersIt },
];
