import type { Kysely, Migration } from 'kysely';

/**
 * Sales statistics: the article family tree (levels 1 to 5, each article in a leaf family, its path kept one row per level so a report
 * groups the sales at any level with one join), countries and their provinces, and each customer's country and province code.
 */
export const m007SalesStatistics: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s.createTable('familias_articulo')
      .addColumn('empresa', 'text', (c) => c.notNull()).addColumn('familia', 'text', (c) => c.notNull())
      .addColumn('nivel', 'integer', (c) => c.notNull()).addColumn('padre', 'text').addColumn('nombre', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('familias_articulo_pk', ['empresa', 'familia']).execute();
    await s.createIndex('familias_articulo_nivel_idx').on('familias_articulo').columns(['empresa', 'nivel', 'familia']).execute();

    await s.createTable('articulo_familias')
      .addColumn('empresa', 'text', (c) => c.notNull()).addColumn('articulo', 'text', (c) => c.notNull())
      .addColumn('nivel', 'integer', (c) => c.notNull()).addColumn('familia', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('articulo_familias_pk', ['empresa', 'articulo', 'nivel']).execute();
    await s.createIndex('articulo_familias_familia_idx').on('articulo_familias').columns(['empresa', 'nivel', 'familia', 'articulo']).execute();

    await s.createTable('paises')
      .addColumn('pais', 'text', (c) => c.primaryKey()).addColumn('nombre_pais', 'text', (c) => c.notNull()).execute();
    await s.createTable('provincias')
      .addColumn('pais', 'text', (c) => c.notNull()).addColumn('id', 'text', (c) => c.notNull()).addColumn('denominacion', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('provincias_pk', ['pais', 'id']).execute();

    await s.alterTable('clientes').addColumn('pais', 'text').execute();
    await s.alterTable('clientes').addColumn('cod_provincia', 'text').execute();
    await s.createIndex('clientes_provincia_idx').on('clientes').columns(['empresa', 'pais', 'cod_provincia', 'cliente']).execute();
    await s.createIndex('pedidos_representante_fecha_idx').on('pedidos').columns(['empresa', 'representante', 'agente', 'fecha_pedido']).execute();
  },
};
