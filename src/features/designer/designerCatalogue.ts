import { registerCatalogue, type FeatureCatalogue } from '../../kit/i18n/registerCatalogue';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import it from './locales/it.json';

// The designer's texts, added to i18next once when the screen loads.
registerCatalogue({ es, en, fr, it });

// The translated messages of the definition errors (designer.errors.<code>), one file per language when present.
const errorFiles = import.meta.glob<Record<string, unknown>>('./locales/errors/*.json', { eager: true, import: 'default' });
const errorCatalogue: Partial<FeatureCatalogue> = {};
for (const [file, tree] of Object.entries(errorFiles)) {
  const lang = /([a-z]{2})\.json$/.exec(file)?.[1] as keyof FeatureCatalogue | undefined;
  if (!lang) continue;
  // A file holds either the whole tree ({ designer: { errors } }) or the messages alone.
  errorCatalogue[lang] = 'designer' in tree ? tree : { designer: { errors: tree } };
}
if (Object.keys(errorCatalogue).length) registerCatalogue(errorCatalogue as FeatureCatalogue);
