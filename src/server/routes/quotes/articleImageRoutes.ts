import type { FastifyInstance } from 'fastify';
import { body, object, route, str } from '../../schemas/routeSchema.js';
import type { RouteContext } from '../routeContext.js';
import { ARTICLE_IMAGE_DIRECTORY, articleSvg } from './articleImages.js';

const item = object({
  name: str('File name'), directory: str('Folder (articulos)'), publicSN: { type: ['string', 'null'], enum: ['S', 'N', null] },
  contentType: { type: ['string', 'null'], enum: ['BASE64', 'URL', null], description: 'BASE64: the url is a data: URL with the content' },
}, ['name']);

/** The document store's file links (eDrive): article photos of the caller's company as data URLs. */
export async function articleImageRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  app.post('/wsedrive/getURLFile', {
    config: { callKind: 'shared' },
    schema: route({
      summary: 'Links to stored files (getURLFile)', tags: ['Documents'],
      description: `Each item answers a url (a data: URL of the file, contentType BASE64) or, when the file does not exist, statusCode '404' with a statusText; the portal then shows its placeholder image. `
        + `The reference services store the article photos (directory ${ARTICLE_IMAGE_DIRECTORY}, file <article>.svg) of the caller's company.`,
      body: body({ items: { type: 'array', minItems: 1, maxItems: 100, items: item } }, ['items']),
      reply: object({
        statusCode: str(),
        items: { type: 'array', items: object({ name: str(), directory: str(), url: str(), statusCode: str('Per item: 404 when the file does not exist'), statusText: str() }, ['name', 'directory']) },
      }),
    }),
  }, async (request) => {
    const { items, empresa } = request.body as { items: { name: string; directory?: string }[]; empresa?: string | number };
    const company = String(empresa ?? request.principal.portal?.empresa ?? request.principal.empresaSesion);
    const names = items.filter((i) => (i.directory ?? ARTICLE_IMAGE_DIRECTORY) === ARTICLE_IMAGE_DIRECTORY).map((i) => i.name);
    const rows = names.length === 0 ? [] : await db.selectFrom('articulos_venta as v').innerJoin('articulos as a', (j) => j.onRef('a.empresa', '=', 'v.empresa').onRef('a.articulo', '=', 'v.articulo'))
      .innerJoin('empresas as e', 'e.empresa', 'v.empresa')
      .select(['v.imagen', 'a.articulo', 'a.familia']).where('v.empresa', '=', company).where('e.id_organizacion', '=', request.principal.idOrganizacion)
      .where('v.imagen', 'in', names).execute();
    const found = new Map(rows.map((r) => [r.imagen, r]));
    return {
      statusCode: '200',
      items: items.map((i) => {
        const directory = i.directory ?? ARTICLE_IMAGE_DIRECTORY;
        const file = directory === ARTICLE_IMAGE_DIRECTORY ? found.get(i.name) : undefined;
        if (!file) return { name: i.name, directory, statusCode: '404', statusText: 'File not found' };
        return { name: i.name, directory, url: `data:image/svg+xml;base64,${Buffer.from(articleSvg(file.articulo, file.familia)).toString('base64')}` };
      }),
    };
  });
}
