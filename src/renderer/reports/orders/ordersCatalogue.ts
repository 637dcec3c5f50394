import { registerCatalogue } from '../../../app/i18n/registerCatalogue';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import it from './locales/it.json';

// The order report's texts (order status, order detail, tracking, purchase orders), added to i18next once.
registerCatalogue({ es, en, fr, it });
