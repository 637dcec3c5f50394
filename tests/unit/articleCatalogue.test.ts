import { describe, expect, it } from 'vitest';
import { catalogueArticle, catalogueArticleOf, hazardousArticle, kilosOf, orderQuantity } from '../../src/server/db/seed/articleCatalogue';
import { LER_MATERIALES, MATERIALES, SERVICIOS } from '../../src/server/db/seed/materialCatalogue';
import { CODIGOS_LER } from '../../src/server/db/seed/residuosCatalogo';
import { SEED_SIZES } from '../../src/server/db/seed/seedScale';

/** The demo catalogue: the same articles at every scale, each name once, every material with a LER code the waste catalogue describes. */
describe('article catalogue', () => {
  const large = Array.from({ length: SEED_SIZES.large.articulos }, (_, i) => catalogueArticle(i + 1));
  const ler = new Map([...CODIGOS_LER, ...LER_MATERIALES].map((l) => [l.codigo, l]));

  it('has one name per article up to the large scale, and every service and material in the small one', () => {
    expect(new Set(large.map((a) => a.nombre)).size).toBe(large.length);
    const small = large.slice(0, SEED_SIZES.small.articulos);
    expect(new Set(small.filter((a) => !a.servicio).map((a) => a.niveles[2])).size).toBe(MATERIALES.length);
    expect(small.filter((a) => a.servicio).length).toBe(Math.min(SERVICIOS.length, Math.floor(SEED_SIZES.small.articulos / 7)));
  });

  it('gives every material a described LER code and five family levels, and no service a code', () => {
    for (const a of large) {
      expect(a.niveles.every((n) => n.trim().length > 0), a.articulo).toBe(true);
      expect(a.niveles[0]).toBe(a.familia);
      if (a.servicio) expect(a.codLer, a.articulo).toBeNull();
      else expect(ler.has(a.codLer!), `${a.articulo} ${a.codLer}`).toBe(true);
    }
    expect(ler.size).toBe(CODIGOS_LER.length + LER_MATERIALES.length);
  });

  it('knows the hazardous articles by their code: lead batteries and used oil are, copper and cardboard are not', () => {
    const by = (name: string) => large.find((a) => a.nombre.startsWith(name))!.articulo;
    expect(hazardousArticle(by('Baterías de plomo'))).toBe(true);
    expect(hazardousArticle(by('Aceite mineral usado'))).toBe(true);
    expect(hazardousArticle(by('Cobre limpio'))).toBe(false);
    expect(hazardousArticle(by('Cartón ondulado'))).toBe(false);
    expect(hazardousArticle('PORTES')).toBe(false);
  });

  it('reads an article back from its code, and quantities and weights by unit', () => {
    expect(catalogueArticleOf('A000002')).toEqual(catalogueArticle(2));
    expect(catalogueArticleOf('X1')).toBeNull();
    expect(orderQuantity('T', 0)).toBe(2);
    expect(orderQuantity('KG', 2899)).toBe(2999);
    expect(kilosOf('T', 2.5)).toBe(2500);
    expect(kilosOf('DIA', 3)).toBe(0);
  });
});
