import { registerCatalogue } from '../../kit/i18n/registerCatalogue';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import it from './locales/it.json';

// The user administration texts, added to i18next once when the screen loads.
registerCatalogue({ es, en, fr, it });
