import type { Kysely, Migration } from 'kysely';

/** The LER (European List of Waste) code of an article that is a waste material; services and goods that are not waste have none. */
export const m024ArticleWasteCode: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('articulos').addColumn('cod_ler', 'text').execute();
  },
};
