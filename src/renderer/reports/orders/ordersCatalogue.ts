import { registerCatalogue } from '../../../kit/i18n/registerCatalogue';
import en from '../../../locales/orders/en.json';
import es from '../../../locales/orders/es.json';
import fr from '../../../locales/orders/fr.json';
import it from '../../../locales/orders/it.json';

// The order report's texts (order status, order detail, tracking, purchase orders), added to i18next once.
registerCatalogue({ es, en, fr, it });
